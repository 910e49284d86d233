import { type Employe, isAdministrateur, type Membre, peutGererService, type RoleHolder } from '@roulement/contract';

/** An employee a leave request may be made for: the user's own records and, for a manager, members. */
export interface EmployeChoisissable {
  employeId: number;
  nomComplet: string;
  /** Shown when the user has records in several establishments. */
  precision?: string;
}

type MonEmploye = Pick<Employe, 'employeId' | 'nomComplet' | 'etablissement'>;

/**
 * The leave request's employee list (decision 043): the user's own records, then the members of the
 * services they manage in the selected establishment (head of the service, administrator of the
 * establishment). The server decides in the end; the list only spares a choice it would refuse.
 */
export function employesChoisissables(
  user: RoleHolder,
  mesEmployes: readonly MonEmploye[],
  membres: readonly Pick<Membre, 'serviceId' | 'employe'>[],
  etablissementId: number | null,
): EmployeChoisissable[] {
  const plusieurs = new Set(mesEmployes.map((e) => e.etablissement.etablissementId)).size > 1;
  const choix: EmployeChoisissable[] = mesEmployes.map((e) => ({
    employeId: e.employeId,
    nomComplet: e.nomComplet,
    ...(plusieurs ? { precision: e.etablissement.raisonSociale } : {}),
  }));
  const vus = new Set(choix.map((c) => c.employeId));
  const etablissement = mesEmployes.find((e) => e.etablissement.etablissementId === etablissementId)?.etablissement ?? {
    etablissementId: etablissementId ?? 0,
    siegeSocialId: null,
  };
  const autres = membres
    .filter((m) => m.employe.etablissement.etablissementId === etablissementId)
    .filter((m) => peutGererService(user, { serviceId: m.serviceId, etablissement }))
    .filter((m) => !vus.has(m.employe.employeId) && vus.add(m.employe.employeId))
    .map((m) => ({ employeId: m.employe.employeId, nomComplet: m.employe.nomComplet }))
    .sort((a, b) => a.nomComplet.localeCompare(b.nomComplet, 'fr'));
  return [...choix, ...autres];
}

/** Spec §2.9: the user's own record of the selected establishment, else their first one. */
export function monEmployeParDefaut(mesEmployes: readonly MonEmploye[], etablissementId: number | null) {
  return (mesEmployes.find((e) => e.etablissement.etablissementId === etablissementId) ?? mesEmployes[0])?.employeId;
}

/** A membership (service) an overtime or recovery request is made for. */
export interface MembreChoisissable {
  membreId: number;
  libelle: string;
}

/** The user's memberships, named by their service, and by the establishment when there are several. */
export function membresChoisissables(
  mesEmployes: readonly Pick<Employe, 'membres' | 'etablissement'>[],
): MembreChoisissable[] {
  const plusieurs = mesEmployes.length > 1;
  return mesEmployes.flatMap((e) =>
    e.membres.map((m) => ({
      membreId: m.membreId,
      libelle: plusieurs ? `${m.serviceNom} (${e.etablissement.raisonSociale})` : m.serviceNom,
    })),
  );
}

/** Whether the user may request for someone else somewhere: only then are the members read. */
export const gereDesMembres = (user: RoleHolder): boolean =>
  isAdministrateur(user) || user.roles.some((r) => /^ROLE_(CHEF_DE_SERVICE|ADMINISTRATEUR)_\d+$/.test(r));
