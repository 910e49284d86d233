import { Dialog, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { largeurDialogue } from './largeur-dialogue';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Spec §9 widths: 400, 600, 800 (leave) or 900. */
  width: 400 | 600 | 800 | 900;
  onClose: () => void;
  /** The form, mounted on each opening so nothing typed survives a previous use. */
  children: (titleId: string) => ReactNode;
}

/** A dialog holding a form, at one of the spec's widths. */
export function FormDialog({ open, title, width, onClose, children }: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: largeurDialogue(width) } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open ? children(titleId) : null}
    </Dialog>
  );
}
