import {
  type Etablissement,
  estChefDeService,
  hasPermission,
  peutGererService,
  type RoleHolder,
  type ServiceResume,
} from '@roulement/contract';

/** Which items of the panel of issue 25 the user sees: only those they may act on. */
export interface PanneauAccueil {
  aValider: boolean;
  absents: boolean;
  aRemplacer: boolean;
  exportPaye: boolean;
  fichesAValider: boolean;
}

/**
 * Heads of service, directors, HR administrators and accountants open Mon planning on what needs
 * them in the selected establishment; a plain employee gets no panel (null).
 */
export function panneauAccueil(user: RoleHolder, etablissement: Etablissement | null): PanneauAccueil | null {
  if (!etablissement) return null;
  const directeur = hasPermission(user, 'DIRECTEUR', etablissement);
  const administrateur = hasPermission(user, 'ADMINISTRATEUR', etablissement);
  const responsable = directeur || administrateur || estChefDeService(user);
  const panneau = {
    aValider: responsable,
    absents: responsable,
    aRemplacer: administrateur || estChefDeService(user),
    exportPaye: etablissement.exportPaye && hasPermission(user, 'COMPTABLE', etablissement),
    fichesAValider: etablissement.aideIndividuelleMensuelle && responsable,
  };
  return Object.values(panneau).some(Boolean) ? panneau : null;
}

/** The services of the establishment whose slots I may replace: those I head, or all as administrator. */
export const servicesGeres = (user: RoleHolder, services: readonly ServiceResume[]) =>
  services.filter((s) => peutGererService(user, { serviceId: s.serviceId, etablissement: s.etablissement }));
