import { Stack } from '@mui/material';
import { QueryState } from '../../../components/feedback/query-state';
import { useMesOffres } from '../api/lire-offres';
import { OffreCarte } from './offre-carte';

/** Issue 27: the offers sent to me, the open ones first, each answered from here. */
export function MesOffres() {
  const query = useMesOffres();
  return (
    <QueryState query={query} isEmpty={(d) => d.offres.length === 0} emptyMessage="Aucune offre de remplacement">
      {(data) => (
        <Stack spacing={2} aria-label="Mes offres de remplacement" component="section">
          {data.offres.map((o) => (
            <OffreCarte key={o.offreId} offre={o} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
