import { type Etablissement, hasPermission, type RoleHolder } from '@roulement/contract';

/**
 * Spec §2.3/§6: Administration for the establishment's DIRECTEUR (id not 0); Export Paye where
 * the establishment's `exportPaye` setting is on (issue 13: a setting, not id 14), for its
 * DIRECTEUR or COMPTABLE. The global Administrateur passes every check.
 */
export function ongletsEtablissement(user: RoleHolder, etablissement: Etablissement | null) {
  if (!etablissement || etablissement.etablissementId === 0) return { administration: false, exportPaye: false };
  const directeur = hasPermission(user, 'DIRECTEUR', etablissement);
  return {
    administration: directeur,
    exportPaye: etablissement.exportPaye && (directeur || hasPermission(user, 'COMPTABLE', etablissement)),
  };
}
