import { Box, Link, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { jetonDuLien, PremierAdministrateurForm } from '../../../features/auth/components/premier-administrateur-form';

/** Public page opened from the single-use link the server prints when it has no Administrateur. */
export function PremierAdministrateurPage() {
  const [jeton] = useState(() => jetonDuLien(window.location.hash));
  const [cree, setCree] = useState(false);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Paper sx={{ p: 4, width: '100%', maxWidth: 520 }} elevation={3}>
        <Typography variant="h5" component="h1" sx={{ textAlign: 'center', mb: 3 }}>
          Premier administrateur
        </Typography>
        <PremierAdministrateurForm
          jeton={jeton}
          onCree={() => {
            // The token is spent: do not leave it in the address bar or the history.
            window.history.replaceState(null, '', window.location.pathname);
            setCree(true);
          }}
        />
        {cree ? (
          <Link component={RouterLink} to={paths.connexion} sx={{ display: 'inline-block', mt: 2 }}>
            Aller à la connexion
          </Link>
        ) : null}
      </Paper>
    </Box>
  );
}
