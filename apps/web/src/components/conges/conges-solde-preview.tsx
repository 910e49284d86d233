import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import type { Conges, CongesBody, CongesSolde } from '@roulement/contract';
import type { ReactNode } from 'react';
import { useEvaluationConges } from '../../lib/evaluer-conges';
import { formatJours } from '../../lib/format';

interface CongesSoldePreviewProps {
  solde: CongesSolde;
  /** The leave as typed, already debounced (spec §5: 500 ms); null while incomplete. */
  body: CongesBody | null;
  /** The leave being changed: its days come back to the balance before the new ones are taken. */
  ancien: Conges | null;
}

function Ligne({ label, valeur, rouge }: { label: string; valeur: ReactNode; rouge?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography>{label}</Typography>
      <Typography sx={{ fontWeight: 600, color: rouge ? 'error.main' : undefined }}>{valeur}</Typography>
    </Box>
  );
}

/** Spec §2.9: for a type with a balance, the current balance, the evaluated request and the future balance. */
export function CongesSoldePreview({ solde, body, ancien }: CongesSoldePreviewProps) {
  const evaluation = useEvaluationConges(body);
  const rendu = ancien && ancien.type.congesTypeId === solde.congesType.congesTypeId ? ancien.nbJours : 0;
  const demande = evaluation.data;
  const futur = demande === undefined ? null : solde.soldeFutur + rendu - demande;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }} aria-label="Solde" role="region">
      <Ligne label="Solde actuel" valeur={formatJours(solde.solde)} />
      <Ligne
        label="Ce congé"
        valeur={
          demande !== undefined ? (
            demande > 0 ? (
              `-${formatJours(demande)}`
            ) : (
              formatJours(demande)
            )
          ) : body !== null && evaluation.isFetching ? (
            <CircularProgress size={14} aria-label="Évaluation en cours" />
          ) : (
            '—'
          )
        }
      />
      <Ligne
        label="Solde futur"
        valeur={futur === null ? '—' : formatJours(futur)}
        rouge={futur !== null && futur < 0}
      />
    </Paper>
  );
}
