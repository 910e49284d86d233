import { notificationRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';
import { nomAppareil, octetsDeCle } from '../utils/cle-vapid';

/**
 * Asks the browser's permission, subscribes it to its push service with the server's key, then
 * gives the server the subscription. An existing subscription is given again (another user, or
 * one the server dropped after its push service said it was gone).
 */
export async function activerNotifications(registration: ServiceWorkerRegistration) {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Les notifications ont été refusées dans le navigateur');
  const { clePublique } = await call(notificationRoutes.clePublique, {});
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: octetsDeCle(clePublique),
    }));
  const { endpoint, keys } = subscription.toJSON();
  return call(notificationRoutes.abonner, {
    body: {
      endpoint: endpoint ?? subscription.endpoint,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      appareil: nomAppareil(navigator.userAgent),
    },
  });
}

export function useActiverNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activerNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
