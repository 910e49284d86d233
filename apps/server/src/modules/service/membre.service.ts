import {
  ajouterJours,
  type apiRoutes,
  type BodyOf,
  jourIdDe,
  lundiDeLaSemaineDe,
  type Membre,
  type NouveauMembreCandidat,
  normaliserRecherche,
  peutVoirEtablissement,
  semaineDe,
} from '@roulement/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { MembresDeclares } from '../employe/declaration-ports';
import { rattachementEmploye } from '../employe/employe.service';
import { joursIndisponibles } from '../employe/indisponibilites';
import { scopeOfEtablissement } from '../etablissement/etablissement.service';
import {
  findMembre,
  listCandidats,
  listMembresDeEtablissement,
  listMembresDuService,
  type MembreRow,
} from './membre.lecture';
import {
  deleteMembre,
  employeIdsOfMembres,
  findMembreActifDeEmploye,
  insertMembre,
  insertMembres,
  listFinsDesMembres,
  updateMembre,
} from './membre.repository';
import { planningDesMembres } from './planning-des-membres';
import type { ServiceRow } from './service.lecture';
import { listServicesByIds } from './service.repository';
import { assertGerable, assertOuvertLe, loadServiceGerable, loadServiceVisible } from './service.service';

type Routes = typeof apiRoutes.membre;
const MEMBRE_INTROUVABLE = 'Membre introuvable';
const nomComplet = (r: { prenom: string; nom: string }) => `${r.prenom} ${r.nom}`;

/** The contract shape of a member; `jours` are the employee's days of leave in the period asked. */
export function toMembre(row: MembreRow, jours: ReadonlySet<string> | undefined): Membre {
  const nom = nomComplet(row);
  return {
    membreId: row.membreId,
    serviceId: row.serviceId,
    couleur: row.couleur,
    heuresHebdo: row.heuresHebdo,
    titulaire: row.titulaire,
    nomComplet: nom,
    dateFin: row.dateFin,
    employe: {
      employeId: row.employeId,
      nomComplet: nom,
      etablissement: { etablissementId: row.etablissementId },
      utilisateur: { utilisateurId: row.utilisateurId, prenom: row.prenom, nom: row.nom, nomComplet: nom },
      indisponibilites: [...(jours ?? [])].sort().map((date) => ({
        jour: { jourId: jourIdDe(date) },
        semaine: semaineDe(date),
      })),
    },
  };
}

/** Members with their leave of the week holding `date` (lists show the current week's). */
async function toMembres(db: DbOrTx, rows: MembreRow[], date: string): Promise<Membre[]> {
  const lundi = lundiDeLaSemaineDe(date);
  const jours = await joursIndisponibles(
    db,
    rows.map((r) => r.employeId),
    lundi,
    ajouterJours(lundi, 6),
  );
  return [...rows].sort(parNomFr).map((r) => toMembre(r, jours.get(r.employeId)));
}

/** French order (É with E), whatever the database's collation. */
const parNomFr = (a: MembreRow, b: MembreRow) =>
  a.nom.localeCompare(b.nom, 'fr') || a.prenom.localeCompare(b.prenom, 'fr') || a.membreId - b.membreId;

/** Current members of a service, for its detail. */
export async function membresActuels(db: DbOrTx, serviceId: number): Promise<Membre[]> {
  const today = todayInParis();
  return toMembres(db, await listMembresDuService(db, serviceId, today, today), today);
}

export async function listerMembresDeEtablissement(db: Db, actor: Actor, etablissementId: number) {
  const etab = await scopeOfEtablissement(db, etablissementId);
  if (!etab || !peutVoirEtablissement(actor, etab)) throw notFound('Établissement introuvable');
  const today = todayInParis();
  return toMembres(db, await listMembresDeEtablissement(db, etablissementId, today), today);
}

async function loadMembreGerable(db: DbOrTx, actor: Actor, membreId: number) {
  const today = todayInParis();
  const row = await findMembre(db, membreId, today);
  if (!row) throw notFound(MEMBRE_INTROUVABLE);
  const service = await loadServiceVisible(db, actor, row.serviceId).catch(() => {
    throw notFound(MEMBRE_INTROUVABLE);
  });
  assertGerable(actor, service);
  return { row, service, today };
}

async function lireMembre(db: DbOrTx, membreId: number): Promise<Membre> {
  const today = todayInParis();
  const row = await findMembre(db, membreId, today);
  if (!row) throw notFound(MEMBRE_INTROUVABLE);
  return (await toMembres(db, [row], today))[0]!;
}

const membreDejaPresent = () =>
  new AppError('CONFLICT', 'Cet employé est déjà membre du service', {
    fieldErrors: { employeId: 'Cet employé est déjà membre du service' },
  });

async function assertEmployeDuService(
  db: DbOrTx,
  employeId: number,
  etablissementId: number,
  champ: string,
): Promise<void> {
  const emp = await rattachementEmploye(db, employeId);
  if (!emp || emp.etablissementId !== etablissementId) {
    const message = "Cet employé n'appartient pas à l'établissement du service";
    throw badRequest(message, { fieldErrors: { [champ]: message } });
  }
}

export interface ValeursMembre {
  couleur: string;
  heuresHebdo: number;
}

/**
 * Adds the employee to the service, in the caller's transaction: the form's and the import's,
 * which names itself as the cause of the history row.
 */
export async function ajouterMembreDans(
  tx: Tx,
  actor: Actor,
  service: ServiceRow,
  employeId: number,
  valeurs: ValeursMembre,
  cause?: string,
): Promise<number> {
  const today = todayInParis();
  assertOuvertLe(service, today);
  await assertEmployeDuService(tx, employeId, service.etablissementId, 'employeId');
  if (await findMembreActifDeEmploye(tx, service.serviceId, employeId, today)) throw membreDejaPresent();
  const membreId = await insertMembre(tx, { serviceId: service.serviceId, employeId, ...valeurs });
  await journaliser(tx, actor, {
    entite: 'membre',
    entiteId: membreId,
    action: 'CREATION',
    apres: { service: service.nom, ...valeurs, cause },
    employeId,
    etablissementId: service.etablissementId,
  });
  return membreId;
}

export async function creerMembre(db: Db, actor: Actor, body: BodyOf<Routes['creer']>) {
  return db.transaction(async (tx) => {
    const service = await loadServiceGerable(tx, actor, body.serviceId);
    const valeurs = { couleur: body.couleur, heuresHebdo: body.heuresHebdo };
    return lireMembre(tx, await ajouterMembreDans(tx, actor, service, body.employeId, valeurs));
  });
}

/** A member's colour and hours, in the caller's transaction (the form's and the import's). */
export async function modifierMembreDans(
  tx: Tx,
  actor: Actor,
  row: Pick<MembreRow, 'membreId' | 'employeId' | keyof ValeursMembre>,
  service: ServiceRow,
  valeurs: ValeursMembre,
  cause?: string,
): Promise<void> {
  assertGerable(actor, service);
  await updateMembre(tx, row.membreId, valeurs);
  await journaliser(tx, actor, {
    entite: 'membre',
    entiteId: row.membreId,
    action: 'MODIFICATION',
    avant: cause ? { ...row, cause: null } : row,
    apres: { ...valeurs, cause },
    employeId: row.employeId,
    etablissementId: service.etablissementId,
  });
}

const identifiantsDifferents = () => badRequest("L'identifiant du corps ne correspond pas à celui du chemin");

export async function modifierMembre(db: Db, actor: Actor, membreId: number, body: BodyOf<Routes['modifier']>) {
  if (body.membreId !== undefined && body.membreId !== membreId) throw identifiantsDifferents();
  return db.transaction(async (tx) => {
    const { row, service } = await loadMembreGerable(tx, actor, membreId);
    await modifierMembreDans(tx, actor, row, service, { couleur: body.couleur, heuresHebdo: body.heuresHebdo });
    return lireMembre(tx, membreId);
  });
}

/**
 * Replace a member from a date (staff turnover): the newcomer takes the member's colour, hours,
 * template place, and slots and rest days from that date; the member leaves the day before
 * (decision 020).
 */
export async function remplacerMembre(db: Db, actor: Actor, membreId: number, body: BodyOf<Routes['remplacer']>) {
  if (body.membreARemplacerId !== undefined && body.membreARemplacerId !== membreId) throw identifiantsDifferents();
  return db.transaction(async (tx) => {
    const { row, service } = await loadMembreGerable(tx, actor, membreId);
    const date = body.dateDuRemplacement;
    assertOuvertLe(service, date);
    if (row.dateFin !== null && row.dateFin < date) throw conflict('Ce membre a déjà quitté le service à cette date');
    if (body.employeRemplacantId === row.employeId) {
      throw badRequest('Le remplaçant doit être un autre employé', {
        fieldErrors: { employeRemplacantId: 'Le remplaçant doit être un autre employé' },
      });
    }
    await assertEmployeDuService(tx, body.employeRemplacantId, service.etablissementId, 'employeRemplacantId');
    const existant = await findMembreActifDeEmploye(tx, service.serviceId, body.employeRemplacantId, date);
    const remplacantId =
      existant?.id ??
      (await insertMembre(tx, {
        serviceId: service.serviceId,
        employeId: body.employeRemplacantId,
        couleur: row.couleur,
        heuresHebdo: row.heuresHebdo,
      }));
    await planningDesMembres.get().transferer(tx, membreId, remplacantId, date);
    await updateMembre(tx, membreId, { dateFin: ajouterJours(date, -1) });
    const remplacement = { service: service.nom, dateDuRemplacement: date };
    await journaliser(tx, actor, {
      entite: 'membre',
      entiteId: membreId,
      action: 'MODIFICATION',
      avant: { ...remplacement, dateFin: row.dateFin },
      apres: { ...remplacement, dateFin: ajouterJours(date, -1) },
      employeId: row.employeId,
      etablissementId: service.etablissementId,
    });
    await journaliser(tx, actor, {
      entite: 'membre',
      entiteId: remplacantId,
      action: existant ? 'MODIFICATION' : 'CREATION',
      apres: { ...remplacement, remplace: `${row.prenom} ${row.nom}` },
      employeId: body.employeRemplacantId,
      etablissementId: service.etablissementId,
    });
    return lireMembre(tx, remplacantId);
  });
}

/**
 * Remove a member: the planning from today on and the template place go; a member with past
 * slots stays as history, ending yesterday (decision 020).
 */
export async function supprimerMembre(db: Db, actor: Actor, membreId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const { row, service, today } = await loadMembreGerable(tx, actor, membreId);
    const garde = await planningDesMembres.get().aDesCreneauxAvant(tx, membreId, today);
    if (garde) {
      await planningDesMembres.get().supprimerDepuis(tx, membreId, today);
      await updateMembre(tx, membreId, { dateFin: ajouterJours(today, -1) });
    } else {
      await deleteMembre(tx, membreId);
    }
    await journaliser(tx, actor, {
      entite: 'membre',
      entiteId: membreId,
      action: 'SUPPRESSION',
      avant: { service: service.nom, couleur: row.couleur, heuresHebdo: row.heuresHebdo, dateFin: row.dateFin },
      // A member with past slots stays as history, ending yesterday.
      apres: garde ? { dateFin: ajouterJours(today, -1) } : null,
      employeId: row.employeId,
      etablissementId: service.etablissementId,
    });
  });
  return null;
}

const CANDIDATS_MAX = 20;

export async function rechercherNouveauxMembres(
  db: Db,
  actor: Actor,
  serviceId: number,
  recherche: string,
): Promise<NouveauMembreCandidat[]> {
  const service = await loadServiceGerable(db, actor, serviceId);
  const filtre = normaliserRecherche(recherche);
  const rows = await listCandidats(db, service.etablissementId, serviceId, todayInParis());
  return rows
    .filter(
      (r) =>
        normaliserRecherche(`${r.prenom} ${r.nom}`).includes(filtre) ||
        normaliserRecherche(`${r.nom} ${r.prenom}`).includes(filtre),
    )
    .slice(0, CANDIDATS_MAX)
    .map((r) => {
      const nom = nomComplet(r);
      return {
        employeId: r.employeId,
        nomComplet: nom,
        titulaire: r.titulaire,
        utilisateur: { utilisateurId: r.utilisateurId, prenom: r.prenom, nom: r.nom, nomComplet: nom },
      };
    });
}

/** The employee of each of these members (the planning checks their leave). */
export function employeIdsDesMembres(db: DbOrTx, membreIds: number[]) {
  return employeIdsOfMembres(db, membreIds);
}

/** 400 unless every service of a new employee's memberships is a distinct one of the establishment. */
export async function verifierServicesDeclares(tx: DbOrTx, etablissementId: number, commandes: MembresDeclares) {
  const ids = commandes.map((c) => c.serviceId);
  if (new Set(ids).size !== ids.length) throw badRequest('Un service est cité deux fois');
  const services = new Map((await listServicesByIds(tx, ids)).map((s) => [s.id, s]));
  for (const id of ids) {
    if (services.get(id)?.etablissementId !== etablissementId) {
      throw badRequest(`Le service ${id} n'appartient pas à cet établissement`);
    }
  }
}

/** The memberships declared with a new employee (POST /employe), checked by `verifierServicesDeclares`. */
export async function creerMembresDeclares(tx: DbOrTx, employeId: number, commandes: MembresDeclares) {
  await insertMembres(
    tx,
    commandes.map((m) => ({ serviceId: m.serviceId, employeId, heuresHebdo: m.heuresHebdo })),
  );
}

/** The members of a service and their last day (null while they stay): who a publication writes for. */
export function finsDesMembres(db: DbOrTx, serviceId: number) {
  return listFinsDesMembres(db, serviceId);
}
