import { apiRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { demandeKeys } from '../../../lib/query-keys';

export const listerMesDemandes = (signal?: AbortSignal) => call(apiRoutes.demande.mesDemandes, { signal });

export const mesDemandesQueryOptions = () =>
  queryOptions({ queryKey: demandeKeys.mesDemandes(), queryFn: ({ signal }) => listerMesDemandes(signal) });

/** GET /demande/utilisateur: the requests I made and those about me. */
export const useMesDemandes = () => useQuery(mesDemandesQueryOptions());
