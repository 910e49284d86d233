import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys } from '../../../lib/query-keys';

/** This browser as the profile sees it: can it receive notifications, and is it subscribed? */
export type AppareilPush =
  | { etat: 'indisponible' }
  | { etat: 'bloque' }
  | { etat: 'inactif'; registration: ServiceWorkerRegistration }
  | { etat: 'actif'; registration: ServiceWorkerRegistration; subscription: PushSubscription };

/**
 * The application's service worker registers itself (it imports `/sw-push.js`); without one, as
 * on a browser without Push API, this device cannot receive notifications.
 */
export async function lireAppareilPush(): Promise<AppareilPush> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined' || typeof Notification === 'undefined') {
    return { etat: 'indisponible' };
  }
  if (Notification.permission === 'denied') return { etat: 'bloque' };
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.pushManager) return { etat: 'indisponible' };
  const subscription = await registration.pushManager.getSubscription();
  return subscription ? { etat: 'actif', registration, subscription } : { etat: 'inactif', registration };
}

export const appareilPushQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.appareil(),
    queryFn: lireAppareilPush,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAppareilPush() {
  return useQuery(appareilPushQueryOptions());
}
