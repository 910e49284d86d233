import { Alert, DialogContent, Stack } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { messageOf } from '../../lib/api-client';
import { EditionActions, type EditionActionsProps } from './edition-actions';

interface DialogFormProps extends EditionActionsProps {
  /** The dialog title's id: the form is named by the title. */
  titleId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The mutation's error, shown under the fields until the next try. */
  erreur: Error | null;
  /**
   * Room above the first field for an outlined field's floating label, which the title would
   * otherwise cover; a form opening on an alert or a text does without it.
   */
  margeHaute?: boolean;
  children: ReactNode;
}

/** The body of a form dialog: its fields in a column, the mutation's error under them, then the buttons. */
export function DialogForm({ titleId, onSubmit, erreur, margeHaute = true, children, ...actions }: DialogFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <DialogContent>
        <Stack spacing={2} sx={margeHaute ? { pt: 1 } : undefined}>
          {children}
          {erreur !== null ? <Alert severity="error">{messageOf(erreur)}</Alert> : null}
        </Stack>
      </DialogContent>
      <EditionActions {...actions} />
    </form>
  );
}
