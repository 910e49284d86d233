import { zodResolver } from '@hookform/resolvers/zod';
import { COULEUR_MEMBRE_DEFAUT, HEURES_HEBDO_DEFAUT, MembreCreationBodySchema } from '@roulement/contract';
import { Controller, FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { useCreerMembre } from '../api/membre-mutations';
import { CandidatField } from './candidat-field';
import { MembreFields } from './membre-fields';

interface MembreCreationDialogProps {
  open: boolean;
  serviceId: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function MembreCreationDialog({ open, onClose, ...rest }: MembreCreationDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title="Ajouter un membre">
      {(titleId) => <MembreCreationForm titleId={titleId} onClose={onClose} {...rest} />}
    </FormDialog>
  );
}

function MembreCreationForm({
  serviceId,
  onClose,
  onSaved,
  titleId,
}: Omit<MembreCreationDialogProps, 'open'> & { titleId: string }) {
  const creer = useCreerMembre(serviceId);
  const { form, dialogForm } = useDialogForm<
    z.input<typeof MembreCreationBodySchema>,
    z.output<typeof MembreCreationBodySchema>
  >({
    resolver: zodResolver(MembreCreationBodySchema),
    // Spec §9: a new member is grey and has no weekly hours until told otherwise.
    defaultValues: { serviceId, couleur: COULEUR_MEMBRE_DEFAUT, heuresHebdo: HEURES_HEBDO_DEFAUT },
    envoyer: async (body) => `${(await creer.mutateAsync(body)).nomComplet} ajouté(e) au service`,
    onSaved,
    onClose,
  });
  return (
    <FormProvider {...form}>
      <DialogForm titleId={titleId} {...dialogForm} libelleValider="Ajouter">
        <Controller
          control={form.control}
          name="employeId"
          render={({ field, fieldState }) => (
            <CandidatField
              serviceId={serviceId}
              label="Employé"
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <MembreFields />
      </DialogForm>
    </FormProvider>
  );
}
