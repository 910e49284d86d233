import { congesRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { congesKeys } from './query-keys';

export const listerCongesTypes = (signal?: AbortSignal) => call(congesRoutes.types, { signal });

// Reference data: it changes with a migration, not while the app runs.
export const congesTypesQueryOptions = () =>
  queryOptions({
    queryKey: congesKeys.types(),
    queryFn: ({ signal }) => listerCongesTypes(signal),
    staleTime: 3_600_000,
  });

/** GET /conges/types */
export const useCongesTypes = () => useQuery(congesTypesQueryOptions());
