import { apiRoutes } from '@roulement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { demandeKeys } from '../../../lib/query-keys';

export const lireDemande = (demandeId: number, signal?: AbortSignal) =>
  call(apiRoutes.demande.detail, { params: { demandeId }, signal });

export const demandeQueryOptions = (demandeId: number) =>
  queryOptions({ queryKey: demandeKeys.detail(demandeId), queryFn: ({ signal }) => lireDemande(demandeId, signal) });

/** GET /demande/:demandeId: content, nested validations and comments, with the viewer's abilities. */
export const useDemande = (demandeId: number) => useQuery(demandeQueryOptions(demandeId));
