import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { telechargerPayeEtablissement } from '../api/telecharger-exports';
import { ExportPayeDialog } from './export-paye-dialog';

/** Spec §2.3 'Export Paye' tab of the establishment (its director or an accountant; the page decides). */
export function ExportPayeTab({ etablissementId }: { etablissementId: number }) {
  const [ouvert, setOuvert] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2">
          Export des éléments de paye
        </Typography>
        <Typography color="text.secondary">
          Le fichier CSV contient une ligne par employé de l'établissement pour la période choisie (31 jours au plus).
          La date du dernier export est enregistrée sur chaque service de l'établissement.
        </Typography>
        <Button variant="contained" onClick={() => setOuvert(true)}>
          Exporter les éléments de paye
        </Button>
      </Stack>
      <ExportPayeDialog
        open={ouvert}
        onClose={() => setOuvert(false)}
        exporter={(periode) => telechargerPayeEtablissement(etablissementId, periode)}
      />
    </Paper>
  );
}
