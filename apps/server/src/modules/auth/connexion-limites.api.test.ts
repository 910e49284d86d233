import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUtilisateur, DEFAULT_PASSWORD } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

const URL = '/api/authentification/connexion';
const FAUX = 'Faux-2026!';
const attendre = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in limit per e-mail: failures only', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ CONNEXION_MAX_PAR_EMAIL: '3', CONNEXION_FENETRE_EMAIL_SECONDES: '1' });
    for (const email of ['cible@test.local', 'autre@test.local', 'fidele@test.local', 'remis@test.local'])
      await buildUtilisateur(limited.db, { email });
  });
  afterAll(() => limited.close());

  const essai = (email: string, password: string) =>
    limited.inject({ method: 'POST', url: URL, payload: { email, password } });

  it('lets one account sign in 15 times in a row with the right password', async () => {
    for (let i = 0; i < 15; i++) expect((await essai('fidele@test.local', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 429 in French once the failures reach the limit, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await essai('cible@test.local', FAUX)).statusCode).toBe(401);
    const bloque = await essai('cible@test.local', DEFAULT_PASSWORD);
    const body = expectApiError(bloque, 429, 'TOO_MANY_REQUESTS');
    expect(body.message).toMatch(/tentatives/);
    expect(Number(bloque.headers['retry-after'])).toBeGreaterThan(0);
    // The same e-mail written differently counts as the same one.
    expectApiError(await essai(' CIBLE@test.local', DEFAULT_PASSWORD), 429);
    // Another account is not concerned.
    expect((await essai('autre@test.local', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the right password in again once the window has passed', async () => {
    await attendre(1100);
    expect((await essai('cible@test.local', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    for (let i = 0; i < 2; i++) expect((await essai('remis@test.local', FAUX)).statusCode).toBe(401);
    expect((await essai('remis@test.local', DEFAULT_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await essai('remis@test.local', FAUX)).statusCode).toBe(401);
    expect((await essai('remis@test.local', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-in limit per e-mail: a colleague cannot lock the owner out (issue 23)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      CONNEXION_MAX_PAR_EMAIL: '3',
      CONNEXION_RALENTIR_APRES: '4',
      CONNEXION_RALENTISSEMENT_MAX_SECONDES: '0.4',
    });
    await buildUtilisateur(limited.db, { email: 'directeur@test.local' });
  });
  afterAll(() => limited.close());

  const essai = (password: string, remoteAddress: string) =>
    limited.inject({ method: 'POST', url: URL, payload: { email: 'directeur@test.local', password }, remoteAddress });
  const duree = async (password: string, remoteAddress: string) => {
    const debut = performance.now();
    const r = await essai(password, remoteAddress);
    return { statusCode: r.statusCode, ms: performance.now() - debut };
  };

  it('locks the e-mail from the guessing address only, and slows it down from the others', async () => {
    for (let i = 0; i < 3; i++) expect((await essai(FAUX, '10.9.9.9')).statusCode).toBe(401);
    expectApiError(await essai(DEFAULT_PASSWORD, '10.9.9.9'), 429, 'TOO_MANY_REQUESTS');
    // The owner, at their usual place, still gets in.
    expect((await essai(DEFAULT_PASSWORD, '10.1.1.1')).statusCode).toBe(200);

    // Failures spread over many addresses: none is locked, each attempt waits longer.
    for (let i = 0; i < 4; i++) expect((await essai(FAUX, `10.8.0.${i}`)).statusCode).toBe(401);
    const ralenti = await duree(DEFAULT_PASSWORD, '10.1.1.1');
    expect(ralenti.statusCode).toBe(200);
    expect(ralenti.ms).toBeGreaterThanOrEqual(240);
    // The right password cleared the e-mail's failures: no wait any more.
    const libre = await duree(DEFAULT_PASSWORD, '10.1.1.1');
    expect(libre.statusCode).toBe(200);
    expect(libre.ms).toBeLessThan(240);
  });

  it('caps the wait at CONNEXION_RALENTISSEMENT_MAX_SECONDES', async () => {
    for (let i = 0; i < 9; i++) expect((await essai(FAUX, `10.7.0.${i}`)).statusCode).toBe(401);
    const r = await duree(FAUX, '10.7.1.1');
    expect(r.statusCode).toBe(401);
    expect(r.ms).toBeGreaterThanOrEqual(390);
    expect(r.ms).toBeLessThan(1500);
  });
});

describe('sign-in limit per address: failures only', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ CONNEXION_MAX_PAR_IP: '3' });
    for (let i = 0; i < 5; i++) await buildUtilisateur(limited.db, { email: `collegue${i}@test.local` });
    await buildUtilisateur(limited.db, { email: 'ip@test.local' });
  });
  afterAll(() => limited.close());

  const essai = (
    email: string,
    password: string,
    options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) => limited.inject({ method: 'POST', url: URL, payload: { email, password }, ...options });

  it('lets a whole office sign in from one address', async () => {
    for (let tour = 0; tour < 2; tour++) {
      for (let i = 0; i < 5; i++)
        expect((await essai(`collegue${i}@test.local`, DEFAULT_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('answers 429 once the failures from one address reach the limit, whatever the e-mail', async () => {
    for (const email of ['a@test.local', 'b@test.local', 'c@test.local'])
      expect((await essai(email, FAUX)).statusCode).toBe(401);
    const r = await essai('ip@test.local', DEFAULT_PASSWORD);
    expectApiError(r, 429, 'TOO_MANY_REQUESTS');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect((await essai('ip@test.local', DEFAULT_PASSWORD, { remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
  });

  it('does not let a client choose its address with X-Forwarded-For (no proxy trusted by default)', async () => {
    const r = await essai('ip@test.local', DEFAULT_PASSWORD, { headers: { 'x-forwarded-for': '203.0.113.77' } });
    expectApiError(r, 429, 'TOO_MANY_REQUESTS');
  });
});

describe('sign-in limit behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ CONNEXION_MAX_PAR_IP: '2', TRUST_PROXY: '127.0.0.1' });
    await buildUtilisateur(proxied.db, { email: 'proxy@test.local' });
  });
  afterAll(() => proxied.close());

  const essai = (client: string, password: string) =>
    proxied.inject({
      method: 'POST',
      url: URL,
      headers: { 'x-forwarded-for': client },
      payload: { email: 'proxy@test.local', password },
    });

  it('counts the failures per client address given by the proxy', async () => {
    expect((await essai('198.51.100.1', FAUX)).statusCode).toBe(401);
    expect((await essai('198.51.100.1', FAUX)).statusCode).toBe(401);
    expectApiError(await essai('198.51.100.1', DEFAULT_PASSWORD), 429);
    expect((await essai('198.51.100.2', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});
