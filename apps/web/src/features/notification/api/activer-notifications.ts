import { notificationRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';
import { nomAppareil, octetsDeCle } from '../utils/cle-vapid';

/** A refusal by the browser itself, told in French: `messageOf` only knows the API's errors. */
export class ErreurNavigateur extends Error {}

/** The browser's own error names are English and technical; the user gets one sentence. */
async function abonnerNavigateur(registration: ServiceWorkerRegistration, clePublique: string) {
  try {
    return (
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: octetsDeCle(clePublique),
      }))
    );
  } catch {
    throw new ErreurNavigateur(
      "Ce navigateur n'a pas pu s'abonner aux notifications (navigation privée, ou service de notification injoignable). Réessayez plus tard.",
    );
  }
}

/**
 * Asks the browser's permission, subscribes it to its push service with the server's key, then
 * gives the server the subscription. An existing subscription is given again (another user, or
 * one the server dropped after its push service said it was gone).
 */
export async function activerNotifications(registration: ServiceWorkerRegistration) {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new ErreurNavigateur('Les notifications ont été refusées dans ce navigateur.');
  const { clePublique } = await call(notificationRoutes.clePublique, {});
  const subscription = await abonnerNavigateur(registration, clePublique);
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
