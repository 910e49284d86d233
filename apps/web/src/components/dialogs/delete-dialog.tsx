import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface DeleteDialogProps {
  open: boolean;
  /** What is deleted, e.g. « le congé du 3 mars ». */
  title?: string;
  message?: ReactNode;
  confirmationText?: string;
  pending?: boolean;
  error?: string | null;
  onDelete: () => void;
  onClose: () => void;
}

export function DeleteDialog({
  open,
  title = 'Confirmer la suppression',
  message = 'Cette suppression est définitive.',
  confirmationText,
  pending,
  error,
  onDelete,
  onClose,
}: DeleteDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      confirmLabel="Supprimer"
      confirmColor="error"
      confirmationText={confirmationText}
      pending={pending}
      error={error}
      onConfirm={onDelete}
      onClose={onClose}
    />
  );
}
