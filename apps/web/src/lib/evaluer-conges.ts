import { type CongesBody, congesRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { congesKeys } from './query-keys';

export const evaluerConges = (body: CongesBody, signal?: AbortSignal) => call(congesRoutes.evaluer, { body, signal });

export const evaluationQueryOptions = (body: CongesBody) =>
  queryOptions({ queryKey: congesKeys.evaluation(body), queryFn: ({ signal }) => evaluerConges(body, signal) });

/** Days the server counts for a leave (POST /conges/evaluer); the caller debounces the body. */
export function useEvaluationConges(body: CongesBody | null) {
  return useQuery({
    ...evaluationQueryOptions(body ?? { employeId: 0, type: 0, dateDebut: '', dateFin: '' }),
    enabled: body !== null,
  });
}
