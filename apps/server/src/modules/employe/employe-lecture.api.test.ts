import {
  type Employe,
  EmployeSchema,
  jourIdDe,
  numeroSemaine,
  type Recuperations,
  semaineDe,
} from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInParis } from '../../lib/dates';
import { ajouterJours } from '../../lib/jours';
import {
  buildConges,
  buildCongesCredit,
  buildEmploye,
  buildEtablissement,
  buildHeureCredit,
  buildMembre,
  buildService,
  buildUtilisateur,
} from '../../test/factories';
import { buildCreneau } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { type Auth, buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let o: Organisation;
const aujourdhui = todayInParis();

const get = (url: string, headers?: Auth) => t.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

/** An employee of A with a user named as given. */
async function employeNomme(
  prenom: string,
  nom: string,
  contrat: NonNullable<Parameters<typeof buildEmploye>[1]>['contrat'],
) {
  const u = await buildUtilisateur(t.db, { prenom, nom });
  return buildEmploye(t.db, { utilisateurId: u.id, etablissementId: o.etab.a, contrat });
}

let statuts: Record<'present' | 'aVenir' | 'enregistre' | 'sorti' | 'tiret', number>;

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
  statuts = {
    present: (await employeNomme('Élodie', 'Lefèvre', { dateDebut: '2020-01-01', metierId: 2 })).id,
    aVenir: (
      await employeNomme('Zoé', 'Abadie', {
        contratTypeId: 2,
        dateDebut: '2035-01-01',
        dateFin: '2035-06-30',
      })
    ).id,
    enregistre: (await employeNomme('Bruno', 'Ébène', null)).id,
    sorti: (
      await employeNomme('Yves', 'Martin', {
        contratTypeId: 2,
        dateDebut: '2019-01-01',
        dateFin: '2020-12-31',
      })
    ).id,
    tiret: (await employeNomme('Jean-Pierre', "d'Arc", { dateDebut: '2021-03-01' })).id,
  };
});
afterAll(() => t.close());

describe('GET /api/employe/etablissement/:id', () => {
  const lister = (id: number, headers?: Auth) => get(`/api/employe/etablissement/${id}`, headers);

  it('answers 401 without a token', async () => {
    expectApiError(await lister(o.etab.a), 401);
  });

  it.each([
    ['salarieA', 403],
    ['directeurA', 403],
    ['comptableA', 403],
    ['adminB', 404],
  ] as const)('answers %s with %i', async (qui, statut) => {
    expectApiError(await lister(o.etab.a, o.as[qui]), statut);
  });

  it('answers 404 for an unknown establishment', async () => {
    expectApiError(await lister(999_999, o.as.admin), 404);
  });

  it.each(['adminA', 'adminSiege', 'admin'] as const)(
    'lists every employee of A, sorted by name, for %s',
    async (qui) => {
      const r = await lister(o.etab.a, o.as[qui]);
      expect(r.statusCode).toBe(200);
      const list = r.json() as { employeId: number; utilisateur: { nom: string } }[];
      const noms = list.map((e) => e.utilisateur.nom);
      // French order: « Ébène » with the E, « d'Arc » with the D.
      expect(noms.indexOf('Abadie')).toBe(0);
      expect(noms.indexOf("d'Arc")).toBeLessThan(noms.indexOf('Ébène'));
      expect(noms.indexOf('Ébène')).toBeLessThan(noms.indexOf('Lefèvre'));
      expect(noms.indexOf('Lefèvre')).toBeLessThan(noms.indexOf('Martin'));
      expect(list.map((e) => e.employeId)).not.toContain(o.ids.adminB.employeId);
      expect(list).toHaveLength(9);
    },
  );

  it('gives each employee the status of their contracts and the current job', async () => {
    const list = (await lister(o.etab.a, o.as.adminA)).json() as {
      employeId: number;
      status: string;
      complementStatus: string | null;
      metier: string | null;
    }[];
    const de = (id: number) => list.find((e) => e.employeId === id);
    expect(de(statuts.present)).toMatchObject({
      status: 'Présent(e)',
      complementStatus: null,
      metier: 'Moniteur éducateur',
    });
    expect(de(statuts.aVenir)).toMatchObject({ status: 'A venir', complementStatus: 'à compter du 01/01/2035' });
    expect(de(statuts.enregistre)).toMatchObject({ status: 'Enregistré(e)', metier: null });
    expect(de(statuts.sorti)).toMatchObject({ status: 'Sorti(e)', complementStatus: 'depuis le 31/12/2020' });
  });

  it('costs the same number of queries for 10 or 30 employees', async () => {
    const etab = await buildEtablissement(t.db, { associationId: o.etab.associationId, siegeSocialId: o.etab.siege });
    const ajouter = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const e = await buildEmploye(t.db, {
          etablissementId: etab.id,
          contrat: { dateDebut: '2020-01-01', dateFin: null },
        });
        await buildConges(t.db, { employeId: e.id, dateDebut: '2026-02-02' });
      }
    };
    await ajouter(10);
    const peu = await t.queries.during(async () => {
      expect((await lister(etab.id, o.as.adminSiege)).json()).toHaveLength(10);
    });
    await ajouter(20);
    const beaucoup = await t.queries.during(async () => {
      expect((await lister(etab.id, o.as.adminSiege)).json()).toHaveLength(30);
    });
    expect(beaucoup).toBe(peu);
    // The establishment (permission), then the employees with their contracts.
    expect(peu).toBe(2);
  });
});

describe('GET /api/employe?_recherche&_etablissementId', () => {
  const chercher = (terme: string, etablissementId: number | string, headers?: Auth) =>
    get(`/api/employe?_recherche=${encodeURIComponent(terme)}&_etablissementId=${etablissementId}`, headers);
  const trouves = async (terme: string) => {
    const r = await chercher(terme, o.etab.a, o.as.adminA);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { employeId: number }[]).map((e) => e.employeId);
  };

  it('answers 401 without a token, 403 to a plain employee, 404 to another establishment’s administrator', async () => {
    expectApiError(await chercher('lefevre', o.etab.a), 401);
    expectApiError(await chercher('lefevre', o.etab.a, o.as.salarieA), 403);
    expectApiError(await chercher('lefevre', o.etab.a, o.as.adminB), 404);
  });

  it('answers 400 without an establishment', async () => {
    const body = expectApiError(await get('/api/employe?_recherche=a', o.as.adminA), 400);
    expect(body.fieldErrors?._etablissementId).toBeDefined();
  });

  it.each([
    ['élodie', 'present'],
    ['ELODIE', 'present'],
    ['lefevre', 'present'],
    ['Lefèvre Élodie', 'present'],
    ['  elo   lef ', 'present'],
    ['jean pierre', 'tiret'],
    ['Jean-Pierre', 'tiret'],
    ["d'arc", 'tiret'],
    ['ebene', 'enregistre'],
  ] as const)('finds « %s » whatever the accents, case and word order', async (terme, qui) => {
    expect(await trouves(terme)).toEqual([statuts[qui]]);
  });

  it('treats % and _ as letters, and finds nobody for a name of another establishment', async () => {
    expect(await trouves('%')).toEqual([]);
    expect(await trouves('_')).toEqual([]);
    const autre = await buildUtilisateur(t.db, { prenom: 'Unique', nom: 'Ailleurs' });
    await buildEmploye(t.db, { utilisateurId: autre.id, etablissementId: o.etab.b });
    expect(await trouves('ailleurs')).toEqual([]);
  });

  it('lists the whole establishment, sorted by name, for an empty term', async () => {
    const ids = await trouves('');
    expect(ids[0]).toBe(statuts.aVenir);
    expect(ids.length).toBeGreaterThanOrEqual(9);
  });

  it('follows a change of name (the searchable form is kept by PUT /utilisateur)', async () => {
    const u = await buildUtilisateur(t.db, { prenom: 'Avant', nom: 'Renommé', email: 'renomme@test.local' });
    const e = await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: o.etab.a });
    const r = await t.inject({
      method: 'PUT',
      url: `/api/utilisateur/${u.id}`,
      headers: o.as.admin,
      payload: { genre: 'Mme', nom: 'Çelik', prenom: 'Anaïs', dateDeNaissance: null, telephonePro: null },
    });
    expect(r.statusCode).toBe(200);
    expect(await trouves('anais celik')).toEqual([e.id]);
    expect(await trouves('renomme')).toEqual([]);
  });
});

describe('GET /api/employe/:id', () => {
  let riche: number;
  const lire = (id: number | string, headers?: Auth) => get(`/api/employe/${id}`, headers);

  beforeAll(async () => {
    riche = o.ids.salarieA.employeId;
    const service = await buildService(t.db, { etablissementId: o.etab.a, nom: 'Foyer' });
    await buildMembre(t.db, { serviceId: service.id, employeId: riche, heuresHebdo: 35, couleur: '#90CAF9' });
    await buildCongesCredit(t.db, { employeId: riche, congesTypeId: 1, date: '2026-01-01', nbJours: 25 });
    await buildCongesCredit(t.db, {
      employeId: riche,
      congesTypeId: 2,
      date: '2020-01-01',
      nbJours: 6,
      dateExpiration: '2020-03-31',
    });
    await buildConges(t.db, { employeId: riche, congesTypeId: 1, dateDebut: '2026-06-01', dateFin: '2026-06-06' });
    await buildConges(t.db, { employeId: riche, congesTypeId: 1, dateDebut: '2035-06-04', dateFin: '2035-06-08' });
    await buildConges(t.db, { employeId: riche, congesTypeId: 4, dateDebut: '2035-01-01', dateFin: '2035-01-03' });
    await buildConges(t.db, { employeId: riche, congesTypeId: 5, dateDebut: '2026-02-02', demandeCongesId: 77 });
    await buildHeureCredit(t.db, { employeId: riche, date: '2026-01-15', minutes: 120, raison: 'PAIEMENT' });
    await buildHeureCredit(t.db, { employeId: riche, date: ajouterJours(aujourdhui, 30), minutes: -30 });
  });

  it('answers 401 without a token', async () => {
    expectApiError(await lire(riche), 401);
  });

  it.each([
    ['collegueA', 403],
    ['comptableA', 403],
    ['adminB', 404],
  ] as const)('answers %s with %i', async (qui, statut) => {
    expectApiError(await lire(riche, o.as[qui]), statut);
  });

  it('answers 404 for an unknown employee', async () => {
    expectApiError(await lire(999_999, o.as.admin), 404);
  });

  it.each([
    ['adminA', true],
    ['adminSiege', true],
    ['admin', true],
    ['directeurA', false],
    ['salarieA', false],
  ] as const)('shows the record to %s (modifier: %s)', async (qui, modifier) => {
    const r = await lire(riche, o.as[qui]);
    expect(r.statusCode, r.body).toBe(200);
    const e = r.json() as Employe;
    expect(e.abilities).toEqual({ modifier, voirSoldes: true });
    expect(e.conges.every((c) => c.abilities.modifier === (modifier && c.demandeCongesId === null))).toBe(true);
    expect(e.congesCredits.every((c) => c.abilities.supprimer === modifier)).toBe(true);
  });

  it('assembles contracts, leave, credits, balances and memberships', async () => {
    const e = EmployeSchema.parse((await lire(riche, o.as.adminA)).json());
    expect(e).toMatchObject({
      employeId: riche,
      status: 'Présent(e)',
      titulaire: true,
      salarie: true,
      heuresDeTravail: null,
      etablissement: { etablissementId: o.etab.a, siegeSocialId: o.etab.siege, raisonSociale: 'Établissement A' },
      indisponibilites: [],
    });
    expect(e.contrats[0]).toMatchObject({ status: 'En cours', type: { contratTypeId: 1, acronyme: 'CDI' } });
    expect(e.membres).toEqual([
      {
        membreId: expect.any(Number),
        serviceId: expect.any(Number),
        serviceNom: 'Foyer',
        couleur: '#90CAF9',
        heuresHebdo: 35,
      },
    ]);
    // Leave newest first, with the count of their mode.
    expect(e.conges.map((c) => [c.type.congesTypeId, c.dateDebut, c.nbJours])).toEqual([
      [1, '2035-06-04', 5],
      [4, '2035-01-01', 3],
      [1, '2026-06-01', 6],
      [5, '2026-02-02', 1],
    ]);
    const fromRequest = e.conges.find((c) => c.demandeCongesId === 77)!;
    expect(fromRequest.abilities).toEqual({ modifier: false, supprimer: false });
    // Paid leave: 25 − 6 taken = 19 today, − 5 planned = 14; quarterly: expired in 2020.
    const solde = (id: number) => e.congesSoldes.find((s) => s.congesType.congesTypeId === id);
    expect(solde(1)).toMatchObject({ solde: 19, soldeFutur: 14 });
    expect(solde(2)).toMatchObject({ solde: 0, soldeFutur: 0 });
    expect(solde(3)).toMatchObject({ solde: 0, soldeFutur: 0 });
    expect(e.congesSoldes.map((s) => s.congesType.congesTypeId)).toEqual([1, 2, 3]);
    expect(e.recuperations).toMatchObject({
      soldeRecupInitial: 0,
      soldeDeRecuperationADate: 120,
      soldeDeRecuperationTotal: 90,
    });
    expect(Object.keys(e.recuperations.detailsParDateAVenir)).toEqual([ajouterJours(aujourdhui, 30)]);
  });

  it('counts "Autres congés" of this calendar year only', async () => {
    const e = (await lire(riche, o.as.adminA)).json() as Employe;
    // 2026-02-02 exceptional leave counts when this year is 2026; the 2035 illness never.
    const attendu = aujourdhui.startsWith('2026') ? 1 : 0;
    expect(e.autresConges).toEqual({ nbJoursADate: attendu, nbJoursTotal: attendu });
  });

  it('costs a fixed number of queries however much the employee holds', async () => {
    const avant = await t.queries.during(() => lire(riche, o.as.adminA));
    for (let i = 0; i < 15; i++) {
      await buildCongesCredit(t.db, {
        employeId: riche,
        congesTypeId: 1,
        date: `2027-01-${String(i + 1).padStart(2, '0')}`,
        nbJours: 1,
      });
      await buildConges(t.db, {
        employeId: riche,
        congesTypeId: 4,
        dateDebut: `2028-02-${String(i + 1).padStart(2, '0')}`,
      });
      await buildHeureCredit(t.db, {
        employeId: riche,
        date: `2027-03-${String(i + 1).padStart(2, '0')}`,
        minutes: 15,
      });
    }
    const apres = await t.queries.during(() => lire(riche, o.as.adminA));
    expect(apres).toBe(avant);
    // The record with all it holds, and the leave types, in one statement.
    expect(avant).toBe(1);
  });
});

describe('GET /api/employe/utilisateur/:id (profile balances)', () => {
  const fiches = (id: number, headers?: Auth) => get(`/api/employe/utilisateur/${id}`, headers);

  it('answers 401 without a token', async () => {
    expectApiError(await fiches(o.ids.salarieA.utilisateurId), 401);
  });

  it('answers the user one record per establishment they work in', async () => {
    const u = await buildUtilisateur(t.db, { email: 'double@test.local' });
    await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: o.etab.a });
    await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: o.etab.b });
    const r = await fiches(u.id, await t.login('double@test.local'));
    expect(r.statusCode).toBe(200);
    const list = r.json() as Employe[];
    expect(list.map((e) => e.etablissement.etablissementId)).toEqual([o.etab.a, o.etab.b].sort((x, y) => x - y));
    expect(list.every((e) => e.abilities.modifier === false && e.abilities.voirSoldes)).toBe(true);
    expect((await fiches(u.id, o.as.admin)).json()).toHaveLength(2);
  });

  it('answers 403 to an administrator who sees the user, 404 to one who does not', async () => {
    expectApiError(await fiches(o.ids.salarieA.utilisateurId, o.as.adminA), 403);
    expectApiError(await fiches(o.ids.salarieA.utilisateurId, o.as.adminB), 404);
  });

  it('answers an empty list for a user without employment', async () => {
    expect((await fiches(o.ids.admin, o.as.admin)).json()).toEqual([]);
  });
});

describe('the planning in the record (recovery deviations, worked hours, unavailability)', () => {
  const jour = (n: number) => ajouterJours(aujourdhui, n);
  let cdd: number;
  let utilisateurId: number;
  let serviceId: number;
  let travailId: number;

  beforeAll(async () => {
    const u = await buildUtilisateur(t.db, { email: 'planning.cdd@test.local' });
    utilisateurId = u.id;
    cdd = (
      await buildEmploye(t.db, {
        utilisateurId,
        etablissementId: o.etab.a,
        contrat: { contratTypeId: 2, dateDebut: jour(-30), dateFin: jour(30) },
      })
    ).id;
    serviceId = (await buildService(t.db, { etablissementId: o.etab.a })).id;
    const membreId = (await buildMembre(t.db, { serviceId, employeId: cdd, heuresHebdo: 35 })).id;
    const creneau = (values: Omit<Parameters<typeof buildCreneau>[1], 'serviceId' | 'membreId'>) =>
      buildCreneau(t.db, { serviceId, membreId, ...values });
    travailId = (await creneau({ date: jour(-3), heureDebut: 420, heureFin: 840 })).id; // 420 min
    await creneau({
      date: jour(-3),
      heureDebut: 840,
      heureFin: 900,
      type: 'CreneauHeuresSupplementaires',
      origineCreneauId: travailId,
    });
    await creneau({ date: jour(-2) }); // a day of leave: not worked
    await creneau({ date: jour(-40) }); // before the contract
    await creneau({ date: jour(5) }); // 420 min planned
    await creneau({ date: jour(6), heureDebut: 540, heureFin: 660, type: 'CreneauDeFormation' });
    await creneau({ date: jour(6), heureDebut: 600, heureFin: 660, type: 'CreneauDeRecuperation' });
    await buildConges(t.db, { employeId: cdd, congesTypeId: 4, dateDebut: jour(-2) });
    await buildConges(t.db, { employeId: cdd, congesTypeId: 4, dateDebut: jour(400) }); // beyond a year
  });

  const attendreRecuperations = (rec: Recuperations) => {
    expect(rec.soldeDeRecuperationADate).toBe(60);
    expect(rec.soldeDeRecuperationTotal).toBe(60 + 120 - 60);
    expect(rec.detailsParDatePasse[jour(-3)]).toEqual({
      solde: 60,
      credits: [],
      ecarts: [
        {
          creneauTriId: travailId,
          type: 'Heures complémentaires',
          date: jour(-3),
          heureDebut: 840,
          heureFin: 900,
          soldeEnMinute: 60,
          serviceId,
          numeroSemaine: numeroSemaine(semaineDe(jour(-3))),
        },
      ],
    });
    expect(rec.detailsParDateAVenir[jour(6)]?.ecarts.map((e) => [e.type, e.soldeEnMinute])).toEqual([
      ['Heures de formation', 120],
      ['Récupération', -60],
    ]);
  };

  it('adds the planning deviations to the recovery balance, on every route that answers it', async () => {
    const fiche = (await get(`/api/employe/${cdd}`, o.as.adminA)).json() as Employe;
    EmployeSchema.parse(fiche);
    attendreRecuperations(fiche.recuperations);
    attendreRecuperations((await get(`/api/employe/${cdd}/recuperation`, o.as.adminA)).json() as Recuperations);
    const profil = (
      await get(`/api/employe/utilisateur/${utilisateurId}`, await t.login('planning.cdd@test.local'))
    ).json() as Employe[];
    attendreRecuperations(profil[0]!.recuperations);
  });

  it('counts the worked hours of the current contract, days of leave excluded', async () => {
    const attendu = { aDate: 420 + 60, prevues: 420 + 60 + 420 + 120 };
    expect(((await get(`/api/employe/${cdd}`, o.as.adminA)).json() as Employe).heuresDeTravail).toEqual(attendu);
    expect((await get(`/api/employe/${cdd}/soldesDheuresDeTravail`, o.as.adminA)).json()).toEqual(attendu);
  });

  it('lists the days of leave as unavailability, from a week ago to a year ahead', async () => {
    const fiche = (await get(`/api/employe/${cdd}`, o.as.adminA)).json() as Employe;
    expect(fiche.indisponibilites).toEqual([{ jour: { jourId: jourIdDe(jour(-2)) }, semaine: semaineDe(jour(-2)) }]);
  });

  it('still reads the record in one statement, slots included', async () => {
    expect(await t.queries.during(() => get(`/api/employe/${cdd}`, o.as.adminA))).toBe(1);
  });
});
