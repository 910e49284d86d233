import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../testing/fixtures';
import { jsonResponse, mockFetch } from '../testing/mock-fetch';
import { ApiCallError } from './api-client';
import { login } from './auth';
import { rechercherUtilisateurOuNull } from './rechercher-utilisateur';

const erreur = (statusCode: number, code: string, message: string) =>
  jsonResponse({ statusCode, error: 'Erreur', code, message }, statusCode);

describe('rechercherUtilisateurOuNull (spec §2.11 search by e-mail)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers null only when the server says the user does not exist (404)', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR']));
    const fetch = mockFetch(() => erreur(404, 'NOT_FOUND', 'Utilisateur introuvable'));
    expect(await rechercherUtilisateurOuNull('personne@e2e.test')).toBeNull();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/utilisateur/email?_search=personne%40e2e.test');
  });

  it('lets any other failure through as an error', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR']));
    mockFetch(() => erreur(500, 'INTERNAL_ERROR', 'Une erreur interne est survenue'));
    await expect(rechercherUtilisateurOuNull('a@e2e.test')).rejects.toBeInstanceOf(ApiCallError);
    mockFetch(() => erreur(403, 'FORBIDDEN', 'Action non autorisée'));
    await expect(rechercherUtilisateurOuNull('a@e2e.test')).rejects.toMatchObject({ status: 403 });
  });
});
