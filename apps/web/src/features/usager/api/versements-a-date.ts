import { type FicheAim, usagerRoutes } from '@roulement/contract';
import { useQueries } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/** GET /versement/aDate, once per chosen date: the resident's payouts already on that day. */
export const useVersementsADates = (fiche: FicheAim, dates: readonly string[]) => {
  const usagerId = fiche.usager.usagerId;
  const etablissementId = fiche.etablissement.etablissementId;
  return useQueries({
    queries: dates.map((date) => ({
      queryKey: usagerKeys.versementsADate(usagerId, etablissementId, date),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(usagerRoutes.versementsADate, { query: { usagerId, etablissementId, date }, signal }),
    })),
  });
};
