import { Dialog, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Spec §9 widths: 400, 600, 800 (leave) or 900. */
  width: 400 | 600 | 800 | 900;
  /** On a phone the dialog takes the whole screen (the request dialogs, used from Mon planning). */
  pleinEcranSurTelephone?: boolean;
  onClose: () => void;
  /** The form, mounted on each opening so nothing typed survives a previous use. */
  children: (titleId: string) => ReactNode;
}

/** A dialog holding a form, at one of the spec's widths. */
export function FormDialog({ open, title, width, pleinEcranSurTelephone = false, onClose, children }: FormDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const telephone = useMediaQuery(theme.breakpoints.down('sm'));
  const fullScreen = pleinEcranSurTelephone && telephone;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: fullScreen ? undefined : { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open ? children(titleId) : null}
    </Dialog>
  );
}
