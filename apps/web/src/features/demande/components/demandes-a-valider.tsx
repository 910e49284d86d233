import { Button, Stack, Typography } from '@mui/material';
import { libelleCompteur } from '../../../lib/compteurs-demandes';
import type { useDemandesAValider } from '../api/lister-demandes-a-valider';
import { DemandeList } from './demande-list';

interface DemandesAValiderProps {
  query: ReturnType<typeof useDemandesAValider>;
  filtree: boolean;
  selectedId?: number | undefined;
}

/** The tab 'À valider', page by page (decision 046): the total of the filtered list, then more on demand. */
export function DemandesAValider({ query, filtree, selectedId }: DemandesAValiderProps) {
  const pages = query.data?.pages ?? [];
  const demandes = pages.flatMap((p) => p.elements);
  const total = pages.at(-1)?.total ?? 0;
  return (
    <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {libelleCompteur(total, 'à valider')}
      </Typography>
      <DemandeList
        label="Demandes à valider"
        demandes={demandes}
        emptyMessage={filtree ? 'Aucune demande ne correspond à la recherche' : 'Aucune demande à valider'}
        selectedId={selectedId}
      />
      {query.hasNextPage ? (
        <Button
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          Afficher plus
        </Button>
      ) : null}
    </Stack>
  );
}
