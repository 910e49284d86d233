import { Button, Snackbar } from '@mui/material';
import { useMiseAJour } from '../../lib/mise-a-jour';

/** A new version is installed and waiting: the user chooses when to reload (decision 086). */
export function MiseAJourDisponible() {
  const recharger = useMiseAJour();
  return (
    <Snackbar
      open={recharger !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message="Nouvelle version disponible"
      action={
        <Button color="inherit" size="small" onClick={() => recharger?.()}>
          Recharger
        </Button>
      }
    />
  );
}
