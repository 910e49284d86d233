import { Chip } from '@mui/material';
import type { ContratStatut } from '@roulement/contract';

/** Spec §4: A venir (info), En cours (success), Terminé (error). */
export const COULEUR_STATUT_CONTRAT = {
  'A venir': 'info',
  'En cours': 'success',
  Terminé: 'error',
} as const satisfies Record<ContratStatut, 'info' | 'success' | 'error'>;

export function ContratStatusChip({ status }: { status: ContratStatut }) {
  return <Chip size="small" color={COULEUR_STATUT_CONTRAT[status]} label={status} />;
}
