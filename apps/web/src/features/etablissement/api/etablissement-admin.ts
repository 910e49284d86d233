import {
  type DirecteurBody,
  type EtablissementCreationBody,
  type EtablissementDetail,
  etablissementRoutes,
  type ReglagesBody,
} from '@roulement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { etablissementKeys } from '../../../lib/query-keys';

export function useEtablissementDetail(etablissementId: number | undefined) {
  return useQuery({
    queryKey: etablissementKeys.detail(etablissementId ?? 0),
    queryFn: ({ signal }) => call(etablissementRoutes.lire, { params: { id: etablissementId ?? 0 }, signal }),
    enabled: etablissementId !== undefined,
  });
}

/** The answer is the new detail; the lists (picker, admin list) are refetched too. */
function useEtablissementMutation<T>(envoyer: (valeurs: T) => Promise<EtablissementDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: envoyer,
    onSuccess: (detail) => {
      client.setQueryData(etablissementKeys.detail(detail.etablissementId), detail);
      return client.invalidateQueries({ queryKey: etablissementKeys.all });
    },
  });
}

export const useCreerEtablissement = () =>
  useEtablissementMutation((body: EtablissementCreationBody) => call(etablissementRoutes.creer, { body }));

export const useDesignerDirecteur = (id: number) =>
  useEtablissementMutation((body: DirecteurBody) =>
    call(etablissementRoutes.designerDirecteur, { params: { id }, body }),
  );

export const useModifierReglages = (id: number) =>
  useEtablissementMutation((body: ReglagesBody) =>
    call(etablissementRoutes.modifierReglages, { params: { id }, body }),
  );
