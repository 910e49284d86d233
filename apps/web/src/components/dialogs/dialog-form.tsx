import { Alert, Box, DialogContent, Stack } from '@mui/material';
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
 * the failure that no field took in an alert under them, then the buttons; after a try that had no
 * answer, the submit button reads « Réessayer ».
 */
export function DialogForm({
  titleId,
  onSubmit,
  erreur,
  sansReseau = false,
  margeHaute = true,
  children,
  ...actions
}: DialogFormProps) {
  return (
    // A column like the dialog's paper: the fields scroll and the buttons stay in view, at the
    // bottom of the screen when the dialog is full screen (phones).
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent>
        <Stack spacing={2} sx={margeHaute ? { pt: 1 } : undefined}>
          {children}
          {erreur !== null ? <Alert severity="error">{erreur}</Alert> : null}
        </Stack>
      </DialogContent>
      {/* Offline, the same values sent again may go through: the button says so (decision 103). */}
      <EditionActions {...actions} libelleValider={sansReseau ? 'Réessayer' : actions.libelleValider} />
    </Box>
  );
}
