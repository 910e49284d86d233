import { apiRoutes, estUtilisateurComplet, type UtilisateurTrouve } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleUtilisateur, utilisateur } from '../../db/schema';
import { type ApiClient, type Auth, apiClient } from '../../test/api';
import { buildEmploye, buildEtablissement, buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ApiClient;
let ids: Record<'marie' | 'paul' | 'lucie' | 'gestionnaire' | 'admin' | 'ancien', number>;
let as: Record<'marie' | 'paul' | 'lucie' | 'gestionnaire' | 'admin', Auth>;

const A = apiRoutes.auth;
// Untyped query and bodies: the validation cases send what the contract refuses.
const rechercher = (search: string | undefined, headers: Auth | null = null) =>
  api.as(headers).callBrut(A.rechercherParEmail, { query: { _search: search } });
const modifier = (id: number | string, body: object, headers: Auth | null = null) =>
  api.as(headers).callBrut(A.modifier, { params: { id }, body });
/** The full record, as opposed to the id and name told of a user from elsewhere. */
const complet = (u: UtilisateurTrouve) => {
  if (!estUtilisateurComplet(u)) expect.unreachable(`fiche partielle : ${JSON.stringify(u)}`);
  return u;
};
const ligne = async (id: number) => (await t.db.select().from(utilisateur).where(eq(utilisateur.id, id)))[0]!;
const corps = {
  genre: 'Mme',
  nom: 'Martin',
  prenom: 'Marie',
  dateDeNaissance: '1990-04-12',
  telephonePro: '01 23 45 67 89',
};

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  const a = await buildEtablissement(t.db);
  const b = await buildEtablissement(t.db);
  const user = async (email: string, etablissementId?: number, administrateur = false) => {
    const u = await buildUtilisateur(t.db, { email, nom: 'Avant', prenom: 'Avant' });
    if (etablissementId) await buildEmploye(t.db, { utilisateurId: u.id, etablissementId, administrateur });
    return u.id;
  };
  ids = {
    marie: await user('marie@test.local', a.id),
    paul: await user('paul@test.local', a.id),
    lucie: await user('lucie@test.local', b.id),
    gestionnaire: await user('gestionnaire@test.local', a.id, true),
    admin: (await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true })).id,
    ancien: (await buildUtilisateur(t.db, { email: 'ancien@test.local', supprimeLe: new Date() })).id,
  };
  as = {
    marie: await t.login('marie@test.local'),
    paul: await t.login('paul@test.local'),
    lucie: await t.login('lucie@test.local'),
    gestionnaire: await t.login('gestionnaire@test.local'),
    admin: await t.login('admin@test.local'),
  };
});
afterAll(() => t.close());

describe('GET /api/utilisateur/email?_search', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await rechercher('marie@test.local'), 401);
  });

  it('finds oneself, whatever the case of the e-mail', async () => {
    const r = await rechercher('Marie@Test.Local', as.marie);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ utilisateurId: ids.marie, username: 'marie@test.local', hasAvatar: false });
    expect(complet(r.body).roles).toContain('ROLE_UTILISATEUR');
  });

  it('answers 404 to a plain user looking for someone else, even in the same establishment', async () => {
    expectApiError(await rechercher('paul@test.local', as.marie), 404, 'NOT_FOUND');
  });

  it('tells an ADMINISTRATEUR of an establishment only the id and name of a user from elsewhere', async () => {
    const r = await rechercher('lucie@test.local', as.gestionnaire);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ utilisateurId: ids.lucie, nomComplet: 'Avant Avant' });
  });

  it('tells an ADMINISTRATEUR of an establishment nothing more of the global Administrateur', async () => {
    const r = await rechercher('admin@test.local', as.gestionnaire);
    expect(r.body).toEqual({ utilisateurId: ids.admin, nomComplet: expect.any(String) });
  });

  it('gives an ADMINISTRATEUR of an establishment the full record of a user of that establishment', async () => {
    await modifier(ids.paul, { ...corps, prenom: 'Paul' }, as.paul);
    const r = await rechercher('paul@test.local', as.gestionnaire);
    expect(r.body).toMatchObject({
      utilisateurId: ids.paul,
      email: 'paul@test.local',
      dateDeNaissance: '1990-04-12',
      telephonePro: '01 23 45 67 89',
    });
    expect(complet(r.body).roles).toContain('ROLE_UTILISATEUR');
  });

  it('gives the Administrateur the full record of any user', async () => {
    const r = await rechercher('lucie@test.local', as.admin);
    expect(r.body).toMatchObject({ utilisateurId: ids.lucie, email: 'lucie@test.local', genre: expect.any(String) });
    expect(complet(r.body).roles).toContain('ROLE_UTILISATEUR');
  });

  it('answers 404 for an unknown or deleted user, with the same body', async () => {
    const inconnu = expectApiError(await rechercher('personne@test.local', as.admin), 404);
    const supprime = expectApiError(await rechercher('ancien@test.local', as.admin), 404);
    expect(supprime).toEqual(inconnu);
  });

  it.each([
    [undefined, 'Adresse E-mail obligatoire'],
    ['', 'Adresse E-mail obligatoire'],
    ['marie', "Format de l'adresse E-mail incorrect"],
  ])('answers 400 for _search=%j: « %s »', async (search, message) => {
    const body = expectApiError(await rechercher(search, as.marie), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?._search).toBe(message);
  });
});

describe('PUT /api/utilisateur/:id', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await modifier(ids.marie, corps), 401);
  });

  it('lets a user change their own information', async () => {
    const r = await modifier(ids.marie, corps, as.marie);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ...corps, utilisateurId: ids.marie, nomComplet: 'Marie Martin' });
    expect(await ligne(ids.marie)).toMatchObject({ nom: 'Martin', dateDeNaissance: '1990-04-12' });
  });

  it('lets the Administrateur change anyone, and clears optional fields', async () => {
    const r = await modifier(
      ids.paul,
      { ...corps, prenom: 'Paul', genre: 'Mr', dateDeNaissance: null, telephonePro: '' },
      as.admin,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ prenom: 'Paul', genre: 'Mr', dateDeNaissance: null, telephonePro: null });
  });

  it('answers 403 to another user of the same establishment, and changes nothing', async () => {
    const avant = await ligne(ids.marie);
    expectApiError(await modifier(ids.marie, { ...corps, nom: 'Pirate' }, as.paul), 403, 'FORBIDDEN');
    expectApiError(await modifier(ids.marie, { ...corps, nom: 'Pirate' }, as.gestionnaire), 403, 'FORBIDDEN');
    expect(await ligne(ids.marie)).toEqual(avant);
  });

  it('answers 404 to a user of another establishment, and for an unknown or deleted id', async () => {
    const avant = await ligne(ids.marie);
    expectApiError(await modifier(ids.marie, { ...corps, nom: 'Pirate' }, as.lucie), 404, 'NOT_FOUND');
    expectApiError(await modifier(999_999, corps, as.admin), 404);
    expectApiError(await modifier(ids.ancien, corps, as.admin), 404);
    expect(await ligne(ids.marie)).toEqual(avant);
  });

  it('ignores roles and e-mail sent in the body', async () => {
    const r = await modifier(
      ids.marie,
      { ...corps, email: 'pirate@test.local', username: 'Administrateur', roles: ['ROLE_Administrateur'] },
      as.marie,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: 'marie@test.local', username: 'marie@test.local' });
    expect(r.body.roles).not.toContain('ROLE_Administrateur');
    const roles = await t.db.select().from(roleUtilisateur).where(eq(roleUtilisateur.utilisateurId, ids.marie));
    expect(roles.map((x) => x.role)).not.toContain('ROLE_Administrateur');
    expect((await ligne(ids.marie)).email).toBe('marie@test.local');
  });

  it.each([
    ['nom', '', 'Le nom est requis'],
    ['nom', undefined, 'Le nom est requis'],
    ['prenom', '  ', 'Le prenom est requis'],
    ['genre', 'Mlle', 'Civilité invalide (Mr ou Mme)'],
    ['dateDeNaissance', '12/04/1990', 'Date invalide (AAAA-MM-JJ attendu)'],
    ['dateDeNaissance', '1990-02-30', 'Date invalide'],
    ['dateDeNaissance', '0000-01-01', 'Date invalide'],
    ['telephonePro', 'appelez-moi', 'Numéro de téléphone invalide'],
    ['nom', 'x'.repeat(101), '100 caractères au plus'],
    ['nom', 'Du\u0000rand', 'Caractères non autorisés'],
    ['prenom', 'Ma\u001Brie', 'Caractères non autorisés'],
  ])('answers 400 for %s = %j: « %s », changing nothing', async (champ, valeur, message) => {
    const avant = await ligne(ids.marie);
    const body = expectApiError(await modifier(ids.marie, { ...corps, [champ]: valeur }, as.marie), 400);
    expect(body.fieldErrors?.[champ]).toBe(message);
    expect(await ligne(ids.marie)).toEqual(avant);
  });

  it('answers 400 when the body names another user than the path', async () => {
    const avant = await ligne(ids.marie);
    const body = expectApiError(
      await modifier(ids.marie, { ...corps, utilisateurId: ids.paul, nom: 'X' }, as.marie),
      400,
    );
    expect(body.message).toBe("L'identifiant du corps ne correspond pas à celui du chemin");
    expect(await ligne(ids.marie)).toEqual(avant);
    expect((await modifier(ids.marie, { ...corps, utilisateurId: ids.marie }, as.marie)).status).toBe(200);
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999', '0x10', '1e1']) {
      const body = expectApiError(await modifier(id, corps, as.admin), 400);
      expect(body.fieldErrors?.id).toBe('Identifiant invalide');
    }
  });
});

describe('PUT /api/utilisateur/:id/password', () => {
  const changer = (id: number, body: object, headers: Auth | null = null) =>
    api.as(headers).callBrut(A.changerMotDePasse, { params: { id }, body });
  const connexion = (email: string, password: string) => api.as(null).call(A.connexion, { body: { email, password } });

  it('answers 401 without a token, 403 to a colleague, 404 to another establishment', async () => {
    const avant = (await ligne(ids.marie)).passwordHash;
    expectApiError(await changer(ids.marie, { newPassword: 'Pirate-2026!' }), 401);
    expectApiError(await changer(ids.marie, { newPassword: 'Pirate-2026!' }, as.paul), 403);
    expectApiError(await changer(ids.marie, { newPassword: 'Pirate-2026!' }, as.lucie), 404);
    expect((await ligne(ids.marie)).passwordHash).toBe(avant);
  });

  it.each([
    [undefined, 'Entrer le nouveau mot de passe'],
    ['', 'Entrer le nouveau mot de passe'],
    ['Neuf-neuf!', 'Au moins un chiffre'],
    ['neuf-2026!', 'Au moins une majuscule'],
    ['Neuf20260', 'Au moins un caractère spécial'],
    ['Nf-2026', 'Au moins 8 caractères'],
  ])('enforces the rules of spec §5 on the server: %j → « %s »', async (newPassword, message) => {
    const avant = (await ligne(ids.marie)).passwordHash;
    const body = expectApiError(await changer(ids.marie, { newPassword }, as.marie), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?.newPassword).toBe(message);
    expect(body.errors).toContain(message);
    expect((await ligne(ids.marie)).passwordHash).toBe(avant);
  });

  it('answers 400 when the body names another user', async () => {
    expectApiError(await changer(ids.marie, { utilisateurId: ids.paul, newPassword: 'Neuf-2026!' }, as.marie), 400);
  });

  it.each([
    [undefined, 'Entrer le mot de passe actuel'],
    ['', 'Entrer le mot de passe actuel'],
    ['Faux-2026!', 'Mot de passe actuel incorrect'],
  ])("asks for the current password to change one's own: %j → « %s »", async (currentPassword, message) => {
    const avant = (await ligne(ids.marie)).passwordHash;
    const r = await changer(ids.marie, { currentPassword, newPassword: 'Neuf-2026!' }, as.marie);
    const body = expectApiError(r, 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?.currentPassword).toBe(message);
    expect((await ligne(ids.marie)).passwordHash).toBe(avant);
  });

  it('changes the password (204): the old one no longer signs in, the new one does', async () => {
    const r = await changer(
      ids.marie,
      { utilisateurId: ids.marie, currentPassword: 'Demo-2026!', newPassword: 'Nouveau-2027!' },
      as.marie,
    );
    expect(r.status).toBe(204);
    expect(r.raw.body).toBe('');
    expectApiError(await connexion('marie@test.local', 'Demo-2026!'), 401);
    expect((await connexion('marie@test.local', 'Nouveau-2027!')).status).toBe(200);
  });

  it("lets the Administrateur reset someone's password", async () => {
    expect((await changer(ids.lucie, { newPassword: 'Remis-2027!' }, as.admin)).status).toBe(204);
    expect((await connexion('lucie@test.local', 'Remis-2027!')).status).toBe(200);
  });
});
