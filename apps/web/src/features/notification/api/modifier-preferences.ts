import { type BodyInputOf, notificationRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

export const modifierPreferences = (body: BodyInputOf<typeof notificationRoutes.preferences>) =>
  call(notificationRoutes.preferences, { body });

export function useModifierPreferences(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifierPreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.abonnements(username) }),
  });
}
