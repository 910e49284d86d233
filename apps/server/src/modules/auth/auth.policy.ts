import { type EtablissementScope, hasEtablissementRole, isAdministrateur, type RoleHolder } from '@roulement/contract';
import type { Actor } from '../../lib/actor';

const ROLES_QUI_VOIENT = ['SALARIE', 'DIRECTEUR', 'ADMINISTRATEUR', 'COMPTABLE'] as const;

/**
 * A user is visible to themself, to the Administrateur, and to anyone holding a role in one of
 * the establishments they are employed in (or in its head office).
 */
export function canSeeUtilisateur(
  actor: Actor,
  cibleId: number,
  etablissementsDeLaCible: EtablissementScope[],
): boolean {
  if (actor.utilisateurId === cibleId || isAdministrateur(actor)) return true;
  return etablissementsDeLaCible.some((e) => ROLES_QUI_VOIENT.some((role) => hasEtablissementRole(actor, role, e)));
}

/** Only the user themself or the Administrateur changes a user's information, password, avatar. */
export function canEditUtilisateur(actor: Actor, cibleId: number): boolean {
  return actor.utilisateurId === cibleId || isAdministrateur(actor);
}

/** Looking a user up by e-mail: oneself, or someone who declares employees (an administrator). */
export function canSearchAnyUtilisateur(actor: RoleHolder): boolean {
  return isAdministrateur(actor) || actor.roles.some((r) => r.startsWith('ROLE_ADMINISTRATEUR_'));
}
