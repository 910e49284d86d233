import {
  type EtablissementScope,
  hasEtablissementRole,
  hasRole,
  isAdministrateur,
  posePourMembre,
  roleChefDeService,
} from '@roulement/contract';
import type { Actor } from '../../lib/actor';

/**
 * Who may do what with employees (spec §6, ARCHITECTURE.md §4.4;
 * docs/decisions/010-droits-employes-conges.md). An establishment is visible to whoever holds a
 * role in it or in its head office; a record outside what the actor sees is answered 404, a
 * visible one the actor may not touch 403.
 */

const ROLES_QUI_VOIENT = ['SALARIE', 'DIRECTEUR', 'ADMINISTRATEUR', 'COMPTABLE'] as const;

export interface EmployeScope {
  employeId: number;
  utilisateurId: number;
  etablissement: EtablissementScope;
  /** The services the employee belongs to from today on. */
  services: readonly number[];
}

export function canVoirEtablissement(actor: Actor, etablissement: EtablissementScope): boolean {
  return isAdministrateur(actor) || ROLES_QUI_VOIENT.some((r) => hasEtablissementRole(actor, r, etablissement));
}

/** Declares, changes and deletes employees, contracts, leave and credits: ADMINISTRATEUR or Administrateur. */
export function canGererEmployes(actor: Actor, etablissement: EtablissementScope): boolean {
  return hasEtablissementRole(actor, 'ADMINISTRATEUR', etablissement);
}

export function canVoirEmploye(actor: Actor, employe: EmployeScope): boolean {
  return employe.utilisateurId === actor.utilisateurId || canVoirEtablissement(actor, employe.etablissement);
}

/** Spec §6: the head of one of the employee's services poses their leave from the planning. */
function dirigeUnServiceDe(actor: Actor, employe: EmployeScope): boolean {
  return employe.services.some((serviceId) => hasRole(actor, roleChefDeService(serviceId)));
}

/** The actor's own record: what they may not do to it through the administrator's calls. */
export function estSoiMeme(actor: Actor, employe: EmployeScope): boolean {
  return employe.utilisateurId === actor.utilisateurId;
}

/** Poses a leave (POST /conges): the establishment's administrators, the employee's heads of service, never for themselves. */
export function canPoserConges(actor: Actor, employe: EmployeScope): boolean {
  return posePourMembre(
    { administrateur: canGererEmployes(actor, employe.etablissement), chef: dirigeUnServiceDe(actor, employe) },
    estSoiMeme(actor, employe),
  );
}

/**
 * Credits, debits (days or hours) and leave changes: an administrator of the establishment, never
 * on their own balances; a head office administrator or the Administrateur does it for them.
 */
export function canMouvementerSoldes(actor: Actor, employe: EmployeScope): boolean {
  return canGererEmployes(actor, employe.etablissement) && !estSoiMeme(actor, employe);
}

/**
 * The whole record (balances, leave, contracts): its managers, the director, the employee themself,
 * and the heads of the employee's services (the leave dialog shows the balances).
 */
function canLireFiche(actor: Actor, employe: EmployeScope): boolean {
  return (
    employe.utilisateurId === actor.utilisateurId ||
    canGererEmployes(actor, employe.etablissement) ||
    dirigeUnServiceDe(actor, employe) ||
    hasEtablissementRole(actor, 'DIRECTEUR', employe.etablissement)
  );
}

export function abilitiesOf(actor: Actor, employe: EmployeScope) {
  return { modifier: canGererEmployes(actor, employe.etablissement), voirSoldes: canLireFiche(actor, employe) };
}

/** Profile balances (GET /employe/utilisateur/{id}): the user themself or the Administrateur. */
export function canLireFichesUtilisateur(actor: Actor, utilisateurId: number): boolean {
  return actor.utilisateurId === utilisateurId || isAdministrateur(actor);
}

export type Acces = 'voir' | 'lire' | 'poserConges' | 'soldes' | 'gerer';

/** 'voir' passes for every visible record; otherwise the level's rule decides (403). */
export function canAcceder(actor: Actor, employe: EmployeScope, acces: Acces): boolean {
  if (acces === 'voir') return true;
  if (acces === 'lire') return canLireFiche(actor, employe);
  if (acces === 'poserConges') return canPoserConges(actor, employe);
  if (acces === 'soldes') return canMouvementerSoldes(actor, employe);
  return canGererEmployes(actor, employe.etablissement);
}
