import { type CodesExportPayeBody, exportPayeRoutes } from '@roulement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { exportPayeKeys } from '../../../lib/query-keys';

export const lireCodesExportPaye = (associationId: number, signal?: AbortSignal) =>
  call(exportPayeRoutes.lireCodes, { params: { id: associationId }, ...(signal ? { signal } : {}) });

export const useCodesExportPaye = (associationId: number) =>
  useQuery({
    queryKey: exportPayeKeys.codes(associationId),
    queryFn: ({ signal }) => lireCodesExportPaye(associationId, signal),
  });

export const modifierCodesExportPaye = (associationId: number, body: CodesExportPayeBody) =>
  call(exportPayeRoutes.modifierCodes, { params: { id: associationId }, body });

export function useModifierCodesExportPaye(associationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CodesExportPayeBody) => modifierCodesExportPaye(associationId, body),
    onSuccess: (codes) => client.setQueryData(exportPayeKeys.codes(associationId), codes),
  });
}
