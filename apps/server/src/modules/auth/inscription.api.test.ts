import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utilisateur } from '../../db/schema';
import { buildEmploye, buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

const URL = '/api/authentification/inscription';
const valide = {
  genre: 'Mme',
  nom: 'Durand',
  prenom: 'Claire',
  email: 'claire.durand@test.local',
  password: 'Neuf-2026!',
};

let t: TestApp;
let admin: { authorization: string };
let salarie: { authorization: string };

const inscrire = (payload: object, headers: object = admin) =>
  t.inject({ method: 'POST', url: URL, payload, headers: headers as Record<string, string> });
const nombreUtilisateurs = async () => (await t.db.select({ n: count() }).from(utilisateur))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
  const u = await buildUtilisateur(t.db, { email: 'salarie@test.local' });
  // An establishment administrator is not the global Administrateur.
  await buildEmploye(t.db, { utilisateurId: u.id, administrateur: true });
  await buildUtilisateur(t.db, { email: 'existant@test.local' });
  admin = await t.login('admin@test.local');
  salarie = await t.login('salarie@test.local');
});
afterAll(() => t.close());

describe('POST /api/authentification/inscription', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await t.inject({ method: 'POST', url: URL, payload: valide }), 401, 'UNAUTHENTICATED');
  });

  it('answers 403 to a user who is not the Administrateur (even ADMINISTRATEUR of an establishment)', async () => {
    const avant = await nombreUtilisateurs();
    expectApiError(await inscrire(valide, salarie), 403, 'FORBIDDEN');
    expect(await nombreUtilisateurs()).toBe(avant);
  });

  it.each([
    ['missing', undefined, 'Entrer le nouveau mot de passe'],
    ['empty', '', 'Entrer le nouveau mot de passe'],
    ['without a digit', 'Neuf-neuf!', 'Au moins un chiffre'],
    ['without an uppercase letter', 'neuf-2026!', 'Au moins une majuscule'],
    ['without a special character', 'Neuf20260', 'Au moins un caractère spécial'],
    ['too short', 'Nf-2026', 'Au moins 8 caractères'],
  ])('answers 400 for a password %s: « %s »', async (_cas, password, message) => {
    const body = expectApiError(await inscrire({ ...valide, password }), 400, 'VALIDATION_ERROR');
    expect(body.errors).toContain(message);
    expect(body.fieldErrors?.password).toBe(message);
  });

  it('lists every broken password rule at once', async () => {
    const body = expectApiError(await inscrire({ ...valide, password: 'abc' }), 400);
    expect(body.errors).toEqual([
      'Au moins un chiffre',
      'Au moins une majuscule',
      'Au moins un caractère spécial',
      'Au moins 8 caractères',
    ]);
  });

  it.each([
    ['email', 'pas-une-adresse', "Format de l'adresse E-mail incorrect"],
    ['email', 'claire@', "Format de l'adresse E-mail incorrect"],
    ['email', '', 'Adresse E-mail obligatoire'],
    ['email', undefined, 'Adresse E-mail obligatoire'],
    ['nom', '', 'Le nom est requis'],
    ['nom', '   ', 'Le nom est requis'],
    ['nom', undefined, 'Le nom est requis'],
    ['nom', 'Du\u0000rand', 'Caractères non autorisés'],
    ['prenom', '', 'Le prenom est requis'],
    ['prenom', undefined, 'Le prenom est requis'],
    ['genre', 'M.', 'Civilité invalide (Mr ou Mme)'],
    ['genre', undefined, 'Civilité invalide (Mr ou Mme)'],
  ])('answers 400 for %s = %j: « %s »', async (champ, valeur, message) => {
    const body = expectApiError(await inscrire({ ...valide, [champ]: valeur }), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?.[champ]).toBe(message);
    expect(body.errors).toContain(message);
  });

  it('answers 409 with the errors list for an e-mail already used, whatever its case, and creates nothing', async () => {
    const avant = await nombreUtilisateurs();
    const r = await inscrire({ ...valide, email: 'Existant@Test.local' });
    const body = expectApiError(r, 409, 'CONFLICT');
    expect(body.errors).toEqual(['Un utilisateur existe déjà avec cette adresse e-mail']);
    expect(body.fieldErrors?.email).toBe('Un utilisateur existe déjà avec cette adresse e-mail');
    expect(await nombreUtilisateurs()).toBe(avant);
  });

  it('creates nothing when the body is refused', async () => {
    const avant = await nombreUtilisateurs();
    await inscrire({ ...valide, email: 'refuse@test.local', password: 'faible' });
    expect(await nombreUtilisateurs()).toBe(avant);
    expect(await t.db.select().from(utilisateur).where(eq(utilisateur.email, 'refuse@test.local'))).toEqual([]);
  });

  it('creates the user (201), who can then sign in with the given password', async () => {
    const r = await inscrire({ ...valide, email: ' Claire.Durand@Test.local ' });
    expect(r.statusCode).toBe(201);
    const cree = r.json();
    expect(cree).toMatchObject({
      username: 'claire.durand@test.local',
      email: 'claire.durand@test.local',
      genre: 'Mme',
      nom: 'Durand',
      prenom: 'Claire',
      nomComplet: 'Claire Durand',
      roles: ['ROLE_UTILISATEUR'],
      hasAvatar: false,
      dateDeNaissance: null,
    });
    expect(JSON.stringify(cree)).not.toMatch(/password|Neuf-2026/i);

    const connexion = await t.inject({
      method: 'POST',
      url: '/api/authentification/connexion',
      payload: { email: 'claire.durand@test.local', password: 'Neuf-2026!' },
    });
    expect(connexion.statusCode).toBe(200);
    expect(connexion.json()).toMatchObject({ utilisateurId: cree.utilisateurId, roles: ['ROLE_UTILISATEUR'] });
  });

  it('registers one user when the same e-mail is sent several times at once', async () => {
    const payload = { ...valide, email: 'double@test.local' };
    const reponses = await Promise.all(Array.from({ length: 6 }, () => inscrire(payload)));
    expect(reponses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of reponses.filter((x) => x.statusCode === 409)) expectApiError(r, 409, 'CONFLICT');
    expect(await t.db.select().from(utilisateur).where(eq(utilisateur.email, 'double@test.local'))).toHaveLength(1);
  });
});
