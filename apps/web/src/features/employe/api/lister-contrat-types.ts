import { employeRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { employeKeys } from '../../../lib/query-keys';

export const listerContratTypes = (signal?: AbortSignal) => call(employeRoutes.typesDeContrat, { signal });

// Reference data: it changes with a migration, not while the app runs.
export const contratTypesQueryOptions = () =>
  queryOptions({
    queryKey: employeKeys.contratTypes(),
    queryFn: ({ signal }) => listerContratTypes(signal),
    staleTime: 3_600_000,
  });

/** GET /contrat/types */
export const useContratTypes = () => useQuery(contratTypesQueryOptions());
