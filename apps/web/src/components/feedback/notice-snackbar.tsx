import { Snackbar } from '@mui/material';
import { useState } from 'react';

/** A short confirmation after a change (« Contrat ajouté »), closing by itself. */
export function useNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  const snackbar = (
    <Snackbar open={notice !== null} autoHideDuration={3000} onClose={() => setNotice(null)} message={notice} />
  );
  return { notify: setNotice, snackbar };
}
