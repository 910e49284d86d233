import { apiRoutes, type RouteDefinition } from '@roulement/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildCongesCredit, buildEmploye, buildUtilisateur } from './test/factories';
import { expectApiError } from './test/http';
import { buildTestApp, type TestApp } from './test/test-app';

/**
 * "Never a 500 for anything a client can send" (ARCHITECTURE.md §5), checked on every route of
 * the contract: garbage paths, queries and bodies, with an Administrateur token so that every
 * request gets past the permission check and reaches validation and the database.
 */

let sequence = 0;
/**
 * A valid body per route with a body: garbage is then put in one field at a time, so that it
 * reaches the service and the database rather than stopping at the first validation error.
 */
const AJUSTEMENT = 'Achat de vêtements pour la saison';
const EXEMPLES: Record<string, () => Record<string, unknown>> = {
  'auth.connexion': () => ({ email: 'admin@test.local', password: 'Demo-2026!' }),
  // A new e-mail each time, or every registration after the first would stop at the duplicate check.
  'auth.inscription': () => ({
    genre: 'Mr',
    nom: 'Nom',
    prenom: 'Prenom',
    email: `nouveau${++sequence}@test.local`,
    password: 'Neuf-2026!',
  }),
  'auth.modifier': () => ({
    genre: 'Mr',
    nom: 'Nom',
    prenom: 'Prenom',
    dateDeNaissance: '1980-01-01',
    telephonePro: null,
  }),
  // A wrong current password: the admin's own change would revoke the token every test here uses.
  'auth.changerMotDePasse': () => ({ currentPassword: 'Pas-le-bon-2026!', newPassword: 'Demo-2026!' }),
  'auth.premierAdministrateur': () => ({
    jeton: 'a'.repeat(43),
    genre: 'Mme',
    nom: 'Nom',
    prenom: 'Prenom',
    email: `premier${++sequence}@test.local`,
    password: 'Neuf-2026!',
  }),
  // Unknown tokens: the links' checks run, and nothing is changed.
  'auth.verifierInvitation': () => ({ jeton: 'b'.repeat(43) }),
  'auth.accepterInvitation': () => ({ jeton: 'b'.repeat(43), password: 'Neuf-2026!' }),
  'auth.motDePasseOublie': () => ({ email: 'inconnu@test.local' }),
  'auth.verifierReinitialisation': () => ({ jeton: 'c'.repeat(43) }),
  'auth.reinitialiserMotDePasse': () => ({ jeton: 'c'.repeat(43), password: 'Neuf-2026!' }),
  'administration.rafraichirAcl': () => ({ repository: 'utilisateur', idDebut: 0, idFin: 0 }),
  'administration.envoyerMailTest': () => ({ to: 'test@test.local' }),
  'delegation.creer': () => ({
    delegataireId: 1,
    etablissementId: exemple.etablissementId,
    dateDebut: '2035-01-01',
    dateFin: '2035-01-31',
  }),
  // Leave and credits name a real employee, so that garbage reaches the checks against the data.
  'conges.evaluer': () => congesExemple(),
  'conges.creer': () => congesExemple(),
  'conges.modifier': () => congesExemple(),
  'conges.crediter': () => creditExemple(),
  'demande.creerConges': () => congesExemple(),
  'demande.commenter': () => ({ commentaire: 'Un commentaire' }),
  'conges.modifierCredit': () => creditExemple(),
  'conges.crediterCongesAnnuels': () => ({ annee: 2030, mois: 1 }),
  'conges.crediterCongesTrimestriels': () => ({ annee: 2030, trimestre: 1 }),
  'conges.creerRegle': () => ({
    dateDebut: '2030-01-01',
    joursParMois: 2.5,
    joursParMoisMaladie: 2,
    joursParPalierAnciennete: 2,
    joursAncienneteMax: 6,
    trimestreEte: 3,
    joursTrimestriels: { educatif: 6, cadre: 6, paramedical: 3, administratif: 3, services_generaux: 3 },
  }),
  // Requests name member 1: garbage reaches the member's checks and the evaluation.
  'demande.evaluerHeuresSupp': () => ({ membreId: 1, date: '2030-01-07', heureDebut: 420, heureFin: 540 }),
  'demande.creerHeuresSupp': () => ({ membreId: 1, date: '2030-01-07', heureDebut: 420, heureFin: 540, creneau: null }),
  'demande.evaluerRecuperation': () => recuperationExemple(),
  'demande.creerRecuperation': () => recuperationExemple(),
  'employe.creer': () => ({
    utilisateur: {
      utilisateurId: 0,
      genre: 'Mme',
      nom: 'Nom',
      prenom: 'Prenom',
      email: `employe${++sequence}@test.local`,
    },
    etablissementId: exemple.etablissementId,
    emailPro: null,
    soldeRecupInitial: 0,
    soldeInitialCongesPayes: 1,
    soldeInitialCongesTrimestriels: 1,
    createMembreCommands: [],
  }),
  'employe.modifier': () => ({
    emailPro: 'pro@test.local',
    delegueDuPersonnel: false,
    administrateur: false,
    soldeRecupInitial: 0,
    dateEntreeAnciennete: '2020-01-01',
  }),
  'employe.crediterHeures': () => ({
    dateDapplication: '2026-01-05',
    nbHeures: 1,
    raison: 'PAIEMENT',
    commentaire: null,
  }),
  'employe.ajouterContrat': () => contratExemple(),
  'employe.modifierContrat': () => contratExemple(),
  'employe.creerRemplacement': () => ({
    type: 2,
    dateDebut: '2041-01-01',
    dateFin: '2041-01-31',
    remplaceId: exemple.employeId,
    remplaceSurTempsReel: true,
  }),
  'service.creer': () => ({ nom: 'Service', chefDeServiceId: 1, etablissementId: 1 }),
  'association.creer': () => ({ nom: 'Association', SIREN: '123456789', FINESS: null, SIRET: null }),
  'etablissement.creer': () => ({ associationId: 1, raisonSociale: 'Établissement', extensionSIRET: '00001' }),
  'etablissement.designerDirecteur': () => ({ employeId: 1 }),
  'etablissement.modifierReglages': () => ({ numeroUrgence: '01 84 00 00 14', relanceValidationJours: 3 }),
  'comptable.ajouter': () => ({ nouveauComptableUtilisateurId: 1 }),
  'comptable.retirer': () => ({ ancienComptableUtilisateurId: 1 }),
  'dispositif.creer': () => ({ libelle: 'Accueil temporaire', dureeMinimum: 1, dureeMaximum: 90 }),
  'service.renommer': () => ({ nouveauNom: 'Nouveau nom' }),
  'service.changerChef': () => ({ chefDeServiceId: 1 }),
  'service.joursFeriesAuto': () => ({ heuresSurJoursFeriesAutomatiques: true }),
  'service.validationAutonome': () => ({ validationAutonome: true }),
  'service.fermer': () => ({ idDuServiceAFermer: 1, dateDeFermeture: '2030-01-01' }),
  'repas.modifierHoraires': () => ({ debutMidi: 720, finMidi: 810, debutSoir: 1140, finSoir: 1200 }),
  'exportPaye.modifierCodes': () => ({ codes: [{ colonne: 'HEURES_NUIT', code: 'HNUIT' }] }),
  'membre.creer': () => ({ employeId: 1, serviceId: 1, couleur: '#EEEEEE', heuresHebdo: 35 }),
  'membre.remplacer': () => ({ membreARemplacerId: 1, employeRemplacantId: 1, dateDuRemplacement: '2030-01-07' }),
  'membre.modifier': () => ({ membreId: 1, heuresHebdo: 35, couleur: '#EEEEEE' }),
  'usager.creerAccueil': () => ({
    usagerId: 1,
    serviceId: 1,
    dateDeDebutDAccueil: '2030-01-07',
    dateDeFinDAccueil: null,
  }),
  'usager.initialiserFiche': () => ({ etablissementId: 1, usagerId: 1 }),
  'usager.ajuster': () => ({
    ficheAIMId: 1,
    explication: AJUSTEMENT,
    operations: [{ posteAIMId: 'HABILLEMENT', montant: 10 }],
  }),
  'usager.retirerAjustement': () => ({ ficheAIMId: 1, ajustementId: 1 }),
  'usager.modifierAjustement': () => ({
    ficheAIMId: 1,
    ajustementId: 1,
    explication: AJUSTEMENT,
    operations: [{ posteAIMId: 'HABILLEMENT', montant: 10 }],
  }),
  'usager.demanderValidation': () => ({ ficheAIMId: 1, commentaire: 'Merci' }),
  'usager.preparerVersements': () => ({
    ficheAIMId: 1,
    usagerId: 1,
    etablissementId: 1,
    datesDeVersement: ['2030-01-07'],
    lignesVersements: [{ posteAIMId: 'HABILLEMENT', montant: 10 }],
    moyenDePaiementId: 'ESPECE',
  }),
  'usager.modifierModele': () => ({ serviceId: 1, postesAIMPrevus: { HABILLEMENT: 30 } }),
  'usager.ordonnerModele': () => ({ serviceId: 1, modelePosteAIMId: 1, position: 1 }),
  'planning.remplacer': () => ({ remplaceId: 1, remplacant: 1, heureDebut: 420, heureFin: 840 }),
  'planning.creerTravail': () => ({ membreId: 1, date: '2030-01-07', heureDebut: 420, heureFin: 840 }),
  'planning.restaurerDuTempsDeTravail': () => ({ creneauId: 1 }),
  'planning.retirerDuTempsDeTravail': () => ({ creneauId: 1 }),
  'planning.modifier': () => ({ creneauId: 1, nouvelleHeureDebut: 420, nouvelleHeureFin: 900, action: 'DEPLACER' }),
  'planning.creerFormation': () => ({
    membreId: 1,
    date: '2030-01-07',
    heureDebut: 540,
    heureFin: 1020,
    labelFormation: 'Premiers secours',
  }),
  'modele.publier': () => ({ semaineMiseEnApplication: { semaine: 2, annee: 2030 }, debutCyclePublication: 1 }),
  'modele.interchangerMembre': () => ({ remplaceMembreId: 1, remplacantMembreId: 2 }),
  'modele.creerJourDeRepos': () => ({ ordreSemaine: 1, jourId: 6, membreId: 1, demiJour: false }),
  'modele.modifierJourDeRepos': () => ({ ordreSemaine: 1, modeleJourDeReposId: 1, jourId: 7, demiJour: true }),
  'modele.creerCreneau': () => ({ ordreSemaine: 1, jourId: 1, heureDebut: 420, heureFin: 840, membreId: 1 }),
  'modele.modifierCreneau': () => ({
    modeleCreneauDeTravailId: 1,
    ordreSemaine: 1,
    jourId: 1,
    heureDebut: 420,
    heureFin: 900,
    membreId: 1,
  }),
  'astreinte.generer': () => ({
    etablissementId: exemple.etablissementId,
    nbJoursParEmployesParAn: { [exemple.employeId]: 60 },
  }),
  'astreinte.publier': () => ({
    etablissementId: exemple.etablissementId,
    modeleAPublier: { semaines: [{ ordre: 1, employeId: exemple.employeId }] },
    dateMiseEnApplication: '2026-01-05',
    debutCyclePublication: 1,
  }),
  'astreinte.modifier': () => ({
    dateAModifier: '2026-01-06',
    employeIdAMettreDastreinte: exemple.employeId,
    etablissementIdDuPlanningAModifier: exemple.etablissementId,
  }),
  'astreinte.modifierSemaine': () => ({
    semaine: 2,
    annee: 2026,
    employeId: exemple.employeId,
    etablissementId: exemple.etablissementId,
  }),
  'astreinte.supprimer': () => ({ dateAVider: '2026-01-06', etablissementId: exemple.etablissementId }),
  'astreinte.supprimerSemaine': () => ({ semaine: 2, annee: 2026, etablissementId: exemple.etablissementId }),
};

/** The employee the leave, credit and contract examples point at, created in beforeAll. */
const exemple = { employeId: 1, etablissementId: 1 };
const congesExemple = () => ({
  employeId: exemple.employeId,
  type: 1,
  dateDebut: '2035-06-04',
  dateFin: '2035-06-05',
  demiJournee: 0,
  commentaire: null,
});
const creditExemple = () => ({
  employeId: exemple.employeId,
  type: 1,
  date: '2035-01-01',
  nbJours: 1,
  exceptionnel: true,
  dateExpiration: null,
  commentaire: null,
});
const recuperationExemple = () => ({
  membreId: 1,
  dateDebut: '2030-01-07',
  heureDebut: 420,
  dateFin: '2030-01-08',
  heureFin: 840,
  commentaire: null,
});
const contratExemple = () => ({
  contrat: { contratTypeId: 2, metierId: 1, heuresHebdo: 35, dateDebut: '2040-01-01', dateFin: '2040-01-31' },
});

const GARBAGE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2 ** 70,
  '',
  ' ',
  'abc',
  'a\u0000b',
  '\ud800',
  '0000-01-01',
  '9999-99-99',
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  {},
  [],
  ['a', 'b'],
  { $gt: '' },
];
const GARBAGE_PARAMS = ['abc', '-1', '0', '1.5', '1e3', '99999999999999999999', '%00', '%C3%A9', 'null', '%20', '1'];
const GARBAGE_QUERY = [
  'abc',
  '',
  '-1',
  '0',
  '1.5',
  '1e999',
  '99999999999999999999',
  '%00',
  'a%00@b.fr',
  'x'.repeat(5000),
  '%ZZ',
];

const routes = Object.entries(apiRoutes).flatMap(([domaine, list]) =>
  Object.entries(list as Record<string, RouteDefinition>).map(([nom, route]) => ({ id: `${domaine}.${nom}`, route })),
);

const keysOf = (schema: z.ZodType | undefined): string[] => {
  if (!schema) return [];
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};

function pathsOf(route: RouteDefinition): string[] {
  const names = route.path.match(/:[A-Za-z_]+/g) ?? [];
  if (names.length === 0) return [`/api${route.path}`];
  return GARBAGE_PARAMS.map((value) => `/api${names.reduce((p, n) => p.replace(n, value), route.path)}`);
}

function queriesOf(route: RouteDefinition): string[] {
  const keys = keysOf(route.query);
  const queries = ['', '?_page=1&_page=2', '?%00=1'];
  for (const key of keys) {
    for (const value of GARBAGE_QUERY) queries.push(`?${key}=${value}`);
    queries.push(`?${key}=1&${key}=2`, `?${key}[a]=1`, `?${key}`);
  }
  return queries;
}

function bodiesOf(id: string, route: RouteDefinition): Pick<InjectOptions, 'payload' | 'headers'>[] {
  const json = { 'content-type': 'application/json' };
  const raw = (payload: string | Buffer, type = 'application/json') => ({ payload, headers: { 'content-type': type } });
  const bodies: Pick<InjectOptions, 'payload' | 'headers'>[] = [
    raw('{"a":'),
    raw(''),
    raw('null'),
    raw('[]'),
    raw('"texte"'),
    raw('42'),
    raw('{"__proto__":{"admin":true}}'),
    raw('{"constructor":{"prototype":{"admin":true}}}'),
    raw(`{"x":"${'a'.repeat(1_100_000)}"}`),
    raw('{}', 'text/plain'),
    raw('<xml/>', 'application/xml'),
    raw('a=1&b=2', 'application/x-www-form-urlencoded'),
    raw('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', 'multipart/form-data; boundary=x'),
    raw('\u0000\u0001\u0002', 'application/octet-stream'),
  ];
  const exemple: () => Record<string, unknown> = EXEMPLES[id] ?? (() => ({}));
  for (const key of keysOf(route.body)) {
    for (const value of GARBAGE_VALUES) {
      bodies.push({ payload: JSON.stringify({ ...exemple(), [key]: value }), headers: json });
    }
    const { [key]: _omitted, ...sans } = exemple();
    bodies.push({ payload: JSON.stringify(sans), headers: json });
  }
  return bodies;
}

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
  admin = await t.login('admin@test.local');
  const employe = await buildEmploye(t.db, {
    contrat: { contratTypeId: 2, dateDebut: '2020-01-01', dateFin: '2039-12-31' },
  });
  await buildCongesCredit(t.db, { employeId: employe.id, nbJours: 100 });
  Object.assign(exemple, { employeId: employe.id, etablissementId: employe.etablissementId });
});
afterAll(() => t.close());

describe('no request a client can send gets a 500', () => {
  it('has a valid example body for every route that takes one', () => {
    const manquants = routes.filter(({ id, route }) => route.body && !EXEMPLES[id]).map(({ id }) => id);
    expect(manquants).toEqual([]);
  });

  it.each(routes)('$id answers < 500 with a French error for garbage', async ({ id, route }) => {
    const requests: InjectOptions[] = [];
    const method = route.method;
    for (const url of pathsOf(route)) requests.push({ method, url });
    for (const query of queriesOf(route)) requests.push({ method, url: `${pathsOf(route).at(-1)}${query}` });
    if (method !== 'GET') {
      for (const body of bodiesOf(id, route)) requests.push({ method, url: pathsOf(route).at(-1)!, ...body });
    }
    const failures: string[] = [];
    for (const request of requests) {
      // Signing out ends the session of its token: that route gets a token of its own each time.
      const auth = id === 'auth.deconnexion' ? await t.login('admin@test.local') : admin;
      const r = await t.inject({ ...request, headers: { ...auth, ...request.headers } });
      const label = `${request.method} ${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)}`;
      if (r.statusCode >= 500) failures.push(`${r.statusCode} ← ${label}`);
      else if (r.statusCode >= 400) expectApiError(r, r.statusCode);
    }
    expect(failures).toEqual([]);
  });

  it('answers a French 404 for an unknown API path, and 405-like paths as 404', async () => {
    expectApiError(await t.inject({ method: 'GET', url: '/api/nexiste/pas', headers: admin }), 404, 'NOT_FOUND');
    expectApiError(await t.inject({ method: 'DELETE', url: '/api/etablissement', headers: admin }), 404);
    expectApiError(await t.inject({ method: 'GET', url: '/api', headers: admin }), 404);
  });

  it('documents every route of the contract in the OpenAPI document', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(r.statusCode).toBe(200);
    const paths = Object.keys(r.json().paths as Record<string, unknown>);
    for (const { route } of routes) {
      expect(paths).toContain(`/api${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    }
  });

  it('uses zod in French for its default messages', () => {
    expect(z.number().safeParse('a').error?.issues[0]?.message).toBe(
      'Entrée invalide : nombre attendu, chaîne de caractères reçu',
    );
  });
});
