import FileDownload from '@mui/icons-material/FileDownload';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { type ImportJournalEntree, LIBELLES_SORTES_IMPORT } from '@roulement/contract';
import { useState } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { messageOf } from '../../../lib/api-client';
import { dateHeure } from '../../../lib/format';
import { telechargerRapport, useJournalImports } from '../api/journal-imports';
import { resumeCompteurs } from '../utils/libelles-import';

function EntreeJournal({ entree }: { entree: ImportJournalEntree }) {
  const [erreur, setErreur] = useState<unknown>(null);
  const telecharger = () => {
    setErreur(null);
    telechargerRapport(entree.importId, entree.date).catch(setErreur);
  };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {LIBELLES_SORTES_IMPORT[entree.sorte]} : {entree.fichier}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Le {dateHeure(entree.date)}, par {entree.auteur}
      </Typography>
      {entree.etablissements.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {entree.etablissements.join(', ')}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {resumeCompteurs(entree)}
      </Typography>
      <Button startIcon={<FileDownload />} onClick={telecharger} sx={{ mt: 1, minHeight: 44 }}>
        Rapport CSV
      </Button>
      {erreur ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {messageOf(erreur)}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** Issue 26: who imported what and when, newest first, each with its report to download. */
export function JournalImports() {
  const query = useJournalImports();
  return (
    <QueryState query={query} isEmpty={(entrees) => entrees.length === 0} emptyMessage="Aucun import pour l'instant">
      {(entrees) => (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Imports">
          {entrees.map((entree) => (
            <EntreeJournal key={entree.importId} entree={entree} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
