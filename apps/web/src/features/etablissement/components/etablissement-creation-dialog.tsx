import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { ASSOCIATION_PAR_DEFAUT, EtablissementCreationBodySchema, type EtablissementDetail } from '@roulement/contract';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useFormulaire } from '../../../components/form/use-formulaire';
import { useCreerEtablissement } from '../api/etablissement-admin';

interface EtablissementCreationDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (etablissement: EtablissementDetail) => void;
}

/** Spec §2.10/§5: raisonSociale and extensionSIRET required, numeroFINESS optional; association 2. */
export function EtablissementCreationDialog({ open, onClose, onCreated }: EtablissementCreationDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title="Créer un établissement">
      {(titleId) => <EtablissementCreationForm titleId={titleId} onClose={onClose} onCreated={onCreated} />}
    </FormDialog>
  );
}

type Saisie = z.input<typeof EtablissementCreationBodySchema>;
const CHAMPS = [
  { name: 'raisonSociale', label: 'Raison sociale', required: true },
  { name: 'numeroFINESS', label: 'Numéro FINESS', required: false },
  { name: 'extensionSIRET', label: 'Extension SIRET', required: true },
] as const;

function EtablissementCreationForm({
  titleId,
  onClose,
  onCreated,
}: Omit<EtablissementCreationDialogProps, 'open'> & { titleId: string }) {
  const creer = useCreerEtablissement();
  const { form, soumission } = useFormulaire<Saisie, z.output<typeof EtablissementCreationBodySchema>>({
    resolver: zodResolver(EtablissementCreationBodySchema),
    defaultValues: { associationId: ASSOCIATION_PAR_DEFAUT, raisonSociale: '', numeroFINESS: '', extensionSIRET: '' },
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
