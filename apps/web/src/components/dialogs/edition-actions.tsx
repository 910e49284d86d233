import { Button, DialogActions } from '@mui/material';
import { useState } from 'react';
import { DeleteDialog } from './delete-dialog';

export interface EditionActionsProps {
  /** The submit button's text ('Enregistrer' for an existing record, 'Créer'…). */
  libelleValider: string;
  /** Warning for a submission that cannot be undone (closing a service). */
  couleurValider?: 'warning';
  /** While the form holds nothing the server would accept. */
  desactive?: boolean;
  pending: boolean;
  onClose: () => void;
  /** Present when the record exists and may be deleted: a 'Supprimer' button and its confirmation. */
  suppression?: {
    titre: string;
    pending: boolean;
    error: string | null;
    onDelete: () => void;
  };
}

/** The buttons of a create/edit form dialog: delete on the left, cancel and submit on the right. */
export function EditionActions({
  libelleValider,
  couleurValider,
  desactive,
  pending,
  onClose,
  suppression,
}: EditionActionsProps) {
  const [confirmer, setConfirmer] = useState(false);
  return (
    <>
      <DialogActions>
        {suppression ? (
          <Button color="error" onClick={() => setConfirmer(true)} sx={{ mr: 'auto' }}>
            Supprimer
          </Button>
        ) : null}
        <Button onClick={onClose}>Annuler</Button>
        <Button type="submit" variant="contained" color={couleurValider} disabled={desactive} loading={pending}>
          {libelleValider}
        </Button>
      </DialogActions>
      {suppression ? (
        <DeleteDialog
          open={confirmer}
          title={suppression.titre}
          pending={suppression.pending}
          error={suppression.error}
          onDelete={suppression.onDelete}
          onClose={() => setConfirmer(false)}
        />
      ) : null}
    </>
  );
}
