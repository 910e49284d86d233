import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { type Service, ServiceCreationBodySchema } from '@roulement/contract';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useFormulaire } from '../../../components/form/use-formulaire';
import { messageOf } from '../../../lib/api-client';
import { useEmployes } from '../../../lib/lister-employes';
import { useCreerService } from '../api/creer-service';
import { EmployeAutocomplete } from './employe-autocomplete';

interface ServiceCreationDialogProps {
  open: boolean;
  etablissementId: number;
  onClose: () => void;
  onCreated: (service: Service) => void;
}

/** Spec §2.10 service creation: a name and a head, both required (spec §5). */
export function ServiceCreationDialog({ open, onClose, ...rest }: ServiceCreationDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title="Créer un service">
      {(titleId) => <ServiceCreationForm titleId={titleId} onClose={onClose} {...rest} />}
    </FormDialog>
  );
}

function ServiceCreationForm({
  etablissementId,
  onClose,
  onCreated,
  titleId,
}: Omit<ServiceCreationDialogProps, 'open'> & { titleId: string }) {
  const employes = useEmployes(etablissementId);
  const creer = useCreerService();
  // The page opens the created service: nothing to close here.
  const { form, soumission } = useFormulaire<
    z.input<typeof ServiceCreationBodySchema>,
    z.output<typeof ServiceCreationBodySchema>
  >({
    resolver: zodResolver(ServiceCreationBodySchema),
    defaultValues: { nom: '', etablissementId },
    envoyer: async (body) => onCreated(await creer.mutateAsync(body)),
  });
  const { errors } = form.formState;
  return (
    <DialogForm titleId={titleId} {...soumission} libelleValider="Créer" onClose={onClose}>
      <TextField
        label="Nom"
        required
        autoFocus
        {...form.register('nom')}
        error={Boolean(errors.nom)}
        helperText={errors.nom?.message}
      />
      <Controller
        control={form.control}
        name="chefDeServiceId"
        render={({ field, fieldState }) => (
          <EmployeAutocomplete
            label="Chef de service"
            required
            options={employes.data ?? []}
            value={employes.data?.find((e) => e.employeId === field.value) ?? null}
            onChange={(employe) => field.onChange(employe?.employeId)}
            loading={employes.isPending}
            error={fieldState.error?.message ?? (employes.isError ? messageOf(employes.error) : undefined)}
          />
        )}
      />
    </DialogForm>
  );
}
