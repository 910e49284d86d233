import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEnLigne } from '../../lib/reseau';

/**
 * Offline, a read waits for the network (lib/query-client.ts): rather than an endless spinner,
 * the screen says that it needs the server (issue 25).
 */
export function LoadingState({ label = 'Chargement…' }: { label?: string }) {
  const enLigne = useEnLigne();
  if (!enLigne) {
    return (
      <Alert
        severity="warning"
        sx={{ my: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Réessayer
          </Button>
        }
      >
        Hors ligne : cet écran a besoin du serveur, il n'a pas été gardé sur l'appareil.
      </Alert>
    );
  }
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
