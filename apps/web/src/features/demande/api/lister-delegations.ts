import { delegationRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { delegationKeys } from '../../../lib/query-keys';

export const listerDelegations = (signal?: AbortSignal) => call(delegationRoutes.lister, { signal });

export const delegationsQueryOptions = () =>
  queryOptions({ queryKey: delegationKeys.liste(), queryFn: ({ signal }) => listerDelegations(signal) });

/** GET /delegation: my delegations, given and received. */
export const useDelegations = () => useQuery(delegationsQueryOptions());
