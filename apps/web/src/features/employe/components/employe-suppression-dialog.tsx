import type { Employe } from '@roulement/contract';
import { DeleteDialog } from '../../../components/dialogs/delete-dialog';
import { messageOf } from '../../../lib/api-client';
import { useSupprimerEmploye } from '../api/supprimer-employe';

const AVERTISSEMENT_SUPPRESSION_EMPLOYE =
  "L'employé est supprimé avec ses contrats, ses services, ses congés et ses crédits ; son historique reste. Cette suppression est définitive.";

interface SuppressionEmployeDialogProps {
  open: boolean;
  employe: Pick<Employe, 'employeId' | 'nomComplet'>;
  onClose: () => void;
  onSupprime: () => void;
}

/**
 * Deleting an employee cannot be undone: the name is typed to confirm. The API's refusals (a
 * director or a head of service, 409; not an administrator of the establishment, 403) show as sent.
 */
export function SuppressionEmployeDialog({ open, employe, onClose, onSupprime }: SuppressionEmployeDialogProps) {
  const supprimer = useSupprimerEmploye(employe.employeId);
  const fermer = () => {
    supprimer.reset();
    onClose();
  };
  return (
    <DeleteDialog
      open={open}
      title={`Supprimer l'employé ${employe.nomComplet}`}
      message={AVERTISSEMENT_SUPPRESSION_EMPLOYE}
      confirmationText={employe.nomComplet}
      pending={supprimer.isPending}
      error={supprimer.isError ? messageOf(supprimer.error) : null}
      onDelete={() => supprimer.mutate(undefined, { onSuccess: onSupprime })}
      onClose={fermer}
    />
  );
}
