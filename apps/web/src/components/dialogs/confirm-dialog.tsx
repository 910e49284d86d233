import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { largeurDialogue } from './largeur-dialogue';

/** Spec §9: confirmation and delete dialogs are 600 px wide. */
export const CONFIRM_DIALOG_WIDTH = 600;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmColor?: 'primary' | 'error' | 'warning';
  /** When set, the user must type exactly this text before the button is enabled. */
  confirmationText?: string;
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, onClose } = props;
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: largeurDialogue(CONFIRM_DIALOG_WIDTH) } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Remounted on each opening so a typed confirmation never survives a previous use. */}
      {open ? <ConfirmDialogBody {...props} /> : null}
    </Dialog>
  );
}

function ConfirmDialogBody({
  message,
  confirmLabel = 'Confirmer',
  cancelLabel = 'Annuler',
  confirmColor = 'primary',
  confirmationText,
  pending = false,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const confirmed = confirmationText === undefined || typed === confirmationText;
  return (
    <>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
        {confirmationText !== undefined ? (
          <TextField
            sx={{ mt: 2 }}
            label={`Saisissez « ${confirmationText} » pour confirmer`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoFocus
          />
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          disabled={!confirmed || pending}
          loading={pending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
}
