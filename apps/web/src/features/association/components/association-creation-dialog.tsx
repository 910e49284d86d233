import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { type Association, AssociationCreationBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useFormulaire } from '../../../components/form/use-formulaire';
import { useCreerAssociation } from '../api/associations';

interface AssociationCreationDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (association: Association) => void;
}

/** Spec §2.10 association creation: nom required; SIREN, FINESS and SIRET optional (spec §5). */
export function AssociationCreationDialog({ open, onClose, onCreated }: AssociationCreationDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title="Créer une association">
      {(titleId) => <AssociationCreationForm titleId={titleId} onClose={onClose} onCreated={onCreated} />}
    </FormDialog>
  );
}

type Saisie = z.input<typeof AssociationCreationBodySchema>;
const CHAMPS = [
  { name: 'nom', label: 'Nom', required: true },
  { name: 'SIREN', label: 'SIREN', required: false },
  { name: 'FINESS', label: 'FINESS', required: false },
  { name: 'SIRET', label: 'SIRET', required: false },
] as const;

function AssociationCreationForm({
  titleId,
  onClose,
  onCreated,
}: Omit<AssociationCreationDialogProps, 'open'> & { titleId: string }) {
  const creer = useCreerAssociation();
  const { form, soumission } = useFormulaire<Saisie, z.output<typeof AssociationCreationBodySchema>>({
    resolver: zodResolver(AssociationCreationBodySchema),
    defaultValues: { nom: '', SIREN: '', FINESS: '', SIRET: '' },
    envoyer: async (body) => onCreated(await creer.mutateAsync(body)),
  });
  const { errors } = form.formState;
  return (
    <DialogForm titleId={titleId} {...soumission} libelleValider="Créer" onClose={onClose}>
      {CHAMPS.map((champ, i) => (
        <TextField
          key={champ.name}
          label={champ.label}
          required={champ.required}
          autoFocus={i === 0}
          {...form.register(champ.name)}
          error={Boolean(errors[champ.name])}
          helperText={errors[champ.name]?.message}
        />
      ))}
    </DialogForm>
  );
}
