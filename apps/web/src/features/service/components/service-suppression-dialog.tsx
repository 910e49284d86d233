import { AVERTISSEMENT_SUPPRESSION_SERVICE, type Service } from '@roulement/contract';
import { DeleteDialog } from '../../../components/dialogs/delete-dialog';
import { messageOf } from '../../../lib/api-client';
import { useSupprimerService } from '../api/supprimer-service';

interface SuppressionServiceDialogProps {
  open: boolean;
  service: Service;
  onClose: () => void;
  onSupprime: () => void;
}

/** Spec §5: deleting asks to type the service's name, under the warning of what is lost. */
export function SuppressionServiceDialog({ open, service, onClose, onSupprime }: SuppressionServiceDialogProps) {
  const supprimer = useSupprimerService(service.serviceId);
  return (
    <DeleteDialog
      open={open}
      title={`Supprimer le service ${service.nom}`}
      message={AVERTISSEMENT_SUPPRESSION_SERVICE}
      confirmationText={service.nom}
      pending={supprimer.isPending}
      error={supprimer.isError ? messageOf(supprimer.error) : null}
      onDelete={() => supprimer.mutate(undefined, { onSuccess: onSupprime })}
      onClose={onClose}
    />
  );
}
