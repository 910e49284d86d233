import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

const idDe = (titre: string) => `colonne-${titre.normalize('NFD').replace(/[^A-Za-z]+/g, '-')}`;

/** A column of the resident history screen, a section named by its heading. */
export function Colonne({ titre, vide, children }: { titre: string; vide: string | null; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={idDe(titre)}
      // Scrolls on its own on wide screens: reachable by the keyboard.
      tabIndex={0}
      sx={{ p: 2, minWidth: 0, maxHeight: { md: 'calc(100vh - 300px)' }, overflowY: { md: 'auto' } }}
    >
      <Typography id={idDe(titre)} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {titre}
      </Typography>
      {vide ? <Typography color="text.secondary">{vide}</Typography> : children}
    </Paper>
  );
}
