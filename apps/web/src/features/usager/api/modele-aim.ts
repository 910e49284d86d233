import { type ModeleAim, type ModeleAimBody, type OrdonnerModeleAimBody, usagerRoutes } from '@roulement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usagerKeys } from '../../../lib/query-keys';

/** GET /service/:serviceId/modeleAIM. */
export const useModeleAim = (serviceId: number) =>
  useQuery({
    queryKey: usagerKeys.modeleService(serviceId),
    queryFn: ({ signal }) => call(usagerRoutes.modele, { params: { serviceId }, signal }),
  });

/** PUT …/modeleAIM and …/modeleAIM/ordonner answer the whole model: it replaces the cached one. */
function useModeleMutation<B>(envoyer: (body: B) => Promise<ModeleAim>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: envoyer,
    onSuccess: (modele) => queryClient.setQueryData(usagerKeys.modeleService(modele.serviceId), modele),
  });
}

export const useModifierModele = () =>
  useModeleMutation((body: ModeleAimBody) =>
    call(usagerRoutes.modifierModele, { params: { serviceId: body.serviceId }, body }),
  );

export const useOrdonnerModele = () =>
  useModeleMutation((body: OrdonnerModeleAimBody) =>
    call(usagerRoutes.ordonnerModele, { params: { serviceId: body.serviceId }, body }),
  );
