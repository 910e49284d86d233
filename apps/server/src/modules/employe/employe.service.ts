import type { Employe, EmployeResume, EmployeUpdateBodySchema, EtablissementScope } from '@roulement/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { comparerFr } from '../../lib/tri';
import { refreshRolesOf } from '../auth/acl.service';
import { canSeeUtilisateur } from '../auth/auth.policy';
import { etablissementsOfUtilisateur } from '../auth/auth.service';
import { scopeOfEtablissement } from '../etablissement/etablissement.service';
import { ecartsPlanning } from './ecarts';
import {
  findEmployeScope,
  findResponsabilites,
  listResumesOfEtablissement,
  type ResumeRow,
  searchResumes,
} from './employe.lecture';
import {
  type Acces,
  canAcceder,
  canGererEmployes,
  canLireFichesUtilisateur,
  canVoirEmploye,
  canVoirEtablissement,
  type EmployeScope,
  estSoiMeme,
} from './employe.policy';
import {
  deleteEmploye,
  findEmploye,
  findRattachement,
  findSoldeRecupInitial,
  updateEmploye,
} from './employe.repository';
import { lireFiche, lireFichesDeUtilisateur, toHeureCredit } from './fiche';
import { listHeureCredits } from './heures.repository';
import { calculerRecuperations } from './recuperation';
import { toResume } from './resume';

const EMPLOYE_INTROUVABLE = 'Employé introuvable';
const MESSAGES_INTERDIT: Record<Exclude<Acces, 'voir'>, string> = {
  lire: "Seuls l'employé, ses administrateurs, ses chefs de service et le directeur consultent cette fiche",
  poserConges:
    "Seuls un administrateur de l'établissement et les chefs de service de l'employé posent ses congés ; un chef de service demande les siens",
  soldes: "Seul un administrateur de l'établissement crédite, débite ou modifie les congés de ses employés",
  gerer: "Seul un administrateur de l'établissement gère ses employés",
};
const SES_PROPRES_SOLDES =
  "Vous ne pouvez ni créditer, ni débiter, ni poser vos propres congés : un administrateur du siège social ou l'Administrateur s'en charge";

/**
 * Loads an employee for a use case: 404 when absent or outside what the actor sees, 403 when
 * visible but not allowed at this level. `verrou` locks the row (balance changes, see
 * findEmployeScope).
 */
export async function loadEmploye(
  db: DbOrTx,
  actor: Actor,
  id: number,
  acces: Acces,
  options: { verrou?: boolean } = {},
): Promise<EmployeScope> {
  const row = await findEmployeScope(db, id, options);
  if (!row) throw notFound(EMPLOYE_INTROUVABLE);
  const scope: EmployeScope = {
    employeId: row.employeId,
    utilisateurId: row.utilisateurId,
    etablissement: { etablissementId: row.etablissementId, siegeSocialId: row.siegeSocialId },
    services: row.services,
  };
  verifierAcces(actor, scope, acces);
  return scope;
}

function verifierAcces(actor: Actor, scope: EmployeScope, acces: Acces): void {
  if (!canVoirEmploye(actor, scope)) throw notFound(EMPLOYE_INTROUVABLE);
  if (acces === 'voir' || canAcceder(actor, scope, acces)) return;
  // An administrator refused on their own record is told who does it for them.
  const surSoi =
    (acces === 'soldes' || acces === 'poserConges') &&
    estSoiMeme(actor, scope) &&
    canGererEmployes(actor, scope.etablissement);
  throw forbidden(surSoi ? SES_PROPRES_SOLDES : MESSAGES_INTERDIT[acces]);
}

/** A record read first and checked after: one query less than checking first (the page everyone opens). */
async function lireFicheAutorisee(db: DbOrTx, actor: Actor, id: number, acces: Acces): Promise<Employe> {
  const lue = await lireFiche(db, actor, id);
  if (!lue) throw notFound(EMPLOYE_INTROUVABLE);
  verifierAcces(actor, lue.scope, acces);
  return lue.fiche;
}

/** An establishment whose employees the actor manages: 404 when not visible, 403 otherwise. */
export async function loadEtablissementGere(
  db: DbOrTx,
  actor: Actor,
  id: number,
): Promise<EtablissementScope & { raisonSociale: string }> {
  const scope = await scopeOfEtablissement(db, id);
  if (!scope || !canVoirEtablissement(actor, scope)) throw notFound('Établissement introuvable');
  if (!canGererEmployes(actor, scope)) throw forbidden(MESSAGES_INTERDIT.gerer);
  return scope;
}

/** The record as every mutating call answers it (spec §7: "return the updated employee"). */
export async function ficheDe(db: DbOrTx, actor: Actor, id: number): Promise<Employe> {
  const lue = await lireFiche(db, actor, id);
  if (!lue) throw notFound(EMPLOYE_INTROUVABLE);
  return lue.fiche;
}

const parNom = (a: ResumeRow, b: ResumeRow) =>
  comparerFr(a.nom, b.nom) || comparerFr(a.prenom, b.prenom) || a.employeId - b.employeId;

/** List items with their statuses, sorted by name (the contracts come with each row). */
function resumes(rows: ResumeRow[]): EmployeResume[] {
  const aujourdhui = todayInParis();
  return [...rows].sort(parNom).map((r) => toResume(r, r.contrats, aujourdhui));
}

/** GET /employe/etablissement/{id}: every employee of the establishment, sorted by name. */
export async function listerParEtablissement(db: Db, actor: Actor, etablissementId: number): Promise<EmployeResume[]> {
  await loadEtablissementGere(db, actor, etablissementId);
  return resumes(await listResumesOfEtablissement(db, etablissementId));
}

/** GET /employe?_recherche: every word of the term in the name, without accents or case. */
export async function rechercher(
  db: Db,
  actor: Actor,
  query: { _recherche: string; _etablissementId: number },
): Promise<EmployeResume[]> {
  await loadEtablissementGere(db, actor, query._etablissementId);
  return resumes(await searchResumes(db, query._etablissementId, query._recherche));
}

export function lireEmploye(db: Db, actor: Actor, id: number): Promise<Employe> {
  return lireFicheAutorisee(db, actor, id, 'lire');
}

/** GET /employe/utilisateur/{id}: the profile's balances, one record per establishment. */
export async function lireFichesUtilisateur(db: Db, actor: Actor, utilisateurId: number): Promise<Employe[]> {
  if (!canLireFichesUtilisateur(actor, utilisateurId)) {
    const visible = canSeeUtilisateur(actor, utilisateurId, await etablissementsOfUtilisateur(db, utilisateurId));
    if (visible) throw forbidden("Seul l'utilisateur lui-même consulte ses soldes");
    throw notFound('Utilisateur introuvable');
  }
  return lireFichesDeUtilisateur(db, actor, utilisateurId);
}

export async function modifierEmploye(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof EmployeUpdateBodySchema>,
): Promise<Employe> {
  if (body.employeId !== undefined && body.employeId !== id) {
    throw badRequest("L'identifiant du corps ne correspond pas à celui du chemin");
  }
  return db.transaction(async (tx) => {
    const scope = await loadEmploye(tx, actor, id, 'gerer');
    const avant = await findEmploye(tx, id);
    const valeurs = {
      emailPro: body.emailPro ?? null,
      delegueDuPersonnel: body.delegueDuPersonnel,
      administrateur: body.administrateur,
      soldeRecupInitial: body.soldeRecupInitial,
      dateEntreeAnciennete: body.dateEntreeAnciennete ?? null,
    };
    await updateEmploye(tx, id, valeurs);
    await journaliser(tx, actor, {
      entite: 'employe',
      entiteId: id,
      action: 'MODIFICATION',
      avant,
      apres: valeurs,
      employeId: id,
      etablissementId: scope.etablissement.etablissementId,
    });
    // The administrateur flag makes ADMINISTRATEUR_{etab}.
    await refreshRolesOf(tx, [scope.utilisateurId]);
    return ficheDe(tx, actor, id);
  });
}

/**
 * DELETE /employe/{id}: contracts, memberships, leave and credits go with it (foreign keys
 * cascade). A director or a service head is refused: the establishment or service needs another
 * head first.
 */
export async function supprimerEmploye(db: Db, actor: Actor, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const scope = await loadEmploye(tx, actor, id, 'gerer', { verrou: true });
    const { directeurDe, chefDe } = await findResponsabilites(tx, id);
    if (directeurDe.length > 0) {
      throw conflict(
        `Cet employé est directeur de « ${directeurDe.join(', ')} » : désignez d'abord un autre directeur`,
      );
    }
    if (chefDe.length > 0) {
      throw conflict(
        `Cet employé est chef du service « ${chefDe.join(', ')} » : désignez d'abord un autre chef de service`,
      );
    }
    await deleteEmploye(tx, id);
    // The employee is gone: the row stays on the establishment's record.
    await journaliser(tx, actor, {
      entite: 'employe',
      entiteId: id,
      action: 'SUPPRESSION',
      avant: { utilisateurId: scope.utilisateurId },
      employeId: null,
      etablissementId: scope.etablissement.etablissementId,
    });
    await refreshRolesOf(tx, [scope.utilisateurId]);
  });
  return null;
}

export async function lireRecuperations(db: Db, actor: Actor, id: number) {
  await loadEmploye(db, actor, id, 'lire');
  const [initial, credits, ecarts] = await Promise.all([
    findSoldeRecupInitial(db, id),
    listHeureCredits(db, [id]),
    ecartsPlanning(db, id),
  ]);
  return calculerRecuperations(initial, credits.map(toHeureCredit), ecarts, todayInParis());
}

/** GET /employe/{id}/soldesDheuresDeTravail: the worked hours of the record (zero for a permanent contract). */
export async function lireHeuresDeTravail(db: Db, actor: Actor, id: number) {
  const fiche = await lireFicheAutorisee(db, actor, id, 'lire');
  return fiche.heuresDeTravail ?? { aDate: 0, prevues: 0 };
}

/** An employee's establishment and user, for other domains' checks (a head of service, a member). */
export function rattachementEmploye(db: DbOrTx, employeId: number) {
  return findRattachement(db, employeId);
}
