import { Alert, Button } from '@mui/material';
import { messageOf } from '../../lib/api-client';

/** A failed load: the server's French message and, when possible, a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Réessayer
          </Button>
        ) : undefined
      }
    >
      {messageOf(error)}
    </Alert>
  );
}
