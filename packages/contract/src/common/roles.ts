/**
 * The role rules of spec §6 (document 1) and §2.2, in one place, used by the server to enforce
 * them and by the web to show navigation.
 */

export const ROLE_PREFIX = 'ROLE_';
export const ADMINISTRATEUR_GLOBAL = 'Administrateur';
export const UTILISATEUR = 'UTILISATEUR';

export type EtablissementRole = 'SALARIE' | 'DIRECTEUR' | 'ADMINISTRATEUR' | 'COMPTABLE';

/** What a permission check needs to know about a user. */
export interface RoleHolder {
  username: string;
  roles: readonly string[];
}

/** What a permission check needs to know about an establishment. */
export interface EtablissementScope {
  etablissementId: number;
  siegeSocialId: number | null;
}

export const roleEtablissement = (role: EtablissementRole, etablissementId: number): string =>
  `${role}_${etablissementId}`;
export const roleChefDeService = (serviceId: number): string => `CHEF_DE_SERVICE_${serviceId}`;
export const withPrefix = (role: string): string => `${ROLE_PREFIX}${role}`;

function holdsExactly(user: RoleHolder, role: string): boolean {
  return user.username === role || user.roles.includes(withPrefix(role));
}

export function isAdministrateur(user: RoleHolder): boolean {
  return holdsExactly(user, ADMINISTRATEUR_GLOBAL);
}

/** §6: the username equals the role, or the roles list holds ROLE_{role}; Administrateur passes. */
export function hasRole(user: RoleHolder, role: string): boolean {
  return isAdministrateur(user) || holdsExactly(user, role);
}

/**
 * §2.2: permission P is granted by ROLE_P, ROLE_P_{establishment}, ROLE_P_{head office} or
 * Administrateur. Without an establishment only the bare role (or Administrateur) counts.
 */
export function hasPermission(
  user: RoleHolder,
  permission: string,
  etablissement?: EtablissementScope | null,
): boolean {
  if (hasRole(user, permission)) return true;
  if (!etablissement) return false;
  if (holdsExactly(user, `${permission}_${etablissement.etablissementId}`)) return true;
  return etablissement.siegeSocialId !== null && holdsExactly(user, `${permission}_${etablissement.siegeSocialId}`);
}

/** Holds the establishment role for this establishment or its head office. */
export function hasEtablissementRole(
  user: RoleHolder,
  role: EtablissementRole,
  etablissement: EtablissementScope,
): boolean {
  return hasPermission(user, role, etablissement);
}

/** Ids of the establishments for which the user holds `role` (suffixed roles only). */
export function etablissementIdsWithRole(user: RoleHolder, role: EtablissementRole): number[] {
  const prefix = `${ROLE_PREFIX}${role}_`;
  return user.roles
    .filter((r) => r.startsWith(prefix))
    .map((r) => Number(r.slice(prefix.length)))
    .filter((id) => Number.isInteger(id));
}

/** Heads some service (roles name services, not establishments), or is the global Administrateur. */
export const estChefDeService = (user: RoleHolder): boolean =>
  isAdministrateur(user) || user.roles.some((r) => r.startsWith(withPrefix('CHEF_DE_SERVICE_')));

/**
 * Issue 27 (decision 108): « À couvrir » is for the establishment's administrators and the heads of
 * service; a director without either gets 403 from it, so no link.
 */
export const couvreAbsences = (user: RoleHolder, etablissement: EtablissementScope): boolean =>
  hasPermission(user, 'ADMINISTRATEUR', etablissement) || estChefDeService(user);

/** Establishment features the navigation depends on (settings, never ids in code). */
export interface EtablissementNavigation extends EtablissementScope {
  aideIndividuelleMensuelle: boolean;
}

/** Header links of spec §2.3 / §6, for the selected establishment. */
export function navigationOf(user: RoleHolder, etablissement: EtablissementNavigation | null) {
  const admin = isAdministrateur(user);
  if (!etablissement) {
    return {
      etablissement: false,
      tableauDesConges: false,
      services: false,
      employes: false,
      usagers: false,
      aCouvrir: false,
      menuPrincipal: hasRole(user, UTILISATEUR),
      menuAdministration: admin,
      monPlanning: !admin,
    };
  }
  return {
    // §6: DIRECTEUR of the establishment or of its head office, but SALARIE of the establishment itself.
    etablissement:
      hasEtablissementRole(user, 'DIRECTEUR', etablissement) ||
      hasPermission(user, 'SALARIE', { etablissementId: etablissement.etablissementId, siegeSocialId: null }),
    tableauDesConges: hasRole(user, UTILISATEUR),
    services: hasRole(user, UTILISATEUR),
    employes: hasEtablissementRole(user, 'ADMINISTRATEUR', etablissement),
    usagers: etablissement.aideIndividuelleMensuelle && hasEtablissementRole(user, 'SALARIE', etablissement),
    aCouvrir: couvreAbsences(user, etablissement),
    menuPrincipal: hasRole(user, UTILISATEUR),
    menuAdministration: admin,
    monPlanning: !admin,
  };
}
export type Navigation = ReturnType<typeof navigationOf>;
