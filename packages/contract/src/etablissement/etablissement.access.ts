import { type EtablissementScope, hasEtablissementRole, isAdministrateur, type RoleHolder } from '../common/roles';
import type { AbilitiesEtablissement } from './etablissement-admin.schemas';

/**
 * Decision 054: the global Administrateur sets an establishment's settings; its administrators
 * (or the head office's) also name its director and accountants and keep its accommodation
 * schemes. Its director sees all of it in the Administration tab, without changing it.
 */
export function abilitiesEtablissement(user: RoleHolder, etablissement: EtablissementScope): AbilitiesEtablissement {
  const administrateur = hasEtablissementRole(user, 'ADMINISTRATEUR', etablissement);
  return {
    modifierReglages: isAdministrateur(user),
    designerDirecteur: administrateur,
    gererComptables: administrateur,
    gererDispositifs: administrateur,
  };
}

/** Spec §6: creating associations and establishments belongs to the Administrateur. */
export const peutCreerEtablissement = (user: RoleHolder): boolean => isAdministrateur(user);
