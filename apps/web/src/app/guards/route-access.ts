import {
  ADMINISTRATEUR_GLOBAL,
  type EtablissementNavigation,
  hasPermission,
  isAdministrateur,
  type RoleHolder,
  UTILISATEUR,
} from '@roulement/contract';

/** What a route asks of the user (spec §2.1 "Access" column). */
export interface RouteAccess {
  /** Permission P of §2.2: ROLE_P, ROLE_P_{establishment}, ROLE_P_{head office} or Administrateur. */
  permission?: string;
  /** Limited to establishments with the aid-sheet feature (doc 3), unless Administrateur. */
  aideIndividuelleMensuelle?: boolean;
}

export const ACCES = {
  connecte: {},
  administrateurGlobal: { permission: ADMINISTRATEUR_GLOBAL },
  utilisateur: { permission: UTILISATEUR },
  salarie: { permission: 'SALARIE' },
  directeur: { permission: 'DIRECTEUR' },
  administrateurEtablissement: { permission: 'ADMINISTRATEUR' },
  aideIndividuelle: { permission: 'SALARIE', aideIndividuelleMensuelle: true },
} as const satisfies Record<string, RouteAccess>;

/** Spec §2.2: may this user open a route with this access, in the selected establishment? */
export function isRouteAllowed(
  user: RoleHolder,
  access: RouteAccess,
  etablissement: EtablissementNavigation | null,
): boolean {
  if (access.permission !== undefined && !hasPermission(user, access.permission, etablissement)) return false;
  if (access.aideIndividuelleMensuelle && !isAdministrateur(user) && !etablissement?.aideIndividuelleMensuelle) {
    return false;
  }
  return true;
}
