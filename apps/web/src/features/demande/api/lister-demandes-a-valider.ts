import { apiRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { demandeKeys } from '../../../lib/query-keys';

export const listerDemandesAValider = (signal?: AbortSignal) => call(apiRoutes.demande.aValider, { signal });

export const demandesAValiderQueryOptions = () =>
  queryOptions({ queryKey: demandeKeys.aValider(), queryFn: ({ signal }) => listerDemandesAValider(signal) });

/** GET /demande/enAttente: others' pending requests waiting for a validation I may give. */
export const useDemandesAValider = () => useQuery(demandesAValiderQueryOptions());
