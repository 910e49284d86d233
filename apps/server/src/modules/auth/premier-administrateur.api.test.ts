import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lienPremierAdministrateur } from '../../db/schema';
import { buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  lienDeCreation,
  nouveauLienPremierAdministrateur,
  preparerPremierAdministrateur,
} from './premier-administrateur.service';

const URL = '/api/authentification/premier-administrateur';
const corps = (jeton: string, email = 'premiere@asso.fr') => ({
  jeton,
  genre: 'Mme',
  nom: 'Martin',
  prenom: 'Claire',
  email,
  password: 'Premiere-2026!',
});

describe('the first Administrateur of an empty installation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  let jeton: string;

  it('issues a single-use token once, stored only as a hash', async () => {
    jeton = (await preparerPremierAdministrateur(t.db)) ?? '';
    expect(jeton).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Printed once: the next start does not issue another while this one is unused and unexpired.
    expect(await preparerPremierAdministrateur(t.db)).toBeUndefined();
    const stored = await t.db.select().from(lienPremierAdministrateur);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.jetonHash).not.toContain(jeton);
    expect(stored[0]!.expireLe.getTime()).toBeGreaterThan(Date.now());
  });

  it('builds the link with the token after #, on APP_URL when set', () => {
    expect(lienDeCreation({ PORT: 3000, APP_URL: undefined }, 'abc')).toBe(
      'http://localhost:3000/premier-administrateur#jeton=abc',
    );
    expect(lienDeCreation({ PORT: 3000, APP_URL: 'https://roulement.asso.fr/' }, 'abc')).toBe(
      'https://roulement.asso.fr/premier-administrateur#jeton=abc',
    );
  });

  it('refuses an unknown token with a French 404, creating nobody', async () => {
    expectApiError(await t.inject({ method: 'POST', url: URL, payload: corps('x'.repeat(43)) }), 404, 'NOT_FOUND');
    expectApiError(await t.inject({ method: 'POST', url: URL, payload: corps('court') }), 400, 'VALIDATION_ERROR');
  });

  it('creates the Administrateur with the valid token, who then signs in with every right', async () => {
    const r = await t.inject({ method: 'POST', url: URL, payload: corps(jeton) });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ email: 'premiere@asso.fr', roles: ['ROLE_Administrateur', 'ROLE_UTILISATEUR'] });
    const session = await t.inject({
      method: 'POST',
      url: '/api/authentification/connexion',
      payload: { email: 'premiere@asso.fr', password: 'Premiere-2026!' },
    });
    expect(session.json().roles).toContain('ROLE_Administrateur');
  });

  it('refuses the same token a second time, and issues no new link once an administrator exists', async () => {
    expectApiError(await t.inject({ method: 'POST', url: URL, payload: corps(jeton, 'b@asso.fr') }), 404);
    expect(await preparerPremierAdministrateur(t.db)).toBeUndefined();
    await expect(nouveauLienPremierAdministrateur(t.db)).rejects.toThrow(/existe déjà/);
  });
});

describe('a new link from the command line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await buildUtilisateur(t.db, { email: 'pris@asso.fr' });
  });
  afterAll(() => t.close());

  it('withdraws the unused link it replaces, and refuses an e-mail already taken', async () => {
    const perdu = (await preparerPremierAdministrateur(t.db)) ?? '';
    const nouveau = await nouveauLienPremierAdministrateur(t.db);
    expectApiError(await t.inject({ method: 'POST', url: URL, payload: corps(perdu) }), 404);
    expectApiError(await t.inject({ method: 'POST', url: URL, payload: corps(nouveau, 'pris@asso.fr') }), 409);
    expect((await t.inject({ method: 'POST', url: URL, payload: corps(nouveau) })).statusCode).toBe(201);
  });
});
