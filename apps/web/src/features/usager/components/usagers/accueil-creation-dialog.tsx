import { zodResolver } from '@hookform/resolvers/zod';
import { AccueilBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { DateField } from '../../../../components/form/date-field';
import { SelectController } from '../../../../components/form/select-controller';
import { useFormulaire } from '../../../../components/form/use-formulaire';
import { aujourdhui } from '../../../../lib/format';
import { useCreerAccueil } from '../../api/creer-accueil';
import { type DureesDispositif, erreurDuree } from '../../utils/duree-dispositif';

interface AccueilCreationDialogProps {
  open: boolean;
  usagerId: number;
  /** The services of the resident's establishment (lent by the page: another domain's list). */
  services: readonly { serviceId: number; nom: string }[];
  /** The establishment's accommodation schemes: their durations bound a stay with an end. */
  dispositifs: readonly DureesDispositif[];
  onClose: () => void;
  onCreated: () => void;
}

/** POST /accueil: host the resident in a service from a date, until an optional end. */
export function AccueilCreationDialog({ open, onClose, ...rest }: AccueilCreationDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title="Accueillir l'usager">
      {(titleId) => <AccueilForm titleId={titleId} onClose={onClose} {...rest} />}
    </FormDialog>
  );
}

function AccueilForm({
  titleId,
  usagerId,
  services,
  dispositifs,
  onClose,
  onCreated,
}: Omit<AccueilCreationDialogProps, 'open'> & { titleId: string }) {
  const creer = useCreerAccueil();
  const { form, soumission } = useFormulaire<z.input<typeof AccueilBodySchema>, z.output<typeof AccueilBodySchema>>({
    resolver: zodResolver(
      AccueilBodySchema.superRefine((b, ctx) => {
        const d = dispositifs.find((x) => x.dispositifId === b.dispositifId);
        const message = erreurDuree(d, b.dateDeDebutDAccueil, b.dateDeFinDAccueil);
        if (message) ctx.addIssue({ code: 'custom', message, path: ['dateDeFinDAccueil'] });
      }),
    ),
    defaultValues: { usagerId, dateDeDebutDAccueil: aujourdhui(), dateDeFinDAccueil: null },
    envoyer: async (body) => {
      await creer.mutateAsync(body);
      onCreated();
    },
  });
  return (
    <DialogForm titleId={titleId} {...soumission} libelleValider="Accueillir" onClose={onClose}>
      <SelectController
        control={form.control}
        name="serviceId"
        label="Service d'accueil"
        required
        options={services.map((s) => ({ value: s.serviceId, label: s.nom }))}
      />
      <SelectController
        control={form.control}
        name="dispositifId"
        label="Dispositif"
        options={dispositifs.map((d) => ({
          value: d.dispositifId,
          label: `${d.libelle} (${d.dureeMinimum} à ${d.dureeMaximum} jours)`,
        }))}
      />
      <DateField control={form.control} name="dateDeDebutDAccueil" label="Début de l'accueil" required vide="" />
      <DateField control={form.control} name="dateDeFinDAccueil" label="Fin de l'accueil" />
    </DialogForm>
  );
}
