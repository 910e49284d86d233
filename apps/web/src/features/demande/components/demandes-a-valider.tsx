import { Button, List, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { libelleCompteur } from '../../../lib/compteurs-demandes';
import type { useDemandesAValider } from '../api/lister-demandes-a-valider';
import { useDecisions } from '../hooks/decisions-context';
import { DemandeAValiderItem } from './demande-a-valider-item';

interface DemandesAValiderProps {
  query: ReturnType<typeof useDemandesAValider>;
  filtree: boolean;
  selectedId?: number | undefined;
}

/**
 * The tab 'À valider', page by page (decision 046): the total of the filtered list, then more on
 * demand. A request decided leaves the list at once, while its toast still offers « Annuler ».
 */
export function DemandesAValider({ query, filtree, selectedId }: DemandesAValiderProps) {
  const { retenues, publierOrdre } = useDecisions();
  const pages = query.data?.pages ?? [];
  const lues = pages.flatMap((p) => p.elements);
  const demandes = lues.filter((d) => !retenues.has(d.demandeId));
  const total = (pages.at(-1)?.total ?? 0) - (lues.length - demandes.length);
  useEffect(() => {
    publierOrdre(query.data?.pages.flatMap((p) => p.elements) ?? []);
  }, [query.data, publierOrdre]);
  return (
    <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {libelleCompteur(total, 'à valider')}
      </Typography>
      {demandes.length === 0 ? (
        <EmptyState message={filtree ? 'Aucune demande ne correspond à la recherche' : 'Aucune demande à valider'} />
      ) : (
        <List aria-label="Demandes à valider" disablePadding>
          {demandes.map((d) => (
            <DemandeAValiderItem key={d.demandeId} demande={d} selected={d.demandeId === selectedId} />
          ))}
        </List>
      )}
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
