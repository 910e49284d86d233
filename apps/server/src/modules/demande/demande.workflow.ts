import { DEMANDE_STATUT, type DemandeStatutId } from '@roulement/contract';
import { conflict } from '../../lib/errors';

/** A stored validation, as the rules need it. */
export interface NoeudDecision {
  id: number;
  parentId: number | null;
  accepte: boolean | null;
}

const { EN_ATTENTE, ACCEPTEE, REFUSEE, ANNULEE } = DEMANDE_STATUT;

/** Spec §4: a request leaves 'En attente' once, to one of the three other statuses. */
const TRANSITIONS: Record<DemandeStatutId, readonly DemandeStatutId[]> = {
  [EN_ATTENTE]: [ACCEPTEE, REFUSEE, ANNULEE],
  [ACCEPTEE]: [],
  [REFUSEE]: [],
  [ANNULEE]: [],
};

export const DEMANDE_PLUS_EN_ATTENTE = "Cette demande n'est plus en attente";

export function assertTransition(de: DemandeStatutId, vers: DemandeStatutId): void {
  if (!TRANSITIONS[de].includes(vers)) throw conflict(DEMANDE_PLUS_EN_ATTENTE);
}

/** Refused as soon as one root is refused, accepted when every root is, pending otherwise. */
export function statutDesValidations(validations: readonly NoeudDecision[]): DemandeStatutId {
  const racines = validations.filter((v) => v.parentId === null);
  if (racines.some((v) => v.accepte === false)) return REFUSEE;
  if (racines.length > 0 && racines.every((v) => v.accepte === true)) return ACCEPTEE;
  return EN_ATTENTE;
}

/** The pending descendants of a validation: a decision on a parent decides them too. */
export function sousValidationsEnAttente(validations: readonly NoeudDecision[], id: number): number[] {
  const enfants = validations.filter((v) => v.parentId === id);
  return enfants.flatMap((v) => [
    ...(v.accepte === null ? [v.id] : []),
    ...sousValidationsEnAttente(validations, v.id),
  ]);
}

/**
 * The validations to give now: pending, with every sub-validation decided (heads before the
 * director). Their holders are the ones e-mailed.
 */
export function validationsADonner(validations: readonly NoeudDecision[]): number[] {
  return validations
    .filter((v) => v.accepte === null && validations.every((e) => e.parentId !== v.id || e.accepte !== null))
    .map((v) => v.id);
}
