import { apiRoutes } from '@roulement/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrat, roleUtilisateur } from '../../db/schema';
import { type ApiClient, type Appelant, apiClient } from '../../test/api';
import { buildEmploye, buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildOrganisation, type Organisation, REFUS_GESTION_A } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let o: Organisation;

let api: ApiClient;
// The bodies are built from loose overrides, the invalid ones of the validation tables included:
// they go as they are (callBrut), the answers are typed by the contract.
const ajouter = (id: number, body: object, qui: Appelant = null) =>
  api.as(qui).callBrut(apiRoutes.employe.ajouterContrat, { params: { id }, body });
const modifier = (id: number, contratId: number, body: object, qui: Appelant = null) =>
  api.as(qui).callBrut(apiRoutes.employe.modifierContrat, { params: { id, contratId }, body });
const supprimer = (id: number, contratId: number, qui: Appelant = null) =>
  api.as(qui).call(apiRoutes.employe.supprimerContrat, { params: { id, contratId } });
const nbContrats = async () => (await t.db.select({ n: count() }).from(contrat))[0]!.n;
const rolesDe = async (utilisateurId: number) =>
  (await t.db.select().from(roleUtilisateur).where(eq(roleUtilisateur.utilisateurId, utilisateurId))).map(
    (r) => r.role,
  );

const cdd = (dateDebut: string, dateFin: string | null, overrides: Record<string, unknown> = {}) => ({
  contrat: { contratTypeId: 2, metierId: 3, heuresHebdo: 24.5, dateDebut, dateFin, ...overrides },
});

/** An employee of A without any contract, and their user. */
async function sansContrat() {
  const u = await buildUtilisateur(t.db);
  const e = await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: o.etab.a, contrat: null });
  return { employeId: e.id, utilisateurId: u.id };
}

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  api = apiClient(t);
});
afterAll(() => t.close());

describe('GET /api/contrat/types and /api/contrat/metiers', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await api.as(null).call(apiRoutes.employe.typesDeContrat), 401);
    expectApiError(await api.as(null).call(apiRoutes.employe.metiers), 401);
  });

  it('lists the contract types by id and the jobs in French order, to any signed-in user', async () => {
    const types = (await api.as(o.as.salarieA).call(apiRoutes.employe.typesDeContrat)).body;
    expect(types.map((x: { acronyme: string }) => x.acronyme)).toEqual(['CDI', 'CDD', 'CDDR', 'VAC', 'APP', 'STA']);
    expect(types[0]).toEqual({
      contratTypeId: 1,
      acronyme: 'CDI',
      libelle: 'Contrat à durée indéterminée',
      eligibleRemplacement: false,
    });
    const metiers = (await api.as(o.as.salarieA).call(apiRoutes.employe.metiers)).body;
    const libelles = metiers.map((m: { libelle: string }) => m.libelle);
    expect(libelles).toHaveLength(16);
    expect(libelles.indexOf('Éducateur spécialisé')).toBeLessThan(libelles.indexOf('Infirmier'));
    expect(libelles.indexOf('Cuisinier')).toBeLessThan(libelles.indexOf('Éducateur spécialisé'));
  });
});

describe('POST /api/employe/:id/contrat', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await ajouter(o.ids.collegueA.employeId, cdd('2030-01-01', '2030-06-30')), 401);
  });

  it.each(REFUS_GESTION_A)('answers %s with %i, adding nothing', async (qui, statut) => {
    const avant = await nbContrats();
    expectApiError(await ajouter(o.ids.collegueA.employeId, cdd('2030-01-01', '2030-06-30'), o.as[qui]), statut);
    expect(await nbContrats()).toBe(avant);
  });

  it.each([
    ['contrat.dateFin', { dateFin: null }, 'La date de fin est obligatoire pour ce type de contrat'],
    ['contrat.dateFin', { dateFin: '2029-12-31' }, 'La date de fin doit suivre la date de début'],
    ['contrat.heuresHebdo', { heuresHebdo: -1 }, 'Entrer une valeur positive ou nulle'],
    ['contrat.heuresHebdo', { heuresHebdo: 'trente' }, 'Entrer une valeur numérique'],
    ['contrat.dateDebut', { dateDebut: undefined }, 'Date obligatoire'],
    [
      'contrat.nbJoursAstreintesAnnuels',
      { nbJoursAstreintesAnnuels: 5 },
      "Les jours d'astreinte sont réservés aux cadres",
    ],
    [
      'contrat.nbJoursAstreintesAnnuels',
      { cadre: true, nbJoursAstreintesAnnuels: -2 },
      'Entrer une valeur positive ou nulle',
    ],
  ])('answers 400 for %s: « %s »', async (champ, overrides, message) => {
    const avant = await nbContrats();
    const body = expectApiError(
      await ajouter(o.ids.collegueA.employeId, cdd('2030-01-01', '2030-06-30', overrides), o.as.adminA),
      400,
    );
    expect(body.fieldErrors?.[champ]).toBe(message);
    expect(await nbContrats()).toBe(avant);
  });

  it('answers 400 for an unknown type or job', async () => {
    const avant = await nbContrats();
    const a = expectApiError(
      await ajouter(o.ids.collegueA.employeId, cdd('2030-01-01', '2030-06-30', { contratTypeId: 99 }), o.as.adminA),
      400,
    );
    expect(a.fieldErrors?.['contrat.contratTypeId']).toBe('Type de contrat inconnu');
    const b = expectApiError(
      await ajouter(o.ids.collegueA.employeId, cdd('2030-01-01', '2030-06-30', { metierId: 999 }), o.as.adminA),
      400,
    );
    expect(b.fieldErrors?.['contrat.metierId']).toBe('Métier inconnu');
    expect(await nbContrats()).toBe(avant);
  });

  it('answers 409 for a contract meeting another one of the employee, naming it', async () => {
    const avant = await nbContrats();
    // collegueA holds a CDI since 2020-01-01.
    const body = expectApiError(
      await ajouter(o.ids.collegueA.employeId, cdd('2030-01-01', '2030-06-30'), o.as.adminA),
      409,
    );
    expect(body.message).toBe('Ce contrat chevauche le contrat CDI depuis le 01/01/2020');
    expect(await nbContrats()).toBe(avant);
  });

  it('adds the contract, answers the employee with its status, and gives the SALARIE role', async () => {
    const { employeId, utilisateurId } = await sansContrat();
    expect(await rolesDe(utilisateurId)).not.toContain(`ROLE_SALARIE_${o.etab.a}`);
    const r = await ajouter(employeId, { employeId, ...cdd('2030-01-01', '2030-06-30') }, o.as.adminSiege);
    expect(r.status, r.raw.body).toBe(201);
    const e = r.body;
    expect(e.status).toBe('A venir');
    expect(e.heuresDeTravail).toEqual({ aDate: 0, prevues: 0 });
    expect(e.contrats).toEqual([
      {
        contratId: expect.any(Number),
        type: { contratTypeId: 2, acronyme: 'CDD', libelle: 'Contrat à durée déterminée', eligibleRemplacement: true },
        heuresHebdo: 24.5,
        metier: { metierId: 3, libelle: 'Aide médico-psychologique' },
        dateDebut: '2030-01-01',
        dateFin: '2030-06-30',
        cadre: false,
        nbJoursAstreintesAnnuels: 0,
        status: 'A venir',
        remplaceEmployeId: null,
        remplaceNomComplet: null,
      },
    ]);
    expect(await rolesDe(utilisateurId)).toContain(`ROLE_SALARIE_${o.etab.a}`);
    // The day after the first contract ends, another one may start.
    expect((await ajouter(employeId, cdd('2030-07-01', '2030-12-31'), o.as.adminA)).status).toBe(201);
  });

  it('answers 400 when the body names another employee', async () => {
    expectApiError(
      await ajouter(o.ids.collegueA.employeId, { employeId: 1, ...cdd('2040-01-01', '2040-06-30') }, o.as.adminA),
      400,
    );
  });
});

describe('PUT and DELETE /api/employe/:id/contrat/:contratId', () => {
  let employeId: number;
  let utilisateurId: number;
  let contratId: number;

  beforeAll(async () => {
    ({ employeId, utilisateurId } = await sansContrat());
    const r = await ajouter(employeId, cdd('2020-01-01', '2020-12-31'), o.as.adminA);
    contratId = r.body.contrats[0]!.contratId;
    await ajouter(employeId, cdd('2021-01-01', '2021-12-31'), o.as.adminA);
  });

  it('answers 401, then 403 or 404 by role, changing nothing', async () => {
    const avant = await t.db.select().from(contrat).where(eq(contrat.id, contratId));
    expectApiError(await modifier(employeId, contratId, cdd('2020-01-01', '2020-10-31')), 401);
    expectApiError(await supprimer(employeId, contratId), 401);
    for (const [qui, statut] of REFUS_GESTION_A) {
      expectApiError(await modifier(employeId, contratId, cdd('2020-01-01', '2020-10-31'), o.as[qui]), statut);
      expectApiError(await supprimer(employeId, contratId, o.as[qui]), statut);
    }
    expect(await t.db.select().from(contrat).where(eq(contrat.id, contratId))).toEqual(avant);
  });

  it('answers 404 for a contract of another employee', async () => {
    expectApiError(
      await modifier(o.ids.collegueA.employeId, contratId, cdd('2020-01-01', '2020-10-31'), o.as.adminA),
      404,
    );
    expectApiError(await supprimer(o.ids.collegueA.employeId, contratId, o.as.adminA), 404);
  });

  it('answers 409 when the change meets the other contract', async () => {
    const body = expectApiError(
      await modifier(employeId, contratId, cdd('2020-01-01', '2021-02-28'), o.as.adminA),
      409,
    );
    expect(body.message).toBe('Ce contrat chevauche le contrat CDD du 01/01/2021 au 31/12/2021');
  });

  it('changes the contract', async () => {
    const r = await modifier(
      employeId,
      contratId,
      cdd('2020-02-01', '2020-11-30', { contratTypeId: 4, heuresHebdo: 10 }),
      o.as.adminA,
    );
    expect(r.status, r.raw.body).toBe(200);
    const c = r.body.contrats.find((x) => x.contratId === contratId);
    expect(c).toMatchObject({ type: { acronyme: 'VAC' }, heuresHebdo: 10, dateDebut: '2020-02-01', status: 'Terminé' });
  });

  it('records the departure of a permanent employee: a CDI may get an end date', async () => {
    const { employeId: titulaireId } = await sansContrat();
    const cree = await ajouter(titulaireId, cdd('2015-01-01', null, { contratTypeId: 1 }), o.as.adminA);
    expect(cree.status, cree.raw.body).toBe(201);
    const cdiId = cree.body.contrats[0]!.contratId;
    const r = await modifier(titulaireId, cdiId, cdd('2015-01-01', '2022-06-30', { contratTypeId: 1 }), o.as.adminA);
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body).toMatchObject({
      status: 'Sorti(e)',
      contrats: [{ type: { acronyme: 'CDI' }, dateFin: '2022-06-30', status: 'Terminé' }],
    });
  });

  it('deletes the contract, and the employee registered without contract loses SALARIE', async () => {
    const r = await supprimer(employeId, contratId, o.as.adminA);
    expect(r.status).toBe(200);
    expect(r.body.contrats).toHaveLength(1);
    const dernier = r.body.contrats[0]!.contratId;
    await ajouter(employeId, cdd('2035-01-01', '2035-12-31'), o.as.adminA);
    expect(await rolesDe(utilisateurId)).toContain(`ROLE_SALARIE_${o.etab.a}`);
    const e = (await supprimer(employeId, dernier, o.as.adminA)).body;
    expect(e.status).toBe('A venir');
  });
});

describe('POST /api/employe/:remplacantId/contrat/remplacement', () => {
  let remplace: number;
  let vacataire: { employeId: number; utilisateurId: number };
  const remplacer = (remplacantId: number, body: object, qui: Appelant = null) =>
    api.as(qui).callBrut(apiRoutes.employe.creerRemplacement, { params: { remplacantId }, body });
  const corps = (overrides: Record<string, unknown> = {}) => ({
    type: 3,
    dateDebut: '2031-03-02',
    dateFin: '2031-03-20',
    remplaceId: remplace,
    remplaceSurTempsReel: true,
    ...overrides,
  });

  beforeAll(async () => {
    remplace = (
      await buildEmploye(t.db, {
        etablissementId: o.etab.a,
        contrat: { contratTypeId: 1, metierId: 7, heuresHebdo: 32, dateDebut: '2015-01-01' },
      })
    ).id;
    vacataire = await sansContrat();
  });

  it('answers 401 without a token', async () => {
    expectApiError(await remplacer(vacataire.employeId, corps()), 401);
  });

  it.each(REFUS_GESTION_A)('answers %s with %i', async (qui, statut) => {
    expectApiError(await remplacer(vacataire.employeId, corps(), o.as[qui]), statut);
  });

  it('answers 400 for someone replacing themself, a missing or ineligible type, reversed dates', async () => {
    const avant = await nbContrats();
    expect(expectApiError(await remplacer(remplace, corps(), o.as.adminA), 400).message).toBe(
      'Un employé ne se remplace pas lui-même',
    );
    expect(
      expectApiError(await remplacer(vacataire.employeId, corps({ type: undefined }), o.as.adminA), 400).fieldErrors
        ?.type,
    ).toBe('Le type de contrat est obligatoire');
    for (const type of [1, 5, 6]) {
      const body = expectApiError(await remplacer(vacataire.employeId, corps({ type }), o.as.adminA), 400);
      expect(body.fieldErrors?.type).toBe("Ce type de contrat n'ouvre pas au remplacement");
    }
    const dates = expectApiError(
      await remplacer(vacataire.employeId, corps({ dateFin: '2031-03-01' }), o.as.adminA),
      400,
    );
    expect(dates.fieldErrors?.dateFin).toBe('La date de fin doit suivre la date de début');
    expect(await nbContrats()).toBe(avant);
  });

  it('answers 404 for a replaced employee of another establishment', async () => {
    expectApiError(
      await remplacer(vacataire.employeId, corps({ remplaceId: o.ids.adminB.employeId }), o.as.adminA),
      404,
    );
  });

  it('answers 409 to a titulaire: they replace on their own contract', async () => {
    const body = expectApiError(await remplacer(o.ids.collegueA.employeId, corps(), o.as.adminA), 409);
    expect(body.message).toBe(
      "Un titulaire remplace sur son propre contrat : aucun contrat de remplacement n'est créé",
    );
  });

  it("creates the contract with the replaced employee's job and hours, and links them", async () => {
    const r = await remplacer(vacataire.employeId, { ...corps(), remplacantId: vacataire.employeId }, o.as.adminA);
    expect(r.status, r.raw.body).toBe(201);
    const e = r.body;
    expect(e.employeId).toBe(vacataire.employeId);
    expect(e.contrats[0]).toMatchObject({
      type: { acronyme: 'CDDR' },
      metier: { metierId: 7, libelle: 'Veilleur de nuit' },
      heuresHebdo: 32,
      dateDebut: '2031-03-02',
      dateFin: '2031-03-20',
      remplaceEmployeId: remplace,
      remplaceNomComplet: expect.stringMatching(/^Prenom\d+ Nom\d+$/),
    });
    expect(await rolesDe(vacataire.utilisateurId)).toContain(`ROLE_SALARIE_${o.etab.a}`);
  });

  it('takes no weekly hours when not on real time, and refuses an overlap', async () => {
    const r = await remplacer(
      vacataire.employeId,
      corps({ type: 4, dateDebut: '2031-04-01', dateFin: '2031-04-10', remplaceSurTempsReel: false }),
      o.as.adminA,
    );
    expect(r.status, r.raw.body).toBe(201);
    expect(r.body.contrats.find((c) => c.dateDebut === '2031-04-01')).toMatchObject({
      heuresHebdo: 0,
      type: { acronyme: 'VAC' },
    });
    expectApiError(
      await remplacer(vacataire.employeId, corps({ dateDebut: '2031-03-15', dateFin: '2031-03-25' }), o.as.adminA),
      409,
    );
  });

  it('answers 409 when the replaced employee has no contract', async () => {
    const sans = await sansContrat();
    const body = expectApiError(
      await remplacer(
        vacataire.employeId,
        corps({ remplaceId: sans.employeId, dateDebut: '2032-01-05', dateFin: '2032-01-09' }),
        o.as.adminA,
      ),
      409,
    );
    expect(body.message).toBe("L'employé remplacé n'a pas de contrat sur lequel s'appuyer");
  });
});
