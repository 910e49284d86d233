import { notificationRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

/** The server forgets the device first: a browser that fails to unsubscribe gets nothing more. */
export async function desactiverNotifications(subscription: PushSubscription) {
  await call(notificationRoutes.desabonner, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

export function useDesactiverNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desactiverNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
