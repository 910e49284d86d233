import { Alert, Box, Button } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown instead of a screen that failed to render or to load its code (typically a new version
 * deployed while the page was open): reloading fetches the current files.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', p: 4 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            Recharger la page
          </Button>
        }
      >
        Une erreur est survenue lors de l'affichage de cette page.{detail ? ` (${detail})` : ''}
      </Alert>
    </Box>
  );
}
