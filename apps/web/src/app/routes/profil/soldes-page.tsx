import { Paper, Typography } from '@mui/material';
import { Outlet, useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';

/** Spec §2.6 Soldes: one list per employment record; those records come with the employees area. */
export function SoldesPage() {
  const { employeId } = useParams();
  if (employeId !== undefined) return <Outlet />;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Soldes
      </Typography>
      <Paper>
        <EmptyState message="Aucun solde à afficher" />
      </Paper>
    </>
  );
}

export function DetailsCongesSoldePage() {
  return (
    <Typography variant="h5" component="h2">
      Détail du solde de congés
    </Typography>
  );
}

export function DetailsRecuperationPage() {
  return (
    <Typography variant="h5" component="h2">
      Détail des récupérations
    </Typography>
  );
}
