import {
  type EtablissementScope,
  hasEtablissementRole,
  hasRole,
  isAdministrateur,
  type RoleHolder,
  roleChefDeService,
} from '../common/roles';

/** What the role rules of spec §6 need to know about a service. */
export interface ServiceScope {
  serviceId: number;
  etablissement: EtablissementScope & { aideIndividuelleMensuelle?: boolean };
}

const ROLES_QUI_VOIENT = ['SALARIE', 'DIRECTEUR', 'ADMINISTRATEUR', 'COMPTABLE'] as const;

/** Anyone holding a role in the establishment or its head office (or the Administrateur). */
export function peutVoirEtablissement(user: RoleHolder, etablissement: EtablissementScope): boolean {
  return isAdministrateur(user) || ROLES_QUI_VOIENT.some((r) => hasEtablissementRole(user, r, etablissement));
}

/** Anyone holding a role in the establishment (or its head office), or the service's head. */
export function peutVoirService(user: RoleHolder, s: ServiceScope): boolean {
  return hasRole(user, roleChefDeService(s.serviceId)) || peutVoirEtablissement(user, s.etablissement);
}

export function estAdministrateurEtablissement(user: RoleHolder, etablissement: EtablissementScope): boolean {
  return hasEtablissementRole(user, 'ADMINISTRATEUR', etablissement);
}

/**
 * §6: members, the template, extra-hours and training slots and the slot menu belong to the
 * service head or an establishment administrator.
 */
export function peutGererService(user: RoleHolder, s: ServiceScope): boolean {
  return hasRole(user, roleChefDeService(s.serviceId)) || estAdministrateurEtablissement(user, s.etablissement);
}

/**
 * §6: leave is posed by an establishment administrator, or by a head of the member's service, for
 * someone else: a head or an administrator requests their own leave, as any employee does
 * (decisions 010 and 011).
 */
export function posePourMembre(droits: { administrateur: boolean; chef: boolean }, soiMeme: boolean): boolean {
  return !soiMeme && (droits.administrateur || droits.chef);
}

/** §6: creating a service is for the establishment administrator. */
export function peutCreerService(user: RoleHolder, etablissement: EtablissementScope): boolean {
  return estAdministrateurEtablissement(user, etablissement);
}

/** §6: the service pay export: head, accountant or administrator of the establishment. */
export function peutExporterPayeService(user: RoleHolder, s: ServiceScope): boolean {
  return peutGererService(user, s) || hasEtablissementRole(user, 'COMPTABLE', s.etablissement);
}

/** The abilities a service answer carries (decision 020 for who closes and deletes). */
export function abilitiesService(user: RoleHolder, s: ServiceScope) {
  const gerer = peutGererService(user, s);
  const admin = estAdministrateurEtablissement(user, s.etablissement);
  return {
    administrer: gerer,
    renommer: gerer,
    changerChef: gerer,
    fermer: admin,
    supprimer: admin,
    modifierJoursFeriesAuto: gerer,
    modifierValidationAutonome: hasEtablissementRole(user, 'DIRECTEUR', s.etablissement),
    gererMembres: gerer,
    voirFicheEmploye: admin,
    poserConges: gerer,
    voirConges: true,
    voirAim: Boolean(s.etablissement.aideIndividuelleMensuelle) && gerer,
    exportPaye: peutExporterPayeService(user, s),
    voirPlanning: true,
    modifierPlanning: gerer,
    publierDansLePasse: admin,
  };
}
