import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { type Membre, MembreRemplacementBodySchema } from '@roulement/contract';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { useRemplacerMembre } from '../api/membre-mutations';
import { CandidatField } from './candidat-field';

interface MembreRemplacementDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its title does not change under the fading dialog. */
  membre: Membre | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Spec §2.10 member replacement: who takes the member's place, and from which day. */
export function MembreRemplacementDialog({ open, membre, onClose, onSaved }: MembreRemplacementDialogProps) {
  return (
    <FormDialog open={open && membre !== null} onClose={onClose} width={600} title={`Remplacer ${membre?.nomComplet}`}>
      {(titleId) =>
        membre ? <RemplacementForm membre={membre} titleId={titleId} onClose={onClose} onSaved={onSaved} /> : null
      }
    </FormDialog>
  );
}

function RemplacementForm({
  membre,
  onClose,
  onSaved,
  titleId,
}: Omit<MembreRemplacementDialogProps, 'open'> & { membre: Membre; titleId: string }) {
  const remplacer = useRemplacerMembre(membre);
  const { form, dialogForm } = useDialogForm<
    z.input<typeof MembreRemplacementBodySchema>,
    z.output<typeof MembreRemplacementBodySchema>
  >({
    resolver: zodResolver(MembreRemplacementBodySchema),
    envoyer: async (body) => `${(await remplacer.mutateAsync(body)).nomComplet} remplace ${membre.nomComplet}`,
    onSaved,
    onClose,
  });
  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider="Remplacer">
      <Typography color="text.secondary">
        À partir de la date choisie, le remplaçant reprend la couleur, les heures, la place dans le modèle et les
        créneaux de {membre.nomComplet}, qui quitte le service la veille.
      </Typography>
      <Controller
        control={form.control}
        name="employeRemplacantId"
        render={({ field, fieldState }) => (
          <CandidatField
            serviceId={membre.serviceId}
            label="Remplaçant"
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <DateField control={form.control} name="dateDuRemplacement" label="À partir du" required vide="" />
    </DialogForm>
  );
}
