import { Box, Paper, Stack, Typography } from '@mui/material';
import type { DetailRecuperationJour, Recuperations } from '@roulement/contract';
import { EmptyState } from '../../../components/feedback/empty-state';
import { RecuperationJour } from './recuperation-jour';
import { SoldeHeuresChip } from './solde-heures-chip';

type Jours = Record<string, DetailRecuperationJour>;

const totalDe = (jours: Jours): number => Object.values(jours).reduce((sum, jour) => sum + jour.solde, 0);

function Groupe({ titre, total, jours, ordre }: { titre: string; total: number; jours: Jours; ordre: 1 | -1 }) {
  const dates = Object.entries(jours).sort(([a], [b]) => ordre * a.localeCompare(b));
  return (
    <Paper component="section" aria-label={titre} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h3">
          {titre}
        </Typography>
        <SoldeHeuresChip minutes={total} label="Total" />
      </Stack>
      {dates.length === 0 ? (
        <EmptyState message="Aucun mouvement" />
      ) : (
        dates.map(([date, detail]) => <RecuperationJour key={date} date={date} detail={detail} />)
      )}
    </Paper>
  );
}

/**
 * Spec §2.11 RecuperationDetails: 'À venir' and 'À date' totals in hours, each grouped by date,
 * and the initial recovery balance.
 */
export function RecuperationDetails({ recuperations }: { recuperations: Recuperations }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography sx={{ mr: 1 }}>Solde de récupération</Typography>
          <SoldeHeuresChip minutes={recuperations.soldeRecupInitial} label="Solde initial" />
          <SoldeHeuresChip minutes={recuperations.soldeDeRecuperationADate} label="À date" />
          <SoldeHeuresChip minutes={recuperations.soldeDeRecuperationTotal} label="Total" />
        </Stack>
      </Paper>
      <Groupe
        titre="À venir"
        total={totalDe(recuperations.detailsParDateAVenir)}
        jours={recuperations.detailsParDateAVenir}
        ordre={1}
      />
      <Groupe
        titre="À date"
        total={totalDe(recuperations.detailsParDatePasse)}
        jours={recuperations.detailsParDatePasse}
        ordre={-1}
      />
    </Box>
  );
}
