import {
  type apiRoutes,
  type BodyOf,
  isAdministrateur,
  normaliserRecherche,
  peutCreerService,
  peutVoirEtablissement,
  roleChefDeService,
  type Service,
  type ServiceResume,
  withPrefix,
} from '@roulement/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { refreshRolesOf } from '../auth/acl.service';
import { rattachementEmploye } from '../employe/employe.service';
import { etablissementIdsUnder, scopeOfEtablissement } from '../etablissement/etablissement.service';
import { membresActuels } from './membre.service';
import { findService, findServicesByIds, listServicesOuverts, type ServiceRow } from './service.lecture';
import { abilitiesOf, canGererService, canVoirService } from './service.policy';
import { insertService, updateService } from './service.repository';

type Routes = typeof apiRoutes.service;
const ETABLISSEMENT_INTROUVABLE = 'Établissement introuvable';
const SERVICE_INTROUVABLE = 'Service introuvable';

/** 404 unless the actor may see this loaded service, so that its existence is not revealed. */
export function assertVisible<R extends ServiceRow>(actor: Actor, row: R | undefined): R {
  if (!row || !canVoirService(actor, row)) throw notFound(SERVICE_INTROUVABLE);
  return row;
}

/** 403 for whoever sees the service but neither heads it nor administers its establishment (spec §6). */
export function assertGerable(actor: Actor, row: ServiceRow): void {
  if (!canGererService(actor, row)) {
    throw forbidden("Seuls le chef du service et les administrateurs de l'établissement peuvent le faire");
  }
}

/** A service closed before `date` takes no new work on that date. */
export function assertOuvertLe(row: ServiceRow, date: string): void {
  if (row.dateFermeture !== null && date > row.dateFermeture) {
    throw conflict(`Ce service est fermé depuis le ${row.dateFermeture.split('-').reverse().join('/')}`);
  }
}

/** A service the actor may see; 404 otherwise. */
export async function loadServiceVisible(db: DbOrTx, actor: Actor, serviceId: number): Promise<ServiceRow> {
  return assertVisible(actor, await findService(db, serviceId));
}

export async function loadServiceGerable(db: DbOrTx, actor: Actor, serviceId: number): Promise<ServiceRow> {
  const row = await loadServiceVisible(db, actor, serviceId);
  assertGerable(actor, row);
  return row;
}

function toServiceResume(row: ServiceRow): ServiceResume {
  return {
    serviceId: row.serviceId,
    nom: row.nom,
    chefDeService:
      row.chefDeServiceId !== null && row.chefUtilisateurId !== null
        ? { employeId: row.chefDeServiceId, utilisateurId: row.chefUtilisateurId, nomComplet: row.chefNomComplet ?? '' }
        : null,
    etablissement: {
      etablissementId: row.etablissementId,
      raisonSociale: row.raisonSociale,
      siegeSocialId: row.siegeSocialId,
      granulariteMinutes: row.granulariteMinutes,
      aideIndividuelleMensuelle: row.aideIndividuelleMensuelle,
    },
    dateFermeture: row.dateFermeture,
  };
}

async function toService(db: DbOrTx, actor: Actor, row: ServiceRow): Promise<Service> {
  return {
    ...toServiceResume(row),
    heuresSurJoursFeriesAutomatiques: row.heuresSurJoursFeriesAutomatiques,
    validationAutonome: row.validationAutonome,
    dateDernierExportElementsPaye: row.dateDernierExportElementsPaye,
    membres: await membresActuels(db, row.serviceId),
    abilities: abilitiesOf(actor, row),
  };
}

export async function lireService(db: DbOrTx, actor: Actor, serviceId: number): Promise<Service> {
  return toService(db, actor, await loadServiceVisible(db, actor, serviceId));
}

/** Re-reads a service inside the transaction that changed it. */
async function relire(tx: DbOrTx, actor: Actor, serviceId: number): Promise<Service> {
  const row = await findService(tx, serviceId);
  if (!row) throw notFound(SERVICE_INTROUVABLE);
  return toService(tx, actor, row);
}

export async function listerServicesDeEtablissement(db: Db, actor: Actor, etablissementId: number) {
  const etab = await scopeOfEtablissement(db, etablissementId);
  if (!etab || !peutVoirEtablissement(actor, etab)) throw notFound(ETABLISSEMENT_INTROUVABLE);
  return (await listServicesOuverts(db, [etablissementId], todayInParis())).sort(parNom).map(toServiceResume);
}

const RESULTATS_MAX = 50;
/** French order (É with E): the database's collation may be C. */
const parNom = (a: ServiceRow, b: ServiceRow) => a.nom.localeCompare(b.nom, 'fr') || a.serviceId - b.serviceId;
const ROLE_ETAB = /^ROLE_(?:SALARIE|DIRECTEUR|ADMINISTRATEUR|COMPTABLE)_(\d+)$/;
const ROLE_CHEF = /^ROLE_CHEF_DE_SERVICE_(\d+)$/;

/** The services the actor sees (establishments they hold a role in, services they head), by name. */
export async function rechercherServices(db: Db, actor: Actor, recherche: string): Promise<ServiceResume[]> {
  const today = todayInParis();
  const idsDe = (re: RegExp) => actor.roles.flatMap((r) => (re.exec(r) ? [Number(re.exec(r)![1])] : []));
  let rows: ServiceRow[];
  if (isAdministrateur(actor)) rows = await listServicesOuverts(db, null, today);
  else {
    const etabs = await etablissementIdsUnder(db, [...new Set(idsDe(ROLE_ETAB))]);
    const parEtab = await listServicesOuverts(db, etabs, today);
    const chefs = await findServicesByIds(db, idsDe(ROLE_CHEF), today);
    const vus = new Set(parEtab.map((s) => s.serviceId));
    rows = [...parEtab, ...chefs.filter((s) => !vus.has(s.serviceId))];
  }
  const filtre = normaliserRecherche(recherche);
  return rows
    .filter((r) => normaliserRecherche(r.nom).includes(filtre))
    .sort(parNom)
    .slice(0, RESULTATS_MAX)
    .map(toServiceResume);
}

const CHEF_HORS_ETABLISSEMENT = "Le chef de service doit être un employé de l'établissement ou de son siège";

async function assertChefPossible(
  db: DbOrTx,
  employeId: number,
  etab: { etablissementId: number; siegeSocialId: number | null },
) {
  const emp = await rattachementEmploye(db, employeId);
  const ok = emp && (emp.etablissementId === etab.etablissementId || emp.etablissementId === etab.siegeSocialId);
  if (!emp || !ok)
    throw badRequest(CHEF_HORS_ETABLISSEMENT, { fieldErrors: { chefDeServiceId: CHEF_HORS_ETABLISSEMENT } });
  return emp;
}

/**
 * Creates a service in the caller's transaction: the form's and the import's (which names itself
 * as the cause of the history row). The head gets the service's role at once.
 */
export async function creerServiceDans(
  tx: Tx,
  actor: Actor,
  body: BodyOf<Routes['creer']>,
  cause?: string,
): Promise<{ serviceId: number; chefUtilisateurId: number }> {
  const etab = await scopeOfEtablissement(tx, body.etablissementId);
  if (!etab || !peutVoirEtablissement(actor, etab)) throw notFound(ETABLISSEMENT_INTROUVABLE);
  if (!peutCreerService(actor, etab)) throw forbidden("Seuls les administrateurs de l'établissement créent un service");
  const chef = await assertChefPossible(tx, body.chefDeServiceId, etab);
  const serviceId = await insertService(tx, body);
  await refreshRolesOf(tx, [chef.utilisateurId]);
  // On the head's history: they now hold the service's role.
  await journaliser(tx, actor, {
    entite: 'service',
    entiteId: serviceId,
    action: 'CREATION',
    apres: { nom: body.nom, chefDeServiceId: chef.employeId, cause },
    employeId: chef.employeId,
    etablissementId: etab.etablissementId,
  });
  return { serviceId, chefUtilisateurId: chef.utilisateurId };
}

export async function creerService(db: Db, actor: Actor, body: BodyOf<Routes['creer']>): Promise<Service> {
  return db.transaction(async (tx) => {
    const { serviceId, chefUtilisateurId } = await creerServiceDans(tx, actor, body);
    return relire(tx, actorAvecRoleChef(actor, chefUtilisateurId, serviceId), serviceId);
  });
}

/** The answer's abilities reflect a head role the actor has just been given. */
function actorAvecRoleChef(actor: Actor, utilisateurId: number, serviceId: number): Actor {
  if (actor.utilisateurId !== utilisateurId) return actor;
  return { ...actor, roles: [...actor.roles, withPrefix(roleChefDeService(serviceId))] };
}

/** The history row of a service setting; a change of head goes to the new head's history. */
function journaliserService(tx: Tx, actor: Actor, row: ServiceRow, apres: Partial<ServiceRow>, cause?: string) {
  return journaliser(tx, actor, {
    entite: 'service',
    entiteId: row.serviceId,
    action: 'MODIFICATION',
    avant: cause ? { ...row, cause: null } : row,
    apres: cause ? { ...apres, cause } : apres,
    employeId: apres.chefDeServiceId ?? null,
    etablissementId: row.etablissementId,
  });
}

async function modifier(
  db: Db,
  actor: Actor,
  serviceId: number,
  change: (tx: Tx, row: ServiceRow) => Promise<void>,
): Promise<Service> {
  return db.transaction(async (tx) => {
    const row = await loadServiceVisible(tx, actor, serviceId);
    await change(tx, row);
    return relire(tx, actor, serviceId);
  });
}

export function renommerService(db: Db, actor: Actor, serviceId: number, body: BodyOf<Routes['renommer']>) {
  return modifier(db, actor, serviceId, async (tx, row) => {
    assertGerable(actor, row);
    await updateService(tx, serviceId, { nom: body.nouveauNom });
    await journaliserService(tx, actor, row, { nom: body.nouveauNom });
  });
}

/** Gives the service another head, in the caller's transaction (the form's and the import's). */
export async function changerChefDans(
  tx: Tx,
  actor: Actor,
  row: ServiceRow,
  chefDeServiceId: number,
  cause?: string,
): Promise<void> {
  assertGerable(actor, row);
  const chef = await assertChefPossible(tx, chefDeServiceId, row);
  await updateService(tx, row.serviceId, { chefDeServiceId: chef.employeId });
  await journaliserService(tx, actor, row, { chefDeServiceId: chef.employeId }, cause);
  const concernes = [chef.utilisateurId, ...(row.chefUtilisateurId !== null ? [row.chefUtilisateurId] : [])];
  await refreshRolesOf(tx, concernes);
}

export function changerChefDeService(db: Db, actor: Actor, serviceId: number, body: BodyOf<Routes['changerChef']>) {
  return modifier(db, actor, serviceId, (tx, row) => changerChefDans(tx, actor, row, body.chefDeServiceId));
}

export function changerJoursFeriesAuto(
  db: Db,
  actor: Actor,
  serviceId: number,
  body: BodyOf<Routes['joursFeriesAuto']>,
) {
  return modifier(db, actor, serviceId, async (tx, row) => {
    assertGerable(actor, row);
    await updateService(tx, serviceId, { heuresSurJoursFeriesAutomatiques: body.heuresSurJoursFeriesAutomatiques });
    await journaliserService(tx, actor, row, {
      heuresSurJoursFeriesAutomatiques: body.heuresSurJoursFeriesAutomatiques,
    });
  });
}

export function changerValidationAutonome(
  db: Db,
  actor: Actor,
  serviceId: number,
  body: BodyOf<Routes['validationAutonome']>,
) {
  return modifier(db, actor, serviceId, async (tx, row) => {
    if (!abilitiesOf(actor, row).modifierValidationAutonome) {
      throw forbidden("Seul le directeur de l'établissement règle la validation autonome");
    }
    await updateService(tx, serviceId, { validationAutonome: body.validationAutonome });
    await journaliserService(tx, actor, row, { validationAutonome: body.validationAutonome });
  });
}
