import { afterEach, describe, expect, it } from 'vitest';
import { sessionFixture } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { getSession, login, signOut } from './auth';

describe('signOut', () => {
  afterEach(() => localStorage.clear());

  it('ends the session on the server with its token, then clears it here', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR']));
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/authentification/deconnexion' && init?.method === 'POST'
        ? new Response(null, { status: 204 })
        : undefined,
    );
    await signOut('/connexion');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jeton-de-test');
    // The navigation itself is jsdom's to ignore; the session is gone.
    expect(getSession()).toBeNull();
  });

  it('clears the session even when the server cannot be reached', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR']));
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await signOut('/connexion');
    expect(getSession()).toBeNull();
  });
});
