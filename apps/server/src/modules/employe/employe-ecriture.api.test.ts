import { apiRoutes, employeIdExistant } from '@roulement/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conges,
  congesCredit,
  contrat,
  employe,
  mailSortant,
  membre,
  roleUtilisateur,
  utilisateur,
} from '../../db/schema';
import { finDeTrimestre, todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildConges, buildCongesCredit, buildEmploye, buildService, buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { type Auth, buildOrganisation, type Organisation, REFUS_GESTION_A } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ApiClient;
let o: Organisation;
let services: { a1: number; a2: number; b: number };
const aujourdhui = todayInParis();

const E = apiRoutes.employe;
// The bodies are built loosely (validation cases send what the contract refuses): untyped calls.
const creer = (body: object, headers: Auth | null = null) => api.as(headers).callBrut(E.creer, { body });
const compter = async () => ({
  utilisateurs: (await t.db.select({ n: count() }).from(utilisateur))[0]!.n,
  employes: (await t.db.select({ n: count() }).from(employe))[0]!.n,
  credits: (await t.db.select({ n: count() }).from(congesCredit))[0]!.n,
  membres: (await t.db.select({ n: count() }).from(membre))[0]!.n,
});
const rolesDe = async (utilisateurId: number) =>
  (await t.db.select().from(roleUtilisateur).where(eq(roleUtilisateur.utilisateurId, utilisateurId))).map(
    (r) => r.role,
  );

let sequence = 0;
const nouveau = (overrides: Record<string, unknown> = {}) => ({
  utilisateur: { utilisateurId: 0, genre: 'Mme', nom: 'Nouvelle', prenom: 'Léa', email: `lea${++sequence}@test.local` },
  etablissementId: o.etab.a,
  emailPro: null,
  delegueDuPersonnel: false,
  administrateur: false,
  soldeRecupInitial: 0,
  dateEntreeAnciennete: null,
  soldeInitialCongesPayes: 0,
  soldeInitialCongesTrimestriels: 0,
  createMembreCommands: [],
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  o = await buildOrganisation(t);
  services = {
    a1: (await buildService(t.db, { etablissementId: o.etab.a, nom: 'Foyer' })).id,
    a2: (await buildService(t.db, { etablissementId: o.etab.a, nom: 'Internat' })).id,
    b: (await buildService(t.db, { etablissementId: o.etab.b, nom: 'Ailleurs' })).id,
  };
});
afterAll(() => t.close());

describe('POST /api/employe', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await creer(nouveau()), 401);
  });

  it.each(REFUS_GESTION_A)('answers %s with %i and creates nothing', async (qui, statut) => {
    const avant = await compter();
    expectApiError(await creer(nouveau(), o.as[qui]), statut);
    expect(await compter()).toEqual(avant);
  });

  it('answers 404 for an unknown establishment', async () => {
    expectApiError(await creer(nouveau({ etablissementId: 999_999 }), o.as.admin), 404);
  });

  it.each([
    [
      'utilisateur.nom',
      { utilisateur: { utilisateurId: 0, nom: '', prenom: 'A', email: 'x@test.local' } },
      'Le nom est requis',
    ],
    [
      'utilisateur.prenom',
      { utilisateur: { utilisateurId: 0, nom: 'A', prenom: ' ', email: 'x@test.local' } },
      'Le prenom est requis',
    ],
    [
      'utilisateur.email',
      { utilisateur: { utilisateurId: 0, nom: 'A', prenom: 'B', email: '' } },
      'Adresse E-mail obligatoire',
    ],
    [
      'utilisateur.email',
      { utilisateur: { utilisateurId: 0, nom: 'A', prenom: 'B', email: 'pas-un-mail' } },
      "Format de l'adresse E-mail incorrect",
    ],
    ['emailPro', { emailPro: 'pas-un-mail' }, "Format de l'adresse E-mail incorrect"],
    [
      'soldeInitialCongesPayes',
      { soldeInitialCongesPayes: 'dix' },
      'Solde initial de congés payés : entrer une valeur numérique',
    ],
    [
      'soldeInitialCongesTrimestriels',
      { soldeInitialCongesTrimestriels: undefined },
      'Solde initial de congés trimestriels : entrer une valeur numérique',
    ],
    ['soldeRecupInitial', { soldeRecupInitial: 'x' }, 'Solde de récupération initial : entrer une valeur numérique'],
    [
      'createMembreCommands.0.heuresHebdo',
      { createMembreCommands: [{ serviceId: 1, heuresHebdo: 'x' }] },
      'Entrer une valeur numérique',
    ],
  ])('answers 400 for %s: « %s »', async (champ, overrides, message) => {
    const avant = await compter();
    const body = expectApiError(await creer(nouveau(overrides), o.as.adminA), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?.[champ]).toBe(message);
    expect(await compter()).toEqual(avant);
  });

  it('declares a new user: account, invitation by mail, initial balances, services, roles', async () => {
    const r = await creer(
      nouveau({
        utilisateur: { utilisateurId: 0, genre: 'Mr', nom: 'Dupré', prenom: 'Noël', email: 'Noel.Dupre@Test.local' },
        emailPro: 'noel.pro@test.local',
        administrateur: true,
        delegueDuPersonnel: true,
        soldeRecupInitial: 90,
        dateEntreeAnciennete: '2015-09-01',
        soldeInitialCongesPayes: 12.5,
        soldeInitialCongesTrimestriels: 3,
        createMembreCommands: [
          { serviceId: services.a1, heuresHebdo: 20 },
          { serviceId: services.a2, heuresHebdo: 15 },
        ],
      }),
      o.as.adminA,
    );
    expect(r.status, r.raw.body).toBe(201);
    const { employeId } = r.body;

    const [u] = await t.db.select().from(utilisateur).where(eq(utilisateur.email, 'noel.dupre@test.local'));
    expect(u).toMatchObject({ nom: 'Dupré', prenom: 'Noël', genre: 'Mr', nomRecherche: 'noel dupre' });

    const [mail] = await t.db.select().from(mailSortant).where(eq(mailSortant.destinataire, 'noel.dupre@test.local'));
    expect(mail?.corps).toContain('Établissement A');
    // An invitation link rather than a password (issue 11): choosing one through it signs in.
    expect(mail!.corps).not.toMatch(/mot de passe provisoire/i);
    const jeton = /\/invitation\/([\w-]{43})/.exec(mail!.corps)?.[1];
    expect(jeton).toBeDefined();
    const accepte = await api
      .as(null)
      .call(apiRoutes.auth.accepterInvitation, { body: { jeton: jeton!, password: 'Choisi-2026!' } });
    expect(accepte.status, accepte.raw.body).toBe(200);
    await t.login('noel.dupre@test.local', 'Choisi-2026!');

    const e = (await api.as(o.as.adminA).call(E.lire, { params: { id: employeId } })).body;
    expect(e).toMatchObject({
      emailPro: 'noel.pro@test.local',
      administrateur: true,
      delegueDuPersonnel: true,
      soldeRecupInitial: 90,
      dateEntreeAnciennete: '2015-09-01',
      status: 'Enregistré(e)',
    });
    expect(e.membres.map((m) => [m.serviceNom, m.heuresHebdo])).toEqual([
      ['Foyer', 20],
      ['Internat', 15],
    ]);
    expect(
      e.congesCredits
        .map((c) => [c.type.congesTypeId, c.date, c.nbJours, c.dateExpiration, c.exceptionnel])
        .sort((x, y) => Number(x[0]) - Number(y[0])),
    ).toEqual([
      [1, aujourdhui, 12.5, null, false],
      [2, aujourdhui, 3, finDeTrimestre(aujourdhui), false],
    ]);
    expect(e.congesSoldes.find((s) => s.congesType.congesTypeId === 1)?.solde).toBe(12.5);
    expect(await rolesDe(u!.id)).toContain(`ROLE_ADMINISTRATEUR_${o.etab.a}`);
  });

  it('writes no credit for zero balances', async () => {
    const r = await creer(nouveau(), o.as.adminSiege);
    expect(r.status).toBe(201);
    const { employeId } = r.body;
    expect(await t.db.select().from(congesCredit).where(eq(congesCredit.employeId, employeId))).toEqual([]);
  });

  it('declares an existing user without changing their account', async () => {
    const u = await buildUtilisateur(t.db, { email: 'existant@test.local', nom: 'Garde', prenom: 'Son nom' });
    const r = await creer(
      nouveau({ utilisateur: { utilisateurId: u.id, nom: 'Autre', prenom: 'Autre', email: 'existant@test.local' } }),
      o.as.adminA,
    );
    expect(r.status, r.raw.body).toBe(201);
    const [apres] = await t.db.select().from(utilisateur).where(eq(utilisateur.id, u.id));
    expect(apres).toMatchObject({ nom: 'Garde', prenom: 'Son nom', passwordHash: u.passwordHash });
    expect(await t.db.select().from(mailSortant).where(eq(mailSortant.destinataire, 'existant@test.local'))).toEqual(
      [],
    );
  });

  it('answers 409 with the existing employee when the user already works here', async () => {
    const avant = await compter();
    const r = await creer(
      nouveau({
        utilisateur: {
          utilisateurId: o.ids.salarieA.utilisateurId,
          nom: 'X',
          prenom: 'Y',
          email: 'salarie-a@test.local',
        },
      }),
      o.as.adminA,
    );
    const body = expectApiError(r, 409, 'CONFLICT');
    expect(employeIdExistant(body)).toBe(o.ids.salarieA.employeId);
    expect(await compter()).toEqual(avant);
  });

  it('answers 409 for a new user whose e-mail already has an account', async () => {
    const avant = await compter();
    const r = await creer(
      nouveau({ utilisateur: { utilisateurId: 0, nom: 'X', prenom: 'Y', email: 'salarie-a@test.local' } }),
      o.as.adminA,
    );
    expectApiError(r, 409, 'CONFLICT');
    expect(await compter()).toEqual(avant);
  });

  it('answers 404 for an unknown user id, 400 when the e-mail is not theirs', async () => {
    const avant = await compter();
    expectApiError(
      await creer(
        nouveau({ utilisateur: { utilisateurId: 999_999, nom: 'X', prenom: 'Y', email: 'x@test.local' } }),
        o.as.adminA,
      ),
      404,
    );
    const body = expectApiError(
      await creer(
        nouveau({
          utilisateur: { utilisateurId: o.ids.adminB.utilisateurId, nom: 'X', prenom: 'Y', email: 'x@test.local' },
        }),
        o.as.adminA,
      ),
      400,
    );
    expect(body.fieldErrors?.['utilisateur.email']).toBe("L'adresse e-mail ne correspond pas à l'utilisateur choisi");
    expect(await compter()).toEqual(avant);
  });

  it('answers 400 for a service of another establishment or a service twice, and creates nothing', async () => {
    const avant = await compter();
    const ailleurs = expectApiError(
      await creer(nouveau({ createMembreCommands: [{ serviceId: services.b, heuresHebdo: 10 }] }), o.as.adminA),
      400,
    );
    expect(ailleurs.message).toBe(`Le service ${services.b} n'appartient pas à cet établissement`);
    expectApiError(
      await creer(
        nouveau({ createMembreCommands: [{ serviceId: services.a1 }, { serviceId: services.a1 }] }),
        o.as.adminA,
      ),
      400,
    );
    expect(await compter()).toEqual(avant);
  });
});

describe('PUT /api/employe/:id', () => {
  const modifier = (id: number, body: object, headers: Auth | null = null) =>
    api.as(headers).callBrut(E.modifier, { params: { id }, body });
  const corps = {
    emailPro: 'pro@test.local',
    delegueDuPersonnel: true,
    administrateur: false,
    soldeRecupInitial: 45,
    dateEntreeAnciennete: '2012-04-01',
  };
  const ligne = async (id: number) => (await t.db.select().from(employe).where(eq(employe.id, id)))[0]!;

  it('answers 401 without a token', async () => {
    expectApiError(await modifier(o.ids.collegueA.employeId, corps), 401);
  });

  it.each([...REFUS_GESTION_A, ['collegueA', 403]] as const)(
    'answers %s with %i, changing nothing',
    async (qui, statut) => {
      const avant = await ligne(o.ids.collegueA.employeId);
      expectApiError(await modifier(o.ids.collegueA.employeId, corps, o.as[qui]), statut);
      expect(await ligne(o.ids.collegueA.employeId)).toEqual(avant);
    },
  );

  it.each([
    ['emailPro', 'pas-un-mail', "Format de l'adresse E-mail incorrect"],
    ['soldeRecupInitial', 'x', 'Solde de récupération initial : entrer une valeur numérique'],
    ['soldeRecupInitial', 1.5, 'Solde de récupération initial : un nombre entier de minutes'],
    ['dateEntreeAnciennete', '01/04/2012', 'Date invalide (AAAA-MM-JJ attendu)'],
  ])('answers 400 for %s = %j: « %s »', async (champ, valeur, message) => {
    const avant = await ligne(o.ids.collegueA.employeId);
    const body = expectApiError(
      await modifier(o.ids.collegueA.employeId, { ...corps, [champ]: valeur }, o.as.adminA),
      400,
    );
    expect(body.fieldErrors?.[champ]).toBe(message);
    expect(await ligne(o.ids.collegueA.employeId)).toEqual(avant);
  });

  it('answers 400 when the body names another employee', async () => {
    expectApiError(await modifier(o.ids.collegueA.employeId, { ...corps, employeId: 1 }, o.as.adminA), 400);
  });

  it('changes the employee and rewrites the roles that the administrateur flag gives', async () => {
    const { employeId, utilisateurId } = o.ids.collegueA;
    const r = await modifier(employeId, { ...corps, administrateur: true }, o.as.adminA);
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body).toMatchObject({ ...corps, administrateur: true, employeId });
    expect(await rolesDe(utilisateurId)).toContain(`ROLE_ADMINISTRATEUR_${o.etab.a}`);
    await modifier(employeId, { ...corps, emailPro: '' }, o.as.adminA);
    expect(await ligne(employeId)).toMatchObject({ administrateur: false, emailPro: null });
    expect(await rolesDe(utilisateurId)).not.toContain(`ROLE_ADMINISTRATEUR_${o.etab.a}`);
  });
});

describe('DELETE /api/employe/:id', () => {
  const supprimer = (id: number, headers: Auth | null = null) => api.as(headers).call(E.supprimer, { params: { id } });
  const existe = async (id: number) => (await t.db.select().from(employe).where(eq(employe.id, id))).length === 1;

  it('answers 401 without a token', async () => {
    expectApiError(await supprimer(o.ids.collegueA.employeId), 401);
  });

  it.each(REFUS_GESTION_A)('answers %s with %i, deleting nothing', async (qui, statut) => {
    expectApiError(await supprimer(o.ids.collegueA.employeId, o.as[qui]), statut);
    expect(await existe(o.ids.collegueA.employeId)).toBe(true);
  });

  it('refuses (409) to delete the director or a service head', async () => {
    const body = expectApiError(await supprimer(o.ids.directeurA.employeId, o.as.adminA), 409);
    expect(body.message).toContain('directeur');
    const chef = await buildEmploye(t.db, { etablissementId: o.etab.a });
    await buildService(t.db, { etablissementId: o.etab.a, nom: 'Dirigé', chefDeServiceId: chef.id });
    expect(expectApiError(await supprimer(chef.id, o.as.adminA), 409).message).toContain('Dirigé');
    expect(await existe(chef.id)).toBe(true);
  });

  it('deletes the employee with everything that depends on them, and their roles in the establishment', async () => {
    const u = await buildUtilisateur(t.db);
    const e = await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: o.etab.a });
    await buildConges(t.db, { employeId: e.id, dateDebut: '2026-03-02' });
    await buildCongesCredit(t.db, { employeId: e.id, nbJours: 5 });
    await t.db.insert(membre).values({ serviceId: services.a1, employeId: e.id });
    // Someone replacing them keeps their contract, without the link.
    const remplacant = await buildEmploye(t.db, {
      etablissementId: o.etab.a,
      contrat: { contratTypeId: 3, dateDebut: '2026-01-01', dateFin: '2026-01-31', remplaceEmployeId: e.id },
    });
    expect(await rolesDe(u.id)).toContain(`ROLE_SALARIE_${o.etab.a}`);

    const r = await supprimer(e.id, o.as.adminA);
    expect(r.status).toBe(204);
    expect(await existe(e.id)).toBe(false);
    expect(await t.db.select().from(conges).where(eq(conges.employeId, e.id))).toEqual([]);
    expect(await t.db.select().from(congesCredit).where(eq(congesCredit.employeId, e.id))).toEqual([]);
    expect(await t.db.select().from(contrat).where(eq(contrat.employeId, e.id))).toEqual([]);
    expect(await t.db.select().from(membre).where(eq(membre.employeId, e.id))).toEqual([]);
    const [garde] = await t.db
      .select()
      .from(contrat)
      .where(and(eq(contrat.employeId, remplacant.id), eq(contrat.contratTypeId, 3)));
    expect(garde?.remplaceEmployeId).toBeNull();
    expect(await rolesDe(u.id)).toEqual(['ROLE_UTILISATEUR']);
    expectApiError(await supprimer(e.id, o.as.adminA), 404);
  });
});
