import { type Abonnement, EVENEMENTS_PUSH } from '@roulement/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { NotificationsCard } from './notifications-card';

const ENDPOINT = 'https://push.example/appareil-1';
const CLE = 'BAEC'; // base64url of a few bytes: enough for the decoding under test

const abonnement = (o: Partial<Abonnement> = {}): Abonnement => ({
  id: 1,
  endpoint: ENDPOINT,
  appareil: 'Chrome sur Android',
  evenements: [...EVENEMENTS_PUSH],
  creeLe: '2026-11-20T10:00:00.000Z',
  ...o,
});

/** A browser with the Push API: its permission, and whether it is already subscribed. */
function navigateur({
  permission = 'default',
  abonne = false,
}: {
  permission?: NotificationPermission;
  abonne?: boolean;
}) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BP256', auth: 'AUTH' } }),
    unsubscribe: vi.fn(async () => {
      courante = null;
      return true;
    }),
  };
  let courante: typeof subscription | null = abonne ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => courante),
    subscribe: vi.fn(async () => {
      courante = subscription;
      return subscription;
    }),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => 'granted') });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { pushManager, subscription };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const afficher = () => renderWithProviders(<NotificationsCard username="moi@test.local" />);

describe('NotificationsCard', () => {
  it('says so when the browser cannot receive notifications', async () => {
    mockFetch();
    afficher();
    expect(await screen.findByText('Ce navigateur ne peut pas recevoir les notifications de Roulement.')).toBeTruthy();
  });

  it('tells how to unblock notifications the browser refused', async () => {
    navigateur({ permission: 'denied' });
    mockFetch();
    afficher();
    expect(await screen.findByText(/Les notifications sont bloquées pour Roulement/)).toBeTruthy();
  });

  it("subscribes this device with the server's key, then shows its events", async () => {
    const user = userEvent.setup();
    const { pushManager } = navigateur({});
    let abonnements: Abonnement[] = [];
    const fetchSpy = mockFetch((url, init) => {
      if (url.pathname === '/api/notification/cle-publique') return jsonResponse({ clePublique: CLE });
      if (url.pathname === '/api/notification/abonnement' && init?.method === 'POST') {
        abonnements = [abonnement()];
        return jsonResponse(abonnements[0]);
      }
      if (url.pathname === '/api/notification/abonnement') return jsonResponse(abonnements);
      return undefined;
    });
    afficher();
    await user.click(await screen.findByRole('button', { name: 'Activer les notifications sur cet appareil' }));
    expect(await screen.findByRole('switch', { name: 'Une demande attend ma décision' })).toBeTruthy();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2]),
    });
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toMatchObject({
      endpoint: ENDPOINT,
      keys: { p256dh: 'BP256', auth: 'AUTH' },
    });
  });

  it('saves an event switched off, sends a test notification, and shows a server error', async () => {
    const user = userEvent.setup();
    navigateur({ permission: 'granted', abonne: true });
    const fetchSpy = mockFetch((url, init) => {
      if (url.pathname === '/api/notification/abonnement/preferences') {
        return jsonResponse(abonnement({ evenements: ['DEMANDE_A_VALIDER'] }));
      }
      if (url.pathname === '/api/notification/essai') {
        return jsonResponse(
          { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Appareil non abonné' },
          404,
        );
      }
      if (url.pathname === '/api/notification/abonnement' && (init?.method ?? 'GET') === 'GET') {
        return jsonResponse([abonnement()]);
      }
      return undefined;
    });
    afficher();
    expect(await screen.findByText('Cet appareil (Chrome sur Android) reçoit :')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Un commentaire sur ma demande' }));
    await waitFor(() => {
      const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put![1]!.body))).toEqual({
        endpoint: ENDPOINT,
        evenements: ['DEMANDE_A_VALIDER', 'DEMANDE_DECIDEE', 'PLANNING_MODIFIE', 'OFFRE_REMPLACEMENT'],
      });
    });
    await user.click(screen.getByRole('button', { name: "Envoyer une notification d'essai" }));
    expect(await screen.findByText('Appareil non abonné')).toBeTruthy();
  });

  it('says so in French when the browser cannot subscribe (private browsing, push service unreachable)', async () => {
    const user = userEvent.setup();
    const { pushManager } = navigateur({});
    pushManager.subscribe.mockRejectedValueOnce(
      new DOMException('Registration failed - permission denied', 'AbortError'),
    );
    mockFetch((url) =>
      url.pathname === '/api/notification/cle-publique' ? jsonResponse({ clePublique: CLE }) : jsonResponse([]),
    );
    afficher();
    await user.click(await screen.findByRole('button', { name: 'Activer les notifications sur cet appareil' }));
    expect(await screen.findByText(/Ce navigateur n'a pas pu s'abonner aux notifications/)).toBeTruthy();
  });

  it('unsubscribes the device from the server, then from the browser', async () => {
    const user = userEvent.setup();
    const { subscription } = navigateur({ permission: 'granted', abonne: true });
    const fetchSpy = mockFetch((url, init) => {
      if (url.pathname === '/api/notification/abonnement' && init?.method === 'DELETE') {
        return new Response(null, { status: 204 });
      }
      if (url.pathname === '/api/notification/abonnement') return jsonResponse([abonnement()]);
      return undefined;
    });
    afficher();
    await user.click(await screen.findByRole('button', { name: 'Désactiver sur cet appareil' }));
    expect(await screen.findByRole('button', { name: 'Activer les notifications sur cet appareil' })).toBeTruthy();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
