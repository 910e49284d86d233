import { Alert, Button } from '@mui/material';

/** Spec §8: a list that failed to load shows the spec's notice, with a way to try again. */
export function ListeEnEchec({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ my: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Réessayer
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
