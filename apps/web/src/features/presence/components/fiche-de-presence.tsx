import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { ajouterJours, type FicheDePresence as Fiche } from '@roulement/contract';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { aujourdhui, dateLongue } from '../../../lib/format';
import { useFicheDePresence } from '../api/lire-fiche-de-presence';
import { GroupePresence } from './groupe-presence';

const estVide = (f: Fiche) => f.employesPresents.length === 0 && f.employesEnConges.length === 0;

/**
 * Spec doc. 1 §2.10 / doc. 2 §2.6: the presence sheet of an establishment, one day at a time, with
 * the groups 'Présents' and 'Abscents' (the spec's spelling) and their counts (décision 049).
 */
export function FicheDePresence({ etablissementId }: { etablissementId: number }) {
  const titreId = useId();
  const [date, setDate] = useState(aujourdhui);
  const query = useFicheDePresence(etablissementId, date);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titreId} sx={{ p: 2 }}>
      <Typography id={titreId} variant="h6" component="h2">
        Fiche de présence
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 1 }}>
        <Tooltip title="Jour précédent">
          <IconButton aria-label="Jour précédent" onClick={() => setDate((d) => ajouterJours(d, -1))}>
            <ChevronLeft />
          </IconButton>
        </Tooltip>
        <Typography aria-live="polite" data-testid="fiche-de-presence-date" sx={{ flex: 1, textAlign: 'center' }}>
          {dateLongue(date)}
        </Typography>
        <Tooltip title="Jour suivant">
          <IconButton aria-label="Jour suivant" onClick={() => setDate((d) => ajouterJours(d, 1))}>
            <ChevronRight />
          </IconButton>
        </Tooltip>
      </Stack>
      {date === aujourdhui() ? null : (
        <Box sx={{ textAlign: 'center' }}>
          <Button size="small" onClick={() => setDate(aujourdhui())}>
            Aujourd’hui
          </Button>
        </Box>
      )}
      <QueryState query={query} isEmpty={estVide} emptyMessage="Personne n’est attendu ce jour-là">
        {(fiche) => (
          <>
            <GroupePresence titre="Présents" personnes={fiche.employesPresents} />
            <GroupePresence
              titre="Abscents"
              personnes={fiche.employesEnConges.map(({ employeId, nomComplet, ...conges }) => ({
                employeId,
                nomComplet,
                conges,
              }))}
            />
          </>
        )}
      </QueryState>
    </Paper>
  );
}
