import {
  type EtablissementScope,
  hasEtablissementRole,
  hasPermission,
  hasRole,
  peutVoirEtablissement,
  type RoleHolder,
  roleChefDeService,
} from '@roulement/contract';

/** Who may do what in the resident module (spec 3 §6, decision 061). Pure. */

export interface EtablissementAim extends EtablissementScope {
  aideIndividuelleMensuelle: boolean;
}

/** Residents of an establishment are seen by whoever holds a role in it or its head office. */
export function canVoirUsagers(actor: RoleHolder, etab: EtablissementScope): boolean {
  return peutVoirEtablissement(actor, etab);
}

/**
 * §6: sheets and finances need SALARIE of the establishment or its head office (directors and
 * administrators of the establishment too), in an establishment with the aid feature.
 */
export function canGererFiches(actor: RoleHolder, etab: EtablissementAim): boolean {
  if (!etab.aideIndividuelleMensuelle) return false;
  return (
    hasPermission(actor, 'SALARIE', etab) ||
    hasEtablissementRole(actor, 'DIRECTEUR', etab) ||
    hasEtablissementRole(actor, 'ADMINISTRATEUR', etab)
  );
}

/** §6: the service head or an establishment administrator (the model, a stay in the service). */
export function canGererServiceAim(actor: RoleHolder, serviceId: number, etab: EtablissementScope): boolean {
  return hasRole(actor, roleChefDeService(serviceId)) || hasEtablissementRole(actor, 'ADMINISTRATEUR', etab);
}

/** A stay is opened by the head of its service, a director or an administrator of the establishment. */
export function canCreerAccueil(actor: RoleHolder, serviceId: number, etab: EtablissementScope): boolean {
  return canGererServiceAim(actor, serviceId, etab) || hasEtablissementRole(actor, 'DIRECTEUR', etab);
}

/** The stay form shows for a director, an administrator or a service head (checked on the service). */
export function canCreerAccueilDansEtablissement(actor: RoleHolder, etab: EtablissementScope): boolean {
  return (
    hasEtablissementRole(actor, 'DIRECTEUR', etab) ||
    hasEtablissementRole(actor, 'ADMINISTRATEUR', etab) ||
    actor.roles.some((r) => r.startsWith('ROLE_CHEF_DE_SERVICE_'))
  );
}
