import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, LinearProgress, Typography } from '@mui/material';
import { joursDeLaPeriode, semaineDe } from '@roulement/contract';
import { useMemo } from 'react';
import { EmptyState } from '../../../../components/feedback/empty-state';
import { ErrorState } from '../../../../components/feedback/error-state';
import { LoadingState } from '../../../../components/feedback/loading-state';
import { useCongesTypes } from '../../../../lib/lister-conges-types';
import { useDatesFeriees } from '../../../../lib/use-dates-feriees';
import { useApercuTrimestriel } from '../../api/lire-apercu-trimestriel';
import { SEMAINES_APERCU, useSemainesApercu } from '../../hooks/apercu/use-semaines-apercu';
import { colonnesDuMois } from '../../utils/apercu/jours-apercu';
import { groupesDeSemaines, titreSemaines } from '../../utils/apercu/semaines-apercu';
import { GrilleConges } from './grille-conges';
import { LegendeConges } from './legende-conges';

/**
 * Spec doc. 1 §7 (GET /conges/apercu/trimestriel): the leave of the establishment's employees over
 * 13 ISO weeks. The grid scrolls in its own box, names held on the left (decision 078).
 */
export function ApercuTreizeSemaines({ etablissementId }: { etablissementId: number }) {
  const { debut, debutDemande, precedent, suivant, courant } = useSemainesApercu();
  const query = useApercuTrimestriel(etablissementId, debutDemande);
  const types = useCongesTypes();
  const data = query.data;
  const annees = data ? [Number(data.dateDebut.slice(0, 4)), Number(data.dateFin.slice(0, 4))] : [debut.annee];
  const feries = useDatesFeriees([...new Set(annees)]);
  const colonnes = useMemo(() => (data ? colonnesDuMois(joursDeLaPeriode(data), new Set(feries)) : []), [data, feries]);
  const semaines = useMemo(() => groupesDeSemaines(colonnes), [colonnes]);
  const aJour = !query.isPlaceholderData && debutDemande === debut && !query.isFetching;
  const titre = data ? titreSemaines(semaineDe(data.dateDebut), SEMAINES_APERCU) : '';

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton aria-label="13 semaines précédentes" onClick={precedent}>
          <ChevronLeft />
        </IconButton>
        <Typography
          variant="h6"
          component="h2"
          sx={{ textAlign: 'center', flex: '1 1 0', minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' } }}
          aria-live="polite"
        >
          {titreSemaines(debut, SEMAINES_APERCU)}
        </Typography>
        <IconButton aria-label="13 semaines suivantes" onClick={suivant}>
          <ChevronRight />
        </IconButton>
        {/* On a phone the button takes its own line, leaving the title room for two lines. */}
        <Button variant="outlined" onClick={courant} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Cette semaine
        </Button>
      </Box>
      {types.data ? <LegendeConges types={types.data} /> : null}
      <Box sx={{ height: 4 }}>
        {query.isFetching && data ? <LinearProgress aria-label="Chargement des 13 semaines" /> : null}
      </Box>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? null : data.employes.length === 0 ? (
        <EmptyState message="Aucun employé sous contrat sur ces 13 semaines" />
      ) : (
        <Box sx={{ opacity: aJour ? 1 : 0.5, transition: 'opacity 150ms' }}>
          <GrilleConges titre={`Congés — ${titre}`} colonnes={colonnes} employes={data.employes} semaines={semaines} />
        </Box>
      )}
    </Box>
  );
}
