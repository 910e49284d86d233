import { type FicheAim, usagerRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/** GET /usager/soldesPourEtablissementavantfiche: the balances per item before the sheet's month. */
export const useSoldesAvantFiche = (fiche: FicheAim) =>
  useQuery({
    queryKey: usagerKeys.soldesAvantFiche(fiche.ficheAIMId),
    queryFn: ({ signal }) =>
      call(usagerRoutes.soldesAvantFiche, {
        query: {
          usagerId: fiche.usager.usagerId,
          etablissementId: fiche.etablissement.etablissementId,
          fichaAimId: fiche.ficheAIMId,
        },
        signal,
      }),
  });
