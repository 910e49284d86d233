import { createECDH, randomBytes } from 'node:crypto';
import type { Abonnement } from '@roulement/contract';
import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { loginAs, useBrowser } from '../../support/browser';

const b = useBrowser();

/*
 * Headless Chromium cannot subscribe to a push service: a Playwright context is incognito, where
 * `pushManager.subscribe` rejects (« Registration failed - permission denied », crbug 41124656),
 * and in a persistent profile it never settles (no FCM connection). The subscribe call alone is
 * replaced below by a subscription with real P-256 keys; the rest (permission, the server's key,
 * the API, the service worker) is the browser's own.
 */
const ENDPOINT = `https://push.invalid/e2e-${Date.now()}`;

async function avecServiceWorker(email: string) {
  const ecdh = createECDH('prime256v1');
  const keys = { p256dh: ecdh.generateKeys('base64url'), auth: randomBytes(16).toString('base64url') };
  await b.context.grantPermissions(['notifications'], { origin: b.baseURL });
  await b.context.addInitScript(
    ({ endpoint, keys }) => {
      let courante: unknown = null;
      const subscription = { endpoint, toJSON: () => ({ endpoint, keys }), unsubscribe: async () => true };
      PushManager.prototype.getSubscription = async () => courante as PushSubscription | null;
      PushManager.prototype.subscribe = async () => {
        courante = subscription;
        return subscription as unknown as PushSubscription;
      };
    },
    { endpoint: ENDPOINT, keys },
  );
  await loginAs(b.page, email);
  await b.page.waitForURL('**/planning');
  // Until the application's own service worker (which imports it) is merged, the test registers sw-push.js.
  await b.page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw-push.js');
    await navigator.serviceWorker.ready;
  });
}

it('subscribes this browser from the profile, saves its events and sends a test notification', async () => {
  await avecServiceWorker('salarie@demo.test');
  await b.page.goto('/profil/informations');
  await b.page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await b.page.getByRole('button', { name: 'Activer les notifications sur cet appareil' }).click();
  const commentaire = b.page.getByRole('switch', { name: 'Un commentaire sur ma demande' });
  await expect.poll(() => commentaire.isChecked()).toBe(true);
  await commentaire.click();
  await expect.poll(() => commentaire.isChecked()).toBe(false);

  const token = await apiLogin(b.baseURL, 'salarie@demo.test');
  const abonnements = await getJson<Abonnement[]>(b.baseURL, '/api/notification/abonnement', token);
  expect(abonnements.find((a) => a.endpoint === ENDPOINT)?.evenements).toEqual([
    'DEMANDE_A_VALIDER',
    'DEMANDE_DECIDEE',
    'PLANNING_MODIFIE',
    'OFFRE_REMPLACEMENT',
  ]);

  await b.page.getByRole('button', { name: "Envoyer une notification d'essai" }).click();
  await b.page.getByText('Notification d’essai envoyée').waitFor();
  expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1400);
});

it('shows a push delivered to the service worker: its title, and its link for the click', async () => {
  await avecServiceWorker('salarie@demo.test');
  const cdp = await b.context.newCDPSession(b.page);
  const enregistre = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const r = registrations.find((x) => x.scopeURL.startsWith(b.baseURL) && !x.isDeleted);
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await enregistre;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(b.baseURL).origin,
    registrationId,
    data: JSON.stringify({ titre: 'Demande de congés à valider', lien: '/demande/1/conges' }),
  });
  await expect
    .poll(() =>
      b.page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const notifications = await registration.getNotifications();
        return notifications.map((n) => ({ titre: n.title, lien: (n.data as { lien: string }).lien, corps: n.body }));
      }),
    )
    .toEqual([
      { titre: 'Demande de congés à valider', lien: `${new URL(b.baseURL).origin}/demande/1/conges`, corps: '' },
    ]);
});
