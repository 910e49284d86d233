import { type EtablissementScope, hasEtablissementRole, type RoleHolder } from '@roulement/contract';

/** Spec §6: meal hours are edited by the DIRECTEUR or an ADMINISTRATEUR of the establishment, never for 0. */
export function peutModifierHorairesRepas(user: RoleHolder, etab: EtablissementScope): boolean {
  return (
    etab.etablissementId !== 0 &&
    (hasEtablissementRole(user, 'DIRECTEUR', etab) || hasEtablissementRole(user, 'ADMINISTRATEUR', etab))
  );
}
