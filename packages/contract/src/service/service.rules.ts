import type { ServiceAbilities } from './service.schemas';
import { SERVICE_TOUS_LES_EMPLOYES } from './service.schemas';

interface MembreGroupable {
  membreId: number;
  titulaire: boolean;
  nomComplet: string;
  employe: { employeId: number };
}

export interface GroupeMembres<M> {
  /** null: no heading (service 0, or a single unnamed list). */
  titre: 'Titulaires' | 'Remplacants' | null;
  membres: M[];
}

const parNom = <M extends MembreGroupable>(a: M, b: M) => a.nomComplet.localeCompare(b.nomComplet, 'fr');

/**
 * Spec §2.7: members in groups Titulaires and Remplacants, a heading only when the group is not
 * empty; service 0 lists each employee once, without headings (nor hours).
 */
export function groupesMembres<M extends MembreGroupable>(
  serviceId: number,
  membres: readonly M[],
): GroupeMembres<M>[] {
  if (serviceId === SERVICE_TOUS_LES_EMPLOYES) {
    const uniques = new Map<number, M>();
    for (const m of membres) if (!uniques.has(m.employe.employeId)) uniques.set(m.employe.employeId, m);
    return [{ titre: null, membres: [...uniques.values()].sort(parNom) }];
  }
  const groupes: GroupeMembres<M>[] = [
    { titre: 'Titulaires', membres: membres.filter((m) => m.titulaire).sort(parNom) },
    { titre: 'Remplacants', membres: membres.filter((m) => !m.titulaire).sort(parNom) },
  ];
  return groupes.filter((g) => g.membres.length > 0);
}

/** Spec §2.7: service 0 shows no hours. */
export const afficheLesHeures = (serviceId: number) => serviceId !== SERVICE_TOUS_LES_EMPLOYES;

/** Service 0 is read-only: no administration, leave, AIM, pay export, planning or template. */
export const ABILITIES_SERVICE_TOUS_LES_EMPLOYES: ServiceAbilities = {
  administrer: false,
  renommer: false,
  changerChef: false,
  fermer: false,
  supprimer: false,
  modifierJoursFeriesAuto: false,
  modifierValidationAutonome: false,
  gererMembres: false,
  voirFicheEmploye: false,
  poserConges: false,
  voirConges: false,
  voirAim: false,
  exportPaye: false,
  voirPlanning: false,
  modifierPlanning: false,
  publierDansLePasse: false,
};

/** Tabs of the service detail (spec §2.7), in order, from the abilities the server sent. */
export function ongletsService(serviceId: number, abilities: ServiceAbilities): string[] {
  if (serviceId === SERVICE_TOUS_LES_EMPLOYES) return ['Membres'];
  const onglets = ['Membres'];
  if (abilities.voirConges) onglets.push('Tableau des congés');
  if (abilities.administrer) onglets.push('Administration');
  if (abilities.voirAim) onglets.push('Aide Indiv. Mensuelle');
  return onglets;
}
