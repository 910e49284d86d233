import { Box, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** The frame of the pages reached without a session: the product's name, a title, a way back. */
export function CartePublique({ titre, children }: { titre: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Paper sx={{ p: 4, width: '100%', maxWidth: 440 }} elevation={3}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main', textAlign: 'center' }}>
          Roulement
        </Typography>
        <Typography variant="h5" component="h1" sx={{ textAlign: 'center', mb: 3 }}>
          {titre}
        </Typography>
        {children}
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.connexion}>
            Retour à la connexion
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
