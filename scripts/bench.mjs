// `npm run bench`: the built server on a fresh large data set, once on PostgreSQL and once on the
// embedded database. Each read is measured with autocannon and printed as a ratio to the no-op
// route (the framework's ceiling on this machine), measured again just before it: on a shared
// two-core machine the ceiling alone was seen to move from 9,300 to 15,600 req/s within minutes,
// so each ratio compares two neighbouring measures. Budgets come from the issues.
// BENCH_DRIVERS=pg (or pglite) runs one half only; BENCH_ONLY=<regexp> keeps the measures whose
// label matches (`BENCH_ONLY=demande` for the requests' reads and the acceptance).
// Issue 24: the capacity of a Monday morning (scripts/bench/charge.mjs, decision 082) closes each
// half; BENCH_PALIERS=250,500 sets its steps, BENCH_CHARGE_SECONDES the measured time of a step,
// BENCH_CAPACITE=0 skips it. BENCH_PG_BASE names the PostgreSQL database it creates and drops
// (roulement_bench), so that two worktrees can measure on one server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import autocannon from 'autocannon';
import { addDays, format, getISOWeek, getISOWeekYear, nextMonday } from 'date-fns';
import pg from 'pg';
import { afficherTableau, appelUnique, capacite, connecter, P95_MAX_MS } from './bench/charge.mjs';
import { lireEquipe, MELANGE, ouvrirFichesDuMois } from './bench/parcours.mjs';
import {
  JS_AVANT_CONNEXION_BUDGET_KO,
  JS_MON_PLANNING_BUDGET_KO,
  mesurerTelephone,
  PREMIER_AFFICHAGE_BUDGET_MS,
  RESEAUX,
} from './bench/telephone.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_BASE = process.env.BENCH_PG_BASE ?? 'roulement_bench';
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pg,pglite').split(',');
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const retenue = (label) => !ONLY || ONLY.test(label);
const CAPACITE = process.env.BENCH_CAPACITE !== '0';
const CHARGE_SECONDES = Number(process.env.BENCH_CHARGE_SECONDES ?? 30);
const REFLEXION_MS = 5000;
/** Issue 24's budgets: the whole large association on PostgreSQL, 300 users on the embedded database. */
const CAPACITE_BUDGET = { pg: 2000, pglite: 300 };
const PALIERS = {
  pg: [250, 500, 1000, 2000, 3000],
  pglite: [100, 200, 300, 500, 1000],
};

/**
 * Issue 24: the per-read ratio is a regression guard only, not a target. An N+1 query or a missing
 * index costs 10 to 100 times; 1 % of the no-op route catches them and nothing finer.
 */
const GARDE = 0.01;

/** What is measured: [label, path, account, budget as a fraction of the ceiling]. */
const READS = [
  ['GET /api/calendrier/jour (jeton seul, aucune requête SQL)', '/api/calendrier/jour', 'salarie@demo.test', GARDE],
  ['GET /api/etablissement (1 requête indexée)', '/api/etablissement', 'salarie@demo.test', GARDE],
  [
    'GET /api/utilisateur/email (3 requêtes indexées)',
    '/api/utilisateur/email?_search=salarie%40demo.test',
    'salarie@demo.test',
    GARDE,
  ],
  ['GET /api/acl?_taille=50 (Administrateur, page de 50)', '/api/acl?_taille=50', 'admin@demo.test', GARDE],
  [
    'GET /api/employe/etablissement/14 (liste, 3 requêtes préparées)',
    '/api/employe/etablissement/14',
    'rh@demo.test',
    GARDE,
  ],
  // A path may be found at run time: here the record of salarie@demo.test, who has leave and credits.
  ['GET /api/employe/:id (fiche complète, 8 requêtes préparées)', employeDuSalarie, 'rh@demo.test', GARDE],
  // Issue 4: the week of the large data set's 30-member service, and a member's own week.
  [
    'GET /api/creneau/service/:id/semaine (30 membres, 5 requêtes préparées)',
    semaineDuServiceDe30,
    'membre30@large.test',
    GARDE,
  ],
  [
    'GET /api/creneau/utilisateur/:id (mon planning, 5 requêtes préparées)',
    planningDuMembre30,
    'membre30@large.test',
    GARDE,
  ],
  // Issue 10: the director's 500 pending requests, and a member's own requests over two years.
  // 'À valider' is paged (decision 046): the first page, as the screen asks for it.
  [
    'GET /api/demande/enAttente (À valider, 1re page de 50 sur 500)',
    '/api/demande/enAttente?_page=0&_taille=50',
    'directeur@large.test',
    GARDE,
  ],
  ['GET /api/demande/utilisateur (Mes demandes)', '/api/demande/utilisateur', 'membre30@large.test', GARDE],
  // Issue 12: the leave table of this month for the establishment with the most employees.
  [
    'GET /api/conges/apercu/mensuel (plus grand établissement, 2 requêtes préparées)',
    apercuDuPlusGrand,
    'admin@demo.test',
    GARDE,
  ],
  // Issue 14: a resident's history screen (balances, 24 sheets, movements) in one call, its read traced.
  ['GET /api/usager/:id/historique (24 fiches, soldes, mouvements)', historiqueDUnResident, 'admin@demo.test', GARDE],
  // Issue 13: the monthly on-call planning of establishment 14 (demo model published), one statement.
  [
    'GET /api/astreinte/etablissement/14/planning (monthly on-call planning, 1 requête)',
    planningAstreinteDuMois,
    'rh@demo.test',
    GARDE,
  ],
].filter(([label]) => retenue(label));
/** Issue 4: publishing the 30-member, 4-week template to the horizon, in milliseconds. */
const PUBLICATION_BUDGET_MS = 2000;
const PUBLICATION = 'PUT publier (modèle du service des 30)';
/** Issue 10: accepting a leave request, its leave and balances written, p95 in milliseconds. */
const ACCEPTATION_BUDGET_MS = 100;
const ACCEPTATIONS = 40;
const ACCEPTATION = 'PUT /api/demande/:id/validation/:id/valider (dernière validation d’un congé)';

/** Issue 12: 'Créditer les congés annuels' of one month for the 2,000 employees, in milliseconds. */
const CREDIT_BUDGET_MS = 2000;
const CREDIT = 'POST /api/conges/credit/congesAnnuels (2 000 employés)';

/** Issue 24: Mon planning's first load on a phone, and the JavaScript it costs. */
const TELEPHONE = 'Premier affichage de Mon planning sur téléphone';

/** Issue 27: ranking the candidates of a slot to cover, p95 in milliseconds. */
const CANDIDATS_BUDGET_MS = 150;
const CANDIDATS_APPELS = 60;
const CANDIDATS = 'GET /api/couverture/creneau/:id/candidats (candidats classés)';

/** Issue 13: the payroll export of a month, streamed, in milliseconds. */
const EXPORT_PAYE_BUDGET_MS = 3000;
const EXPORT_PAYE = 'GET export_elements_paye.csv (un mois)';

const semaineCourante = () => `_annee=${getISOWeekYear(new Date())}&_semaine=${getISOWeek(new Date())}`;

/** This month's leave table of the establishment that lists the most employees. */
async function apercuDuPlusGrand(url, authorization) {
  const maintenant = new Date();
  const mois = `_annee=${maintenant.getFullYear()}&_mois=${maintenant.getMonth() + 1}`;
  const lire = async (chemin) => {
    const r = await fetch(`${url}/api/${chemin}`, { headers: { authorization } });
    if (!r.ok) throw new Error(`GET ${chemin} : ${r.status}`);
    return r.json();
  };
  let plusGrand = { chemin: '', nb: -1 };
  for (const { etablissementId } of await lire('etablissement')) {
    const chemin = `/api/conges/apercu/mensuel?_etablissementId=${etablissementId}&${mois}`;
    const { employes } = await lire(chemin.slice('/api/'.length));
    if (employes.length > plusGrand.nb) plusGrand = { chemin, nb: employes.length };
  }
  if (plusGrand.nb < 100) throw new Error(`plus grand établissement : ${plusGrand.nb} employés seulement`);
  const { employes } = await lire(plusGrand.chemin.slice('/api/'.length));
  const absents = employes.filter((e) => Object.keys(e.absences).length > 0);
  const jours = absents.reduce((s, e) => s + Object.keys(e.absences).length, 0);
  console.log(
    `tableau des congés : ${plusGrand.nb} employés, ${absents.length} absents au moins un jour, ${jours} jours d'absence (${plusGrand.chemin})`,
  );
  if (absents.length === 0)
    throw new Error('tableau des congés du mois vide : le grand jeu de données doit le charger');
  return plusGrand.chemin;
}

/** A resident of the large data set with their 24 sheets. */
async function historiqueDUnResident(url, authorization) {
  const r = await fetch(`${url}/api/usager/recherche?recherche=${encodeURIComponent('Résident 0002')}`, {
    headers: { authorization },
  });
  const [usager] = await r.json();
  if (!usager) throw new Error('Résident 0002 introuvable');
  const chemin = `/api/usager/${usager.usagerId}/historique?etablissementId=${usager.etablissementId}`;
  const h = await (await fetch(`${url}${chemin}`, { headers: { authorization } })).json();
  if (h.fiches?.length !== 24) throw new Error(`Résident 0002 : ${h.fiches?.length} fiches au lieu de 24`);
  return chemin;
}

function planningAstreinteDuMois() {
  const maintenant = new Date();
  return `/api/astreinte/etablissement/14/planning?_annee=${maintenant.getFullYear()}&_mois=${maintenant.getMonth() + 1}`;
}

async function utilisateurIdDe(url, authorization, email) {
  const r = await fetch(`${url}/api/utilisateur/email?_search=${encodeURIComponent(email)}`, {
    headers: { authorization },
  });
  if (!r.ok) throw new Error(`${email} introuvable`);
  return (await r.json()).utilisateurId;
}

async function planningDuMembre30(url, authorization) {
  return `/api/creneau/utilisateur/${await utilisateurIdDe(url, authorization, 'membre30@large.test')}?${semaineCourante()}`;
}

async function semaineDuServiceDe30(url, authorization) {
  const r = await fetch(`${url}/api/service/search/?_search=${encodeURIComponent('Service des 30')}`, {
    headers: { authorization },
  });
  const [service] = await r.json();
  if (!service) throw new Error('Service des 30 introuvable');
  return `/api/creneau/service/${service.serviceId}/semaine?${semaineCourante()}`;
}

/** Publishes the 30-member service's template from next Monday to the horizon, three times. */
async function mesurerPublication(url) {
  const authorization = await token(url, 'chef30@large.test');
  const headers = { authorization, 'content-type': 'application/json' };
  const chemin = await semaineDuServiceDe30(url, authorization);
  const serviceId = chemin.split('/')[4];
  const modele = await (await fetch(`${url}/api/modelePlanning/service/${serviceId}`, { headers })).json();
  const lundi = nextMonday(addDays(new Date(), 1));
  const body = JSON.stringify({
    semaineMiseEnApplication: { semaine: getISOWeek(lundi), annee: getISOWeekYear(lundi) },
    debutCyclePublication: 1,
  });
  const durees = [];
  let resultat;
  for (let i = 0; i < 3; i++) {
    const debut = performance.now();
    const r = await fetch(`${url}/api/modelePlanning/${modele.modelePlanningId}/publier`, {
      method: 'PUT',
      headers,
      body,
    });
    durees.push(performance.now() - debut);
    if (!r.ok) throw new Error(`publication : ${r.status} ${await r.text()}`);
    resultat = await r.json();
  }
  return { durees, resultat, depuis: format(lundi, 'yyyy-MM-dd') };
}

/**
 * Issue 27: a member of the 30-member service is given a day of leave next week (as an
 * administrator would pose it), which makes their slot one to cover; its candidates are then
 * ranked again and again, one call after another, after a warm-up.
 */
async function mesurerCandidats(url) {
  const authorization = await token(url, 'admin@demo.test');
  const headers = { authorization, 'content-type': 'application/json' };
  const lire = async (chemin) => {
    const r = await fetch(`${url}${chemin}`, { headers });
    if (!r.ok) throw new Error(`GET ${chemin} : ${r.status} ${await r.text()}`);
    return r.json();
  };
  const semaine = await lire(await semaineDuServiceDe30(url, authorization));
  const serviceId = semaine.creneaux[0]?.serviceId;
  const { etablissementId } = (await lire(`/api/service/${serviceId}`)).etablissement;
  const lundi = nextMonday(new Date());
  const suivante = await lire(
    `/api/creneau/service/${serviceId}/semaine?_annee=${getISOWeekYear(lundi)}&_semaine=${getISOWeek(lundi)}`,
  );
  const employeDe = new Map(suivante.membres.map((m) => [m.membreId, m.employe.employeId]));
  let creneauId;
  for (const c of suivante.creneaux.filter((x) => x.type === 'CreneauDeTravail' && !x.indisponible)) {
    const r = await fetch(`${url}/api/conges`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ employeId: employeDe.get(c.membreId), type: 1, dateDebut: c.date, dateFin: c.date }),
    });
    if (!r.ok) continue;
    creneauId = c.creneauId;
    break;
  }
  if (!creneauId) throw new Error('aucun congé posé : pas de créneau à couvrir pour mesurer les candidats');
  const { creneaux } = await lire(`/api/couverture/etablissement/${etablissementId}/a-couvrir?serviceId=${serviceId}`);
  if (!creneaux.some((c) => c.creneauId === creneauId)) throw new Error(`créneau ${creneauId} absent de « À couvrir »`);
  const employes = (await lire(`/api/employe/etablissement/${etablissementId}`)).length;
  const chemin = `/api/couverture/creneau/${creneauId}/candidats`;
  for (let i = 0; i < 5; i++) await lire(chemin);
  const durees = [];
  let reponse;
  for (let i = 0; i < CANDIDATS_APPELS; i++) {
    const debut = performance.now();
    reponse = await lire(chemin);
    durees.push(performance.now() - debut);
  }
  return { durees, employes, candidats: reponse.candidats.length, ecartes: reponse.ecartes };
}

/**
 * Credits the paid leave of the month two years ago (the daily job has credited last month at
 * start, the demo the months of the reference period): the first call writes every employee's
 * credit, the second finds them all in the ledger.
 */
async function mesurerCreditMensuel(url) {
  const headers = { authorization: await token(url, 'admin@demo.test'), 'content-type': 'application/json' };
  const mois = addDays(new Date(), -730);
  const body = JSON.stringify({ annee: mois.getFullYear(), mois: mois.getMonth() + 1 });
  const durees = [];
  const resultats = [];
  for (let i = 0; i < 2; i++) {
    const debut = performance.now();
    const r = await fetch(`${url}/api/conges/credit/congesAnnuels`, { method: 'POST', headers, body });
    durees.push(performance.now() - debut);
    if (!r.ok) throw new Error(`crédit mensuel : ${r.status} ${await r.text()}`);
    resultats.push(await r.json());
  }
  return { durees, resultats };
}

/**
 * Issue 13: last month's payroll file of the establishment with the most employees, then of the
 * association's 2,000 employees, twice each; the file is read to its end.
 */
async function mesurerExportsPaye(url) {
  const authorization = await token(url, 'admin@demo.test');
  const grand = new URLSearchParams((await apercuDuPlusGrand(url, authorization)).split('?')[1]).get(
    '_etablissementId',
  );
  const debut = new Date();
  debut.setDate(1);
  debut.setMonth(debut.getMonth() - 1);
  const fin = new Date(debut.getFullYear(), debut.getMonth() + 1, 0);
  const periode = `_dateDebut=${format(debut, 'yyyy-MM-dd')}&_dateFin=${format(fin, 'yyyy-MM-dd')}`;
  const mesures = [];
  for (const [quoi, chemin] of [
    [`établissement ${grand}`, `/api/etablissement/${grand}/export_elements_paye.csv?${periode}`],
    ['association 2', `/api/etablissement/association/2/export_elements_paye.csv?${periode}`],
  ]) {
    const durees = [];
    let lignes = 0;
    for (let i = 0; i < 2; i++) {
      const t0 = performance.now();
      const r = await fetch(`${url}${chemin}`, { headers: { authorization } });
      const texte = await r.text();
      durees.push(performance.now() - t0);
      if (!r.ok) throw new Error(`export paye : ${r.status} ${texte}`);
      lignes = texte.trimEnd().split('\r\n').length - 1;
    }
    mesures.push({ quoi, durees, lignes });
  }
  return mesures;
}

/**
 * Issue 26: an onboarding of 2,000 employees with their contracts and opening balances, three
 * generated files previewed then applied in turn; the budgets hold for the three together.
 */
const IMPORT = 'POST /api/import/:sorte';
const IMPORT_LIGNES = 2000;
const IMPORT_BUDGET_MS = { apercu: 10_000, appliquer: 30_000 };

/** The three files, each with its header row; `nom` is the establishment's name. */
function fichiersDImport(nom) {
  const n = Array.from({ length: IMPORT_LIGNES }, (_, i) => i);
  return {
    employes: [
      'Civilité;Nom;Prénom;E-mail;Date de naissance;Téléphone professionnel;Matricule;Établissement',
      ...n.map((i) => `Mme;Importée${i};Claire${i};import${i}@bench.test;14/03/1985;;BENCH${i};${nom}`),
    ],
    contrats: [
      "Matricule;Établissement;Type de contrat;Métier;Heures hebdomadaires;Date de début;Date de fin;Cadre;Jours d'astreinte annuels;Matricule du remplacé",
      ...n.map((i) => `BENCH${i};${nom};CDI;Éducateur spécialisé;${i % 2 ? '35' : '28'};01/01/2026;;Non;0;`),
    ],
    soldes: [
      "Matricule;Établissement;Type de congé;Jours;Date de valeur;Date d'expiration",
      ...n.map((i) => `BENCH${i};${nom};Congés payés;${(i % 25) + 0.5};01/01/2026;`.replace('.', ',')),
    ],
  };
}

/**
 * Into one establishment of the large data set, as the Administrateur; each file goes as the
 * wizard sends it (multipart). Measured after the capacity: 2,000 more employees would change
 * what it reads. Answers, per kind and for the three, the preview's and the apply's milliseconds.
 */
async function mesurerImport(url) {
  const authorization = await token(url, 'admin@demo.test');
  const etablissements = await (await fetch(`${url}/api/etablissement`, { headers: { authorization } })).json();
  const fichiers = fichiersDImport(etablissements[0].raisonSociale);
  const mesures = { total: { apercu: 0, appliquer: 0 } };
  for (const [sorte, lignes] of Object.entries(fichiers)) {
    const fichier = `\uFEFF${lignes.join('\r\n')}\r\n`;
    mesures[sorte] = {};
    for (const mode of ['apercu', 'appliquer']) {
      const formulaire = new FormData();
      formulaire.append('fichier', new Blob([fichier], { type: 'text/csv' }), `bench-${sorte}.csv`);
      const debut = performance.now();
      const r = await fetch(`${url}/api/import/${sorte}/${mode}`, {
        method: 'POST',
        headers: { authorization },
        body: formulaire,
      });
      const rapport = await r.json();
      mesures[sorte][mode] = performance.now() - debut;
      mesures.total[mode] += mesures[sorte][mode];
      if (!r.ok || rapport.compteurs.creations !== IMPORT_LIGNES || rapport.compteurs.erreurs > 0)
        throw new Error(`import ${sorte} ${mode} : ${r.status} ${JSON.stringify(rapport).slice(0, 300)}`);
    }
  }
  return mesures;
}

/** The validation the current user can give, searched through the nested tree. */
function validationADonner(validations) {
  for (const v of validations) {
    if (v.accepte === null && v.abilities.valider) return v;
    const sous = validationADonner(v.sousValidations);
    if (sous) return sous;
  }
  return undefined;
}

/**
 * The director accepts pending leave requests whose heads have already accepted, one call each:
 * the last validation, so each call writes the leave and its balances in its transaction.
 */
async function mesurerAcceptations(url) {
  const headers = { authorization: await token(url, 'directeur@large.test') };
  const lire = async (chemin) => {
    const r = await fetch(`${url}/api/${chemin}`, { headers });
    if (!r.ok) throw new Error(`GET ${chemin} : ${r.status} ${await r.text()}`);
    return r.json();
  };
  const conges = new URLSearchParams({ _types: 'Congés', _taille: '500' });
  const aValider = (await lire(`demande/enAttente?${conges}`)).elements
    .filter((d) => d.typeDemande === 'Congés' && d.nbValidationsEnAttente === 1)
    .slice(0, ACCEPTATIONS);
  if (aValider.length < ACCEPTATIONS) throw new Error(`${aValider.length} congés à valider seulement`);
  const durees = [];
  for (const resume of aValider) {
    const v = validationADonner((await lire(`demande/${resume.demandeId}`)).validations);
    if (!v) throw new Error(`demande ${resume.demandeId} : aucune validation à donner`);
    const debut = performance.now();
    const r = await fetch(`${url}/api/demande/${resume.demandeId}/validation/${v.validationId}/valider`, {
      method: 'PUT',
      headers,
    });
    durees.push(performance.now() - debut);
    if (!r.ok) throw new Error(`valider ${resume.demandeId} : ${r.status} ${await r.text()}`);
    const demande = await r.json();
    if (demande.statut.demandeStatutId !== 2) throw new Error(`demande ${resume.demandeId} non acceptée`);
  }
  // The effect is there: the last accepted request's leave, from its request, on the employee's record.
  const dernier = aValider.at(-1);
  const fiche = await lire(`employe/${dernier.employe.employeId}`);
  if (!fiche.conges.some((c) => c.demandeCongesId === dernier.demandeId))
    throw new Error(`demande ${dernier.demandeId} : pas de congé créé`);
  return durees;
}

const centile = (valeurs, p) => [...valeurs].sort((a, b) => a - b)[Math.ceil(p * valeurs.length) - 1];

async function employeDuSalarie(url, authorization) {
  const r = await fetch(`${url}/api/employe?_recherche=samuel%20salarie&_etablissementId=14`, {
    headers: { authorization },
  });
  const [employe] = await r.json();
  if (!employe) throw new Error('salarie@demo.test introuvable');
  return `/api/employe/${employe.employeId}`;
}

const freePort = () =>
  new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

function cli(env, ...args) {
  const r = spawnSync(process.execPath, ['apps/server/dist/cli.js', ...args], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`cli ${args.join(' ')} failed`);
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      CONNEXION_MAX_PAR_IP: '100000',
      CONNEXION_MAX_PAR_EMAIL: '100000',
      CONNEXION_RALENTIR_APRES: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`${url}/api/sante`)).ok)
        return {
          url,
          stop: () =>
            new Promise((r) => {
              child.once('exit', r);
              child.kill('SIGTERM');
            }),
        };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function token(url, email) {
  const r = await fetch(`${url}/api/authentification/connexion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo-2026!' }),
  });
  if (!r.ok) throw new Error(`login ${email}: ${r.status}`);
  return `Bearer ${(await r.json()).accessToken}`;
}

async function measure(url, path, authorization) {
  const headers = authorization ? { authorization } : {};
  // Warm-up: JIT, connection pool, PostgreSQL caches.
  await autocannon({ url: url + path, connections: CONNECTIONS, duration: 1, headers });
  const r = await autocannon({ url: url + path, connections: CONNECTIONS, duration: DURATION, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p95: r.latency.p97_5 ?? r.latency.p99, p50: r.latency.p50 };
}

async function benchDriver(name, env, withBudgets, cle, lireLaBase) {
  console.log(`\n=== ${name}: large data set ===`);
  const started = Date.now();
  cli(env, 'seed', '--large');
  console.log(`seed: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Read before the server starts: PGlite's directory has one owner at a time.
  const equipe = CAPACITE ? await lireEquipe(lireLaBase) : null;
  // Issue 24: every read measures a loaded month; the leaves of this month are printed beside it.
  const [{ nb: congesDuMois, formations }] = await lireLaBase(`
    select (select count(*)::int from conges
      where date_debut < date_trunc('month', current_date) + interval '1 month' and date_fin >= date_trunc('month', current_date)) as nb,
      (select count(*)::int from creneau where type = 'CreneauDeFormation'
        and date >= date_trunc('month', current_date) and date < date_trunc('month', current_date) + interval '1 month') as formations`);
  const duMois = ` [mois mesuré : ${congesDuMois} congés, ${formations} jours de formation]`;
  console.log(`congés de ce mois (toute la base) : ${congesDuMois} ; jours de formation : ${formations}`);
  const server = await startServer(env);
  const rows = [];
  let charge = null;
  try {
    const tokens = {};
    const plafonds = [];
    for (const [label, path, account, budget] of READS) {
      tokens[account] ??= await token(server.url, account);
      const resolved = typeof path === 'function' ? await path(server.url, tokens[account]) : path;
      const plafond = await measure(server.url, '/api/sante');
      plafonds.push(plafond.rps);
      const m = await measure(server.url, resolved, tokens[account]);
      rows.push({ label: label + duMois, ...m, plafond: plafond.rps, ratio: m.rps / plafond.rps, budget });
    }
    if (plafonds.length > 0)
      rows.unshift({
        label: `GET /api/sante (no-op, plafond : ${Math.round(Math.min(...plafonds))} à ${Math.round(Math.max(...plafonds))})`,
        rps: [...plafonds].sort((a, b) => a - b)[Math.floor(plafonds.length / 2)],
        p50: 0,
        p95: 0,
        ratio: 1,
        budget: null,
      });
    if (retenue(PUBLICATION)) {
      const publication = await mesurerPublication(server.url);
      rows.push({
        label: `PUT publier (30 membres, 4 semaines, du ${publication.depuis} au ${publication.resultat.dateHorizon}, ${publication.resultat.nbCreneaux} créneaux)`,
        ms: publication.durees.map((d) => Math.round(d)),
        budgetMs: PUBLICATION_BUDGET_MS,
        horsBudget: withBudgets && Math.max(...publication.durees) >= PUBLICATION_BUDGET_MS,
      });
    }
    if (retenue(ACCEPTATION)) {
      const durees = await mesurerAcceptations(server.url);
      const p95 = centile(durees, 0.95);
      rows.push({
        label: `${ACCEPTATION}, ${durees.length} appels, p50 / p95 / max`,
        ms: [centile(durees, 0.5), p95, Math.max(...durees)].map((d) => Math.round(d)),
        p95Ms: p95,
        budgetMs: ACCEPTATION_BUDGET_MS,
        horsBudget: withBudgets && p95 >= ACCEPTATION_BUDGET_MS,
      });
    }
    if (retenue(CANDIDATS)) {
      const { durees, employes, candidats, ecartes } = await mesurerCandidats(server.url);
      const p95 = centile(durees, 0.95);
      rows.push({
        label: `${CANDIDATS}, établissement de ${employes} employés, ${candidats} candidats et ${ecartes} écartés, ${durees.length} appels, p50 / p95 / max`,
        ms: [centile(durees, 0.5), p95, Math.max(...durees)].map((d) => Math.round(d)),
        p95Ms: p95,
        budgetMs: CANDIDATS_BUDGET_MS,
        horsBudget: withBudgets && p95 >= CANDIDATS_BUDGET_MS,
      });
    }
    if (retenue(CREDIT)) {
      const { durees, resultats } = await mesurerCreditMensuel(server.url);
      rows.push({
        label: `${CREDIT}, ${resultats[0].periode} : ${resultats[0].employesCredites} crédités puis ${resultats[1].dejaCredites} déjà crédités`,
        ms: durees.map((d) => Math.round(d)),
        budgetMs: CREDIT_BUDGET_MS,
        horsBudget: withBudgets && Math.max(...durees) >= CREDIT_BUDGET_MS,
      });
    }
    if (retenue(EXPORT_PAYE)) {
      for (const { quoi, durees, lignes } of await mesurerExportsPaye(server.url)) {
        rows.push({
          label: `${EXPORT_PAYE}, ${quoi} : ${lignes} lignes`,
          ms: durees.map((d) => Math.round(d)),
          budgetMs: EXPORT_PAYE_BUDGET_MS,
          horsBudget: withBudgets && Math.max(...durees) >= EXPORT_PAYE_BUDGET_MS,
        });
      }
    }
    if (retenue(TELEPHONE)) rows.push(...(await mesurerPremierAffichage(server.url)));
    if (CAPACITE) charge = await mesurerCapacite(cle, env, server, equipe, lireLaBase, duMois);
    if (retenue(IMPORT)) {
      const mesures = await mesurerImport(server.url);
      for (const mode of ['apercu', 'appliquer']) {
        for (const sorte of ['employes', 'contrats', 'soldes']) {
          rows.push({
            label: `${IMPORT}/${mode} (${sorte}, ${IMPORT_LIGNES} lignes)`,
            ms: [Math.round(mesures[sorte][mode])],
          });
        }
        rows.push({
          label: `${IMPORT}/${mode} (les trois fichiers : ${IMPORT_LIGNES} employés, contrats et soldes)`,
          ms: [Math.round(mesures.total[mode])],
          budgetMs: IMPORT_BUDGET_MS[mode],
          horsBudget: withBudgets && mesures.total[mode] >= IMPORT_BUDGET_MS[mode],
        });
      }
    }
  } finally {
    await server.stop();
  }
  for (const r of rows) {
    if (r.capacite !== undefined) {
      console.log(`${r.label} (budget ≥ ${r.budgetUtilisateurs})${r.horsBudget ? '  HORS BUDGET' : ''}`);
      continue;
    }
    if (r.ko !== undefined) {
      console.log(`${r.label}${r.horsBudget ? '  HORS BUDGET' : '  OK'} (≤ ${r.budgetKo} Ko)`);
      continue;
    }
    if (r.ms) {
      const mesure = r.p95Ms === undefined ? '' : 'p95 ';
      const verdict =
        withBudgets && r.budgetMs !== undefined
          ? `${r.horsBudget ? '  HORS BUDGET' : '  OK'} (${mesure}< ${r.budgetMs} ms)`
          : '';
      console.log(`${r.label} : ${r.ms.join(' / ')} ms${verdict}`);
      continue;
    }
    const verdict =
      r.budget === null || !withBudgets
        ? ''
        : r.ratio >= r.budget
          ? `  OK (budget ≥ ${r.budget * 100} %)`
          : `  HORS BUDGET (≥ ${r.budget * 100} %)`;
    const plafond = r.plafond ? `  (plafond ${r.plafond.toFixed(0)})` : '';
    console.log(
      `${r.label.padEnd(58)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p97.5 ${String(r.p95).padStart(3)} ms  ${(r.ratio * 100).toFixed(1).padStart(5)} %${plafond}${verdict}`,
    );
  }
  if (charge) rows.push(charge);
  return rows;
}

/** A member of the 30-member service: this week's slots are there to show. */
async function mesurerPremierAffichage(url) {
  // The figure follows the machine (two cores shared): its load is printed beside it.
  const charge = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const t = await mesurerTelephone(url, 'membre30@large.test');
  const lente = await mesurerTelephone(url, 'membre30@large.test', RESEAUX['4G lente (3G)']);
  const ko = (m) =>
    `${m.ko.toFixed(0)} Ko gzip (${m.fichiers} fichiers, ${m.koBruts.toFixed(0)} Ko bruts${m.serveurCompresse ? ', servis compressés' : ', servis sans compression : gzip calculé ici'})`;
  return [
    {
      label: `${TELEPHONE} (CPU ×4, 4G), créneaux visibles (charge de la machine ${charge})`,
      ms: [Math.round(t.creneauxVisiblesMs)],
      budgetMs: PREMIER_AFFICHAGE_BUDGET_MS,
      horsBudget: t.creneauxVisiblesMs >= PREMIER_AFFICHAGE_BUDGET_MS,
    },
    {
      label: `${TELEPHONE} (CPU ×4, « 4G lente » de DevTools, qui est la 3G rapide), pour information`,
      ms: [Math.round(lente.creneauxVisiblesMs)],
    },
    {
      label: `JavaScript avant connexion : ${ko(t.avantConnexion)}`,
      ko: t.avantConnexion.ko,
      budgetKo: JS_AVANT_CONNEXION_BUDGET_KO,
      horsBudget: t.avantConnexion.ko > JS_AVANT_CONNEXION_BUDGET_KO,
    },
    {
      label: `JavaScript de Mon planning : ${ko(t.monPlanning)}`,
      ko: t.monPlanning.ko,
      budgetKo: JS_MON_PLANNING_BUDGET_KO,
      horsBudget: t.monPlanning.ko > JS_MON_PLANNING_BUDGET_KO,
    },
  ];
}

/**
 * Issue 24: the largest number of users held, one server process; on PostgreSQL also two
 * processes on the same database (a second server started beside the first).
 */
async function mesurerCapacite(cle, env, server, equipe, lireLaBase, duMois) {
  const paliers = process.env.BENCH_PALIERS ? process.env.BENCH_PALIERS.split(',').map(Number) : PALIERS[cle];
  // Only the accounts the largest step plays sign in.
  const plus = Math.max(...paliers);
  const comptes = MELANGE.flatMap(([role, part]) =>
    equipe[role].slice(0, Math.max(1, Math.round(plus * part))).map((q) => q.email),
  );
  const admin = await token(server.url, 'admin@demo.test');
  await ouvrirFichesDuMois(
    (method, path, body) => appelUnique(server.url, admin, method, path, body),
    equipe.aim.slice(0, Math.max(1, Math.round(plus * MELANGE.find(([role]) => role === 'aim')[1]))),
  );
  const connexion = await connecter([server.url], comptes);
  console.log(
    `\nCapacité (parcours du lundi matin, ${REFLEXION_MS / 1000} s de réflexion, p95 < ${P95_MAX_MS} ms par appel, aucune erreur)${duMois}`,
  );
  console.log(
    `  ${connexion.jetons.size} comptes connectés en ${connexion.secondes.toFixed(0)} s, 4 à la fois : connexion p50 ${connexion.ligne.p50.toFixed(0)} ms, p95 ${connexion.ligne.p95.toFixed(0)} ms`,
  );
  const options = { paliers, secondes: CHARGE_SECONDES, reflexionMs: REFLEXION_MS, equipe, jetons: connexion.jetons };
  const log = (m) => console.log(m);
  console.log('  un processus serveur :');
  const un = await capacite({ ...options, urls: [server.url], log });
  let deux = null;
  if (cle === 'pg') {
    const second = await startServer(env);
    // Its start-up jobs done before it is measured, as the first one's.
    await new Promise((r) => setTimeout(r, 5000));
    try {
      console.log('  deux processus serveur sur la même base :');
      deux = await capacite({ ...options, urls: [server.url, second.url], log });
    } finally {
      await second.stop();
    }
    // Two processes lose nothing: no mail queued twice by the journeys' writes (the daily jobs take
    // an advisory lock, the outbox is claimed with skip locked: envoi-mails.api.test.ts).
    const doublons = await lireLaBase(`
      select count(*)::int as nb from (select 1 from mail_sortant
        group by destinataire, sujet, corps having count(*) > 1) d`);
    console.log(`  mails en double dans la file après deux processus : ${doublons[0].nb}`);
    if (doublons[0].nb > 0) deux.tenu = null;
  }
  const tenus = un.tenu?.n ?? 0;
  console.log(`  tenu avec un processus : ${tenus} utilisateurs${deux ? ` ; avec deux : ${deux.tenu?.n ?? 0}` : ''}`);
  if (un.tenu) afficherTableau(un.tenu.tableau, log);
  return {
    label: `Capacité (un processus) : ${tenus} utilisateurs simultanés`,
    capacite: tenus,
    capaciteDeuxProcessus: deux?.tenu?.n ?? null,
    appels: un.tenu?.tableau ?? [],
    essais: un.essais.map((e) => ({ n: e.n, tenu: e.tenu, tableau: e.tableau })),
    budgetUtilisateurs: CAPACITE_BUDGET[cle],
    horsBudget: tenus < CAPACITE_BUDGET[cle],
  };
}

const results = {};
// PostgreSQL: a database of its own, dropped afterwards.
const admin = new pg.Client({ connectionString: PG_URL });
let pgAvailable = true;
try {
  if (!DRIVERS.includes('pg')) throw new Error('BENCH_DRIVERS sans pg');
  await admin.connect();
  await admin.query(`drop database if exists ${PG_BASE} with (force)`);
  await admin.query(`create database ${PG_BASE}`);
} catch (error) {
  pgAvailable = false;
  console.log(`PostgreSQL indisponible (${error.message}) : mesure sur la base embarquée seulement`);
}
if (pgAvailable) {
  const url = new URL(PG_URL);
  url.pathname = `/${PG_BASE}`;
  try {
    results.postgresql = await benchDriver('PostgreSQL', { DATABASE_URL: url.toString() }, true, 'pg', async (q) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(q)).rows;
      } finally {
        await client.end();
      }
    });
  } finally {
    await admin.query(`drop database if exists ${PG_BASE} with (force)`);
    await admin.end();
  }
}
if (DRIVERS.includes('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'roulement-bench-'));
  try {
    // The budgets are PostgreSQL's; the embedded database (WASM, in the server's own thread) is reported.
    results.pglite = await benchDriver(
      'Base embarquée (PGlite, indicatif)',
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      false,
      'pglite',
      async (q) => {
        // Opened as the server opens it (apps/server/src/db/client.ts).
        const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { btree_gist } });
        try {
          return (await db.query(q)).rows;
        } finally {
          await db.close();
        }
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2));
const failed = (results.postgresql ?? []).filter(
  (r) => (r.budget !== null && r.budget !== undefined && r.ratio < r.budget) || r.horsBudget,
);
if (
  results.postgresql?.some((r) => (r.budget !== null && r.budget !== undefined && r.ratio < r.budget) || r.horsBudget)
) {
  console.log('\nAu moins une lecture est hors budget sur PostgreSQL.');
  process.exitCode = 1;
}
console.log(`\nRésultats : bench-results/latest.json (${failed.length} mesure(s) hors budget)`);
