import { Chip } from '@mui/material';
import { affichageStatut } from '../utils/statut-fiche';

/** Spec §4 sheet status chip; on the warning colour, dark text (white would be too pale to read). */
export function StatutChip({ statut }: { statut: string }) {
  const { label, couleur } = affichageStatut(statut);
  return (
    <Chip
      size="small"
      color={couleur}
      label={label}
      sx={couleur === 'warning' ? { color: 'common.black' } : undefined}
    />
  );
}
