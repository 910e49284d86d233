import {
  type EtablissementScope,
  hasRole,
  peutGererService,
  peutVoirEtablissement,
  type RoleHolder,
  roleChefDeService,
  type ServiceScope,
} from '@roulement/contract';

/**
 * Issue 27: the slots to cover and their candidates are for the head of the service and the
 * establishment's administrators; no one else.
 */
export const peutCouvrir = (actor: RoleHolder, s: ServiceScope): boolean => peutGererService(actor, s);

/** The establishment exists for anyone with a role there, or who heads one of its services. */
export function voitEtablissement(actor: RoleHolder, etab: EtablissementScope, serviceIds: readonly number[]): boolean {
  return peutVoirEtablissement(actor, etab) || serviceIds.some((id) => hasRole(actor, roleChefDeService(id)));
}
