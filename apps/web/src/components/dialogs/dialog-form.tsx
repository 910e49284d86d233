import { Alert, DialogContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { Soumission } from '../form/use-formulaire';
import { EditionActions, type EditionActionsProps } from './edition-actions';

interface DialogFormProps extends EditionActionsProps, Soumission {
  /** The dialog title's id: the form is named by the title. */
  titleId: string;
  /**
   * Room above the first field for an outlined field's floating label, which the title would
   * otherwise cover; a form opening on an alert or a text does without it.
   */
  margeHaute?: boolean;
  children: ReactNode;
}

/**
 * The body of a form dialog (fed by `useDialogForm` or `useFormulaire`): its fields in a column,
 * the failure that no field took in an alert under them, then the buttons.
 */
export function DialogForm({ titleId, onSubmit, erreur, margeHaute = true, children, ...actions }: DialogFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <DialogContent>
        <Stack spacing={2} sx={margeHaute ? { pt: 1 } : undefined}>
          {children}
          {erreur !== null ? <Alert severity="error">{erreur}</Alert> : null}
        </Stack>
      </DialogContent>
      <EditionActions {...actions} />
    </form>
  );
}
