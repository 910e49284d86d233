import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { enregistrerFichier } from '../../../lib/enregistrer-fichier';
import { useChiffresCouverture } from '../api/lire-chiffres';
import { chiffresCsv } from '../utils/chiffres-csv';
import { ChiffresGraphique } from './chiffres-graphique';
import { ChiffresTableau } from './chiffres-tableau';

/** Issue 27 figures of an establishment: a year of months, as a chart, a table and a CSV. */
export function ChiffresCouverture({ etablissementId }: { etablissementId: number }) {
  const [annee, setAnnee] = useState(() => new Date().getFullYear());
  const query = useChiffresCouverture(etablissementId, annee);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <IconButton aria-label="Année précédente" onClick={() => setAnnee(annee - 1)} sx={{ width: 44, height: 44 }}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="h6" component="p" aria-live="polite">
          {annee}
        </Typography>
        <IconButton aria-label="Année suivante" onClick={() => setAnnee(annee + 1)} sx={{ width: 44, height: 44 }}>
          <ChevronRight />
        </IconButton>
        <Button
          startIcon={<FileDownloadOutlined />}
          disabled={!query.data}
          onClick={() =>
            query.data &&
            enregistrerFichier(
              new Blob([chiffresCsv(query.data)], { type: 'text/csv;charset=utf-8' }),
              `couverture_des_absences_${annee}.csv`,
            )
          }
          sx={{ minHeight: 44, ml: 'auto' }}
        >
          Télécharger (CSV)
        </Button>
      </Box>
      <QueryState
        query={query}
        isEmpty={(d) => d.mois.every((m) => m.aCouvrir === 0)}
        emptyMessage={`Aucune absence à couvrir en ${annee}`}
      >
        {(data) => (
          <>
            <ChiffresGraphique mois={data.mois} />
            <ChiffresTableau mois={data.mois} />
          </>
        )}
      </QueryState>
    </>
  );
}
