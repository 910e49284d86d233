import { Chip } from '@mui/material';
import type { Conges } from '@roulement/contract';

const jours = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** Spec §4: '-N' in red for a leave with a balance, N in blue otherwise. */
export function CongesBadge({ conges }: { conges: Pick<Conges, 'nbJours' | 'type'> }) {
  const avecSolde = conges.type.avecSolde;
  return (
    <Chip
      size="small"
      color={avecSolde ? 'error' : 'info'}
      label={avecSolde ? `-${jours.format(conges.nbJours)}` : jours.format(conges.nbJours)}
    />
  );
}
