import {
  DEMANDE_STATUT,
  type EtablissementScope,
  hasEtablissementRole,
  hasRole,
  isAdministrateur,
  roleChefDeService,
} from '@roulement/contract';
import type { Actor } from '../../lib/actor';

/** Who may do what with a request (spec §6, docs/decisions/037-arbre-des-validations.md). Pure. */

export interface DemandeScope {
  statutId: number;
  etablissement: EtablissementScope;
  createurId: number | null;
  /** The user of the target employee. */
  employeUtilisateurId: number;
}

/** A delegation the actor holds today: an authority of the delegant, in one establishment. */
export interface AutoriteDeleguee {
  authority: string;
  etablissementId: number;
  delegantId: number;
}

/** How the actor holds an authority: in their own name, or for a delegant. */
export type Qualite = { pourId: number | null };

const memeEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function estDemandeur(actor: Actor, d: DemandeScope): boolean {
  return d.createurId === actor.utilisateurId || d.employeUtilisateurId === actor.utilisateurId;
}

/**
 * The actor holds the authority: its role (Administrateur passes every check, spec §6), their own
 * e-mail, or a delegation in the request's establishment from a holder of the role.
 */
export function qualiteSur(
  actor: Actor,
  delegations: readonly AutoriteDeleguee[],
  authority: string,
  d: DemandeScope,
): Qualite | null {
  if (authority.includes('@')) return memeEmail(authority, actor.username) ? { pourId: null } : null;
  if (hasRole(actor, authority)) return { pourId: null };
  const delegation = delegations.find(
    (x) =>
      x.authority === authority &&
      x.etablissementId === d.etablissement.etablissementId &&
      x.delegantId !== d.createurId &&
      x.delegantId !== d.employeUtilisateurId,
  );
  return delegation ? { pourId: delegation.delegantId } : null;
}

/**
 * Holds the validation's authority and is not a requester, unless it names their e-mail (spec §6);
 * whatever the state: the state is checked apart (409).
 */
export function peutAgir(
  actor: Actor,
  delegations: readonly AutoriteDeleguee[],
  d: DemandeScope,
  authority: string,
): Qualite | null {
  const qualite = qualiteSur(actor, delegations, authority, d);
  if (!qualite) return null;
  if (estDemandeur(actor, d) && !authority.includes('@')) return null;
  return qualite;
}

/** May accept or refuse this validation now: pending, on a pending request, and held. */
export function peutDecider(
  actor: Actor,
  delegations: readonly AutoriteDeleguee[],
  d: DemandeScope,
  v: { authority: string; accepte: boolean | null },
): Qualite | null {
  if (d.statutId !== DEMANDE_STATUT.EN_ATTENTE || v.accepte !== null) return null;
  return peutAgir(actor, delegations, d, v.authority);
}

/** Creator, target employee, holders of any of its authorities, the establishment's direction and administrators. */
export function canVoirDemande(
  actor: Actor,
  delegations: readonly AutoriteDeleguee[],
  d: DemandeScope,
  authorities: readonly string[],
): boolean {
  return (
    isAdministrateur(actor) ||
    estDemandeur(actor, d) ||
    hasEtablissementRole(actor, 'ADMINISTRATEUR', d.etablissement) ||
    hasEtablissementRole(actor, 'DIRECTEUR', d.etablissement) ||
    authorities.some((a) => qualiteSur(actor, delegations, a, d) !== null)
  );
}

/** Spec §6: the creator or an Administrateur; the status is checked apart (409). */
export function canAnnuler(actor: Actor, d: DemandeScope): boolean {
  return d.createurId === actor.utilisateurId || isAdministrateur(actor);
}

/** The target employee, as the creation checks see them. */
export interface CibleDemande {
  utilisateurId: number;
  etablissement: EtablissementScope;
  /** Their current services. */
  services: readonly number[];
}

/** For oneself, or for a member: a head of one of their services or an establishment administrator. */
export function canDemanderPour(actor: Actor, cible: CibleDemande): boolean {
  return (
    cible.utilisateurId === actor.utilisateurId ||
    cible.services.some((s) => hasRole(actor, roleChefDeService(s))) ||
    hasEtablissementRole(actor, 'ADMINISTRATEUR', cible.etablissement)
  );
}
