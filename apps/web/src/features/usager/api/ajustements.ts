import { type AjustementBody, type ModifierAjustementBody, usagerRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

function useFicheAJour() {
  const queryClient = useQueryClient();
  return async (ficheAIMId: number) => {
    await queryClient.invalidateQueries({ queryKey: usagerKeys.all });
    return ficheAIMId;
  };
}

/** POST /ficheAIM/:id/ajuster. */
export function useAjuster() {
  const aJour = useFicheAJour();
  return useMutation({
    mutationFn: (body: AjustementBody) => call(usagerRoutes.ajuster, { params: { id: body.ficheAIMId }, body }),
    onSuccess: (fiche) => aJour(fiche.ficheAIMId),
  });
}

/** PUT /ficheAIM/:id/modifierAjustement: the old one removed and the edited one added, server side. */
export function useModifierAjustement() {
  const aJour = useFicheAJour();
  return useMutation({
    mutationFn: (body: ModifierAjustementBody) =>
      call(usagerRoutes.modifierAjustement, { params: { id: body.ficheAIMId }, body }),
    onSuccess: (fiche) => aJour(fiche.ficheAIMId),
  });
}

/** PUT /ficheAIM/:id/retirerAjustement. */
export function useRetirerAjustement() {
  const aJour = useFicheAJour();
  return useMutation({
    mutationFn: (body: { ficheAIMId: number; ajustementId: number }) =>
      call(usagerRoutes.retirerAjustement, { params: { id: body.ficheAIMId }, body }),
    onSuccess: (fiche) => aJour(fiche.ficheAIMId),
  });
}
