import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Badge, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useMesOffres } from '../../features/offre/api/lire-offres';

/** « 2 offres à répondre »: said after the label, the badge only draws the number. */
export const libelleOffresEnAttente = (n: number) => `${n} ${n > 1 ? 'offres' : 'offre'} à répondre`;

/**
 * Issue 27: the header's « Offres » button, for whoever has received a replacement offer, with the
 * number still waiting for their answer.
 */
export function OffresButton() {
  const { data } = useMesOffres();
  if (!data || data.offres.length === 0) return null;
  return (
    <Button
      color="inherit"
      component={RouterLink}
      to={paths.mesOffres}
      aria-label={data.enAttente > 0 ? `Offres, ${libelleOffresEnAttente(data.enAttente)}` : 'Offres'}
      startIcon={
        <Badge badgeContent={data.enAttente} color="warning" max={99}>
          <SwapHoriz />
        </Badge>
      }
    >
      Offres
    </Button>
  );
}
