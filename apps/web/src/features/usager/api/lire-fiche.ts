import { usagerRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/** GET /ficheAIM/:id: lines, adjustments, neighbours and abilities. */
export const useFiche = (ficheAimId: number) =>
  useQuery({
    queryKey: usagerKeys.fiche(ficheAimId),
    queryFn: ({ signal }) => call(usagerRoutes.lireFiche, { params: { id: ficheAimId }, signal }),
  });

/** GET /ficheAIM?usagerId&mois&annee: the sheet of a month (404 when it was never created). */
export const lireFicheDuMois = (query: { usagerId: number; mois: number; annee: number }) =>
  call(usagerRoutes.ficheDuMois, { query });
