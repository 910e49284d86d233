import { usagerRoutes } from '@roulement/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/** GET /usager/recherche: the sheet selector's resident autocomplete (debounced by the caller). */
export const useRechercheUsagers = (recherche: string, etablissementId: number) =>
  useQuery({
    queryKey: usagerKeys.liste(etablissementId, recherche),
    queryFn: ({ signal }) => call(usagerRoutes.rechercher, { query: { recherche }, signal }),
    select: (usagers) => usagers.filter((u) => u.etablissementId === etablissementId),
    placeholderData: keepPreviousData,
  });
