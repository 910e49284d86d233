import { isAdministrateur } from '@roulement/contract';
import type { Actor } from '../../lib/actor';

/** Who may do what with a delegation: pure rules on a loaded row, no database, no exception. */

interface DelegationParties {
  delegantId: number;
  delegataireId: number;
}

export const DELEGATION_A_SOI_MEME = 'Choisissez un collègue autre que vous-même';
export const DELEGATION_PERIODE_PASSEE = 'La période de délégation est déjà passée';

/** Its two parties, and the Administrateur (who may revoke any). */
export function canVoirDelegation(actor: Actor, row: DelegationParties): boolean {
  return isAdministrateur(actor) || row.delegantId === actor.utilisateurId || row.delegataireId === actor.utilisateurId;
}

/** The delegant takes back what they gave; the Administrateur may too. The delegate may not. */
export function canRevoquerDelegation(actor: Actor, row: DelegationParties): boolean {
  return isAdministrateur(actor) || row.delegantId === actor.utilisateurId;
}

/**
 * The body's rules that need the actor and today (the contract has checked the dates' order):
 * field → French message, empty when the delegation may be created.
 */
export function erreursDelegation(
  actor: Pick<Actor, 'utilisateurId'>,
  body: { delegataireId: number; dateFin: string },
  aujourdhui: string,
): Record<string, string> {
  const erreurs: Record<string, string> = {};
  if (body.delegataireId === actor.utilisateurId) erreurs.delegataireId = DELEGATION_A_SOI_MEME;
  if (body.dateFin < aujourdhui) erreurs.dateFin = DELEGATION_PERIODE_PASSEE;
  return erreurs;
}
