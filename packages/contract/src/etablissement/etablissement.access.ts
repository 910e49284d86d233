import { type EtablissementScope, hasEtablissementRole, isAdministrateur, type RoleHolder } from '../common/roles';
import type { AbilitiesEtablissement } from './etablissement-admin.schemas';

/**
 * Decision 054, revised for issue 23: the global Administrateur sets an establishment's
 * settings; its administrators (or the head office's) name its director. The Administration
 * tab's dialogs — accountants and accommodation schemes — belong to whoever has the tab
 * (spec §2.3/§6: its DIRECTEUR, id not 0) as well as to its administrators.
 */
export function abilitiesEtablissement(user: RoleHolder, etablissement: EtablissementScope): AbilitiesEtablissement {
  const administrateur = hasEtablissementRole(user, 'ADMINISTRATEUR', etablissement);
  const directeur = etablissement.etablissementId !== 0 && hasEtablissementRole(user, 'DIRECTEUR', etablissement);
  return {
    modifierReglages: isAdministrateur(user),
    designerDirecteur: administrateur,
    gererComptables: administrateur || directeur,
    gererDispositifs: administrateur || directeur,
  };
}

/** Spec §6: creating associations and establishments belongs to the Administrateur. */
export const peutCreerEtablissement = (user: RoleHolder): boolean => isAdministrateur(user);
