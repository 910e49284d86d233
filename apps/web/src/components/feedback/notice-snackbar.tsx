import { Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { sansReseau } from '../../lib/api-client';

/** A button on the notice that takes the change back (« Annuler »). */
export interface ActionNotice {
  libelle: string;
  onClick: () => void;
}

/**
 * Issue 25: an action that needed the server and did not reach it offers « Réessayer » (the same
 * call again) on its notice, rather than leaving the user to find it again.
 */
export const reessayerSansReseau = (erreur: unknown, reessayer: () => void): ActionNotice | undefined =>
  sansReseau(erreur) ? { libelle: 'Réessayer', onClick: reessayer } : undefined;

/**
 * A short confirmation after a change (« Contrat ajouté »), closing by itself; with an action, it
 * stays longer so a finger has time to reach it.
 */
export function useNotice() {
  const [notice, setNotice] = useState<{ message: string; action?: ActionNotice } | null>(null);
  const action = notice?.action;
  const snackbar = (
    <Snackbar
      open={notice !== null}
      autoHideDuration={action ? 8000 : 3000}
      // A tap elsewhere would otherwise close the notice before its action could be reached.
      onClose={(_, raison) => (action && raison === 'clickaway' ? undefined : setNotice(null))}
      message={notice?.message}
      action={
        action ? (
          <Button
            color="inherit"
            sx={{ minHeight: 44, minWidth: 44 }}
            onClick={() => {
              setNotice(null);
              action.onClick();
            }}
          >
            {action.libelle}
          </Button>
        ) : undefined
      }
    />
  );
  return {
    notify: (message: string | null, actionNotice?: ActionNotice) =>
      setNotice(message === null ? null : { message, action: actionNotice }),
    snackbar,
  };
}
