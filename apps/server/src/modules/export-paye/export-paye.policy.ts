import { type EtablissementScope, hasEtablissementRole, type RoleHolder } from '@roulement/contract';

/** Spec §6: the establishment's pay export tab, for its DIRECTEUR or a COMPTABLE (Administrateur passes). */
export function peutExporterPayeEtablissement(user: RoleHolder, etab: EtablissementScope): boolean {
  return hasEtablissementRole(user, 'DIRECTEUR', etab) || hasEtablissementRole(user, 'COMPTABLE', etab);
}
