import { Alert, Button, DialogActions, DialogContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';

interface EtapeEvalueeProps {
  /** What the server computed, and any message about it. */
  children: ReactNode;
  /** The failure of the sending, shown under the list. */
  erreur: string | null;
  pending: boolean;
  /** Spec §2.9: 'Tout envoyer' when several requests will be sent. */
  plusieurs: boolean;
  /** Nothing to send (a recovery evaluation that found no work, spec §8). */
  desactive?: boolean;
  onModifier: () => void;
  onEnvoyer: () => void;
  onClose: () => void;
}

/** The second step of the overtime and recovery dialogs (spec §4): the evaluation, then 'Modifier' or 'Envoyer'. */
export function EtapeEvaluee({
  children,
  erreur,
  pending,
  plusieurs,
  desactive = false,
  onModifier,
  onEnvoyer,
  onClose,
}: EtapeEvalueeProps) {
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          {children}
          {erreur !== null ? <Alert severity="error">{erreur}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ mr: 'auto' }}>
          Annuler
        </Button>
        <Button onClick={onModifier} disabled={pending}>
          Modifier
        </Button>
        <Button variant="contained" onClick={onEnvoyer} disabled={desactive} loading={pending}>
          {plusieurs ? 'Tout envoyer' : 'Envoyer'}
        </Button>
      </DialogActions>
    </>
  );
}
