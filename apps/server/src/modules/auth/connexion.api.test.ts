import { apiRoutes } from '@roulement/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/api';
import { buildEmploye, buildUtilisateur, DEFAULT_PASSWORD } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ApiClient;

// Untyped body: the validation cases send what the contract refuses.
const connexion = (body: unknown) => api.as(null).callBrut(apiRoutes.auth.connexion, { body });

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  const marie = await buildUtilisateur(t.db, { email: 'marie@test.local' });
  await buildEmploye(t.db, { utilisateurId: marie.id });
  await buildUtilisateur(t.db, { email: 'inactif@test.local', actif: false });
  await buildUtilisateur(t.db, { email: 'supprime@test.local', supprimeLe: new Date('2025-01-01T00:00:00Z') });
});
afterAll(() => t.close());

describe('POST /api/authentification/connexion', () => {
  it('signs in and answers the Bearer token, the username, the roles and the id', async () => {
    const r = await connexion({ email: 'marie@test.local', password: DEFAULT_PASSWORD });
    expect(r.status).toBe(200);
    // The token must not stay in a cache on the way (issue 23).
    expect(r.raw.headers['cache-control']).toBe('no-store');
    const body = r.body;
    expect(body).toMatchObject({ tokenType: 'Bearer', username: 'marie@test.local' });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.roles).toContain('ROLE_UTILISATEUR');
    expect(body.roles.some((role: string) => role.startsWith('ROLE_SALARIE_'))).toBe(true);
    expect(Number.isInteger(body.utilisateurId)).toBe(true);

    const moi = await api
      .as({ authorization: `${body.tokenType} ${body.accessToken}` })
      .call(apiRoutes.auth.rechercherParEmail, { query: { _search: 'marie@test.local' } });
    expect(moi.status).toBe(200);
    expect(moi.body.utilisateurId).toBe(body.utilisateurId);
  });

  it('reads the e-mail without regard to case or surrounding spaces', async () => {
    const r = await connexion({ email: '  Marie@TEST.local ', password: DEFAULT_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body.username).toBe('marie@test.local');
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const mauvais = await connexion({ email: 'marie@test.local', password: 'Faux-2026!' });
    const inconnu = await connexion({ email: 'personne@test.local', password: DEFAULT_PASSWORD });
    const body = expectApiError(mauvais, 401, 'INVALID_CREDENTIALS');
    expect(body.message).toBe('Adresse e-mail ou mot de passe incorrect');
    expect(inconnu.status).toBe(401);
    expect(inconnu.raw.json()).toEqual(mauvais.raw.json());
  });

  it('does not care about the case of the e-mail but does about the password', async () => {
    const r = await connexion({ email: 'marie@test.local', password: DEFAULT_PASSWORD.toLowerCase() });
    expect(r.status).toBe(401);
  });

  it.each(['inactif@test.local', 'supprime@test.local'])(
    'refuses %s with the same answer as a wrong password',
    async (email) => {
      const r = await connexion({ email, password: DEFAULT_PASSWORD });
      expectApiError(r, 401, 'INVALID_CREDENTIALS');
      expect(r.error.message).toBe('Adresse e-mail ou mot de passe incorrect');
    },
  );

  it.each([
    { cas: 'no body field', payload: {}, champ: 'email' },
    { cas: 'no password', payload: { email: 'marie@test.local' }, champ: 'password' },
    { cas: 'an empty password', payload: { email: 'marie@test.local', password: '' }, champ: 'password' },
    { cas: 'an empty e-mail', payload: { email: '  ', password: 'x' }, champ: 'email' },
    { cas: 'a number as e-mail', payload: { email: 42, password: 'x' }, champ: 'email' },
    {
      cas: 'a NUL character in the e-mail',
      payload: { email: 'marie\u0000@test.local', password: 'x' },
      champ: 'email',
    },
  ])('answers 400 for $cas', async ({ payload, champ }) => {
    const body = expectApiError(await connexion(payload), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?.[champ]).toBeDefined();
  });

  it('gives the French messages of the required fields', async () => {
    const body = expectApiError(await connexion({}), 400);
    expect(body.fieldErrors).toEqual({ email: 'Adresse E-mail obligatoire', password: 'Mot de passe obligatoire' });
  });
});

describe('tokens', () => {
  const appel = (authorization?: string) =>
    api.as(authorization ? { authorization } : null).call(apiRoutes.etablissement.lister);
  const signe = (secret: string, expiration: number | string, sub = '1') =>
    new SignJWT({ username: 'marie@test.local', roles: ['ROLE_Administrateur'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(expiration)
      .sign(new TextEncoder().encode(secret));
  const SECRET = 'test-secret-test-secret-test-secret-0123456789';

  it('answers 401 without a token, with a French message', async () => {
    expectApiError(await appel(), 401, 'UNAUTHENTICATED');
  });

  it('answers 401 for an expired token', async () => {
    const token = await signe(SECRET, Math.floor(Date.now() / 1000) - 60);
    expectApiError(await appel(`Bearer ${token}`), 401, 'UNAUTHENTICATED');
  });

  it('answers 401 for a token signed with another secret (forged roles)', async () => {
    const token = await signe('un-autre-secret-un-autre-secret-0123456789', '1h');
    expectApiError(await appel(`Bearer ${token}`), 401, 'UNAUTHENTICATED');
  });

  it('answers 401 for a token whose subject is not a user id', async () => {
    expectApiError(await appel(`Bearer ${await signe(SECRET, '1h', 'marie')}`), 401, 'UNAUTHENTICATED');
  });

  it('answers 401 for a token whose signature was altered, or an unsigned one', async () => {
    const { authorization } = await t.login('marie@test.local');
    const token = authorization.slice('Bearer '.length);
    const [header, payload] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), roles: ['ROLE_Administrateur'] }),
    ).toString('base64url');
    expectApiError(await appel(`Bearer ${header}.${forged}.${token.split('.')[2]}`), 401);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectApiError(await appel(`Bearer ${none}.${forged}.`), 401);
  });

  it('answers 401 for garbage or another scheme', async () => {
    const { authorization } = await t.login('marie@test.local');
    expectApiError(await appel('Bearer pas-un-jeton'), 401);
    expectApiError(await appel(authorization.replace('Bearer', 'Basic')), 401);
    expectApiError(await appel('Bearer '), 401);
    expect((await appel(authorization)).status).toBe(200);
  });
});
