import { Alert, Snackbar } from '@mui/material';
import { useCallback, useState } from 'react';
import { messageOf } from '../../../../lib/api-client';

type Retour = { severite: 'success' | 'error'; message: string };

/**
 * What a change made from the grid tells the user: a short confirmation, or the server's French
 * reason of a refusal (an overlap, the daily maximum), since a drag has no dialog to show it in.
 */
export function useRetours() {
  const [retour, setRetour] = useState<Retour | null>(null);
  const notifier = useCallback((message: string) => setRetour({ severite: 'success', message }), []);
  const signaler = useCallback((error: unknown) => setRetour({ severite: 'error', message: messageOf(error) }), []);
  const fermer = () => setRetour(null);
  const snackbar = (
    <Snackbar
      open={retour !== null}
      autoHideDuration={retour?.severite === 'error' ? 6000 : 3000}
      onClose={fermer}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {retour ? (
        <Alert severity={retour.severite} variant="filled" onClose={fermer}>
          {retour.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
  return { notifier, signaler, snackbar };
}
