import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { type Creneau, type Membre, RemplacerCreneauBodySchema } from '@roulement/contract';
import { useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { useSaisiesHoraires } from '../../../../components/form/heure-field';
import { PlageHoraireFields } from '../../../../components/form/plage-horaire-fields';
import { SelectField } from '../../../../components/form/select-field';
import { useDialogForm } from '../../../../components/form/use-formulaire';
import { dateLongue } from '../../../../lib/format';
import { useActionCreneau } from '../../api/use-action-creneau';
import { remplacementCree } from '../../utils/remplacement-cree';

/** Spec §5: the member selector's label, star included. */
export const LIBELLE_EDUCATEUR = 'Éducateur*';

type Saisie = z.input<typeof RemplacerCreneauBodySchema>;
type Valeurs = z.output<typeof RemplacerCreneauBodySchema>;

/**
 * Who may replace: another member of the service still there that day, Titulaires first, then the
 * others, called Vacataires here (decision 020).
 */
export function remplacantsPossibles(membres: readonly Membre[], creneau: Creneau) {
  const candidats = membres.filter(
    (m) => m.membreId !== creneau.membreId && (m.dateFin === null || m.dateFin >= creneau.date),
  );
  const groupe = (titulaire: boolean) =>
    candidats
      .filter((m) => m.titulaire === titulaire)
      .map((m) => ({ value: m.membreId, label: m.nomComplet, group: titulaire ? 'Titulaires' : 'Vacataires' }));
  return [...groupe(true), ...groupe(false)];
}

interface RemplacementDialogProps {
  serviceId: number;
  creneau: Creneau | null;
  /** The service's members that week. */
  membres: readonly Membre[];
  onClose: () => void;
  /** With the replacement slot created, for the notice's « Annuler ». */
  onSaved: (message: string, cree?: Creneau) => void;
}

/** Spec §5 replacement form: 'Éducateur*', the slot's date (not editable), start and end inside the slot. */
export function RemplacementDialog({ creneau, onClose, ...props }: RemplacementDialogProps) {
  return (
    <FormDialog open={creneau !== null} onClose={onClose} width={600} title="Remplacer">
      {(titleId) =>
        creneau ? <RemplacementForm {...props} creneau={creneau} titleId={titleId} onClose={onClose} /> : null
      }
    </FormDialog>
  );
}

function RemplacementForm({
  serviceId,
  creneau,
  membres,
  titleId,
  onClose,
  onSaved,
}: Omit<RemplacementDialogProps, 'creneau'> & { creneau: Creneau; titleId: string }) {
  const mutation = useActionCreneau(serviceId);
  const saisies = useSaisiesHoraires();
  const cree = useRef<Creneau | undefined>(undefined);
  const { form, dialogForm } = useDialogForm<Saisie, Valeurs>({
    resolver: zodResolver(RemplacerCreneauBodySchema),
    defaultValues: {
      remplaceId: creneau.creneauId,
      heureDebut: creneau.heureDebut.valeur,
      heureFin: creneau.heureFin.valeur,
    },
    pret: saisies.toutesValides,
    envoyer: async (body) => {
      const jour = await mutation.mutateAsync({ action: 'remplacer', creneau, body });
      cree.current = remplacementCree(jour, creneau, body);
      return 'Remplacement enregistré';
    },
    onSaved: (message) => onSaved(message, cree.current),
    onClose,
  });
  const [debut, fin] = useWatch({ control: form.control, name: ['heureDebut', 'heureFin'] });
  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider="Remplacer">
      <Controller
        control={form.control}
        name="remplacant"
        render={({ field, fieldState }) => (
          <SelectField
            label={LIBELLE_EDUCATEUR}
            value={typeof field.value === 'number' ? field.value : undefined}
            options={remplacantsPossibles(membres, creneau)}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField label="Date" value={dateLongue(creneau.date)} disabled required />
      <PlageHoraireFields
        control={form.control}
        noms={{ debut: 'heureDebut', fin: 'heureFin' }}
        bornes={{
          debut: {
            min: creneau.heureDebut.valeur || null,
            max: typeof fin === 'number' ? fin : creneau.heureFin.valeur,
          },
          fin: { min: typeof debut === 'number' ? debut : creneau.heureDebut.valeur, max: creneau.heureFin.valeur },
        }}
        saisies={saisies}
      />
    </DialogForm>
  );
}
