import { apiRoutes } from '@roulement/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../testing/fixtures';
import { jsonResponse, mockFetch } from '../testing/mock-fetch';
import { ApiCallError, call } from './api-client';
import { getSession, login } from './auth';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('la requête aurait dû échouer'),
    (e: unknown) => e,
  );

describe('api-client call()', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fills the path, the query and the Bearer header from the stored session', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR']));
    const fetch = mockFetch(() => jsonResponse([]));
    await call(apiRoutes.calendrier.joursFeries, { query: { _annee: 2026 } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/calendrier/joursFeries?_annee=2026');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jeton-de-test');
  });

  it("throws the server's envelope, with its French message", async () => {
    login(sessionFixture(['ROLE_UTILISATEUR']));
    mockFetch(() =>
      jsonResponse({ statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'Action réservée' }, 403),
    );
    const error = await rejection(call(apiRoutes.etablissement.lister, {}));
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).message).toBe('Action réservée');
    expect((error as ApiCallError).envelope.code).toBe('FORBIDDEN');
  });

  it('logs out on a 401 from an authenticated route', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR']));
    mockFetch(() =>
      jsonResponse(
        { statusCode: 401, error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'Session expirée' },
        401,
      ),
    );
    await rejection(call(apiRoutes.etablissement.lister, {}));
    // The reload itself is jsdom's to ignore; the session is gone.
    expect(getSession()).toBeNull();
  });

  it('does not log out when the sign-in itself is refused', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR']));
    mockFetch(() =>
      jsonResponse(
        {
          statusCode: 401,
          error: 'Unauthorized',
          code: 'INVALID_CREDENTIALS',
          message: 'Adresse e-mail ou mot de passe incorrect',
        },
        401,
      ),
    );
    const error = await rejection(call(apiRoutes.auth.connexion, { body: { email: 'a@b.fr', password: 'x' } }));
    expect((error as ApiCallError).message).toBe('Adresse e-mail ou mot de passe incorrect');
    expect(getSession()).not.toBeNull();
  });

  it('turns a non-JSON failure and a network failure into French messages', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const gateway = await rejection(call(apiRoutes.calendrier.jours, {}));
    expect((gateway as ApiCallError).message).toBe('Le serveur a répondu par une erreur (HTTP 502).');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await rejection(call(apiRoutes.calendrier.jours, {}));
    expect((offline as ApiCallError).message).toMatch(/Le serveur ne répond pas/);
  });

  it('says the phone is offline when it knows it, so an action is not blamed on the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const error = await rejection(call(apiRoutes.calendrier.jours, {}));
      expect((error as ApiCallError).message).toBe(
        'Hors ligne : cette action a besoin du serveur. Réessayez une fois le réseau revenu.',
      );
    } finally {
      onLine.mockRestore();
    }
  });
});
