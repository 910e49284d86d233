import {
  ADMINISTRATEUR_GLOBAL,
  roleChefDeService,
  roleEtablissement,
  UTILISATEUR,
  withPrefix,
} from '@roulement/contract';

/** Everything roles are derived from, for one user (DOMAIN.md, Organisation and roles). */
export interface RoleFacts {
  actif: boolean;
  administrateurGlobal: boolean;
  employes: { etablissementId: number; administrateur: boolean; contrats: { dateFin: string | null }[] }[];
  directeurDe: number[];
  comptableDe: number[];
  chefDe: { serviceId: number; dateFermeture: string | null }[];
}

/**
 * The roles a user holds on `today` (YYYY-MM-DD, Europe/Paris), with the ROLE_ prefix, sorted.
 * An inactive user holds none.
 */
export function deriveRoles(facts: RoleFacts, today: string): string[] {
  if (!facts.actif) return [];
  const roles = new Set<string>([UTILISATEUR]);
  if (facts.administrateurGlobal) roles.add(ADMINISTRATEUR_GLOBAL);
  for (const employe of facts.employes) {
    // A current or future contract makes the employee a SALARIE of the establishment.
    if (employe.contrats.some((c) => c.dateFin === null || c.dateFin >= today)) {
      roles.add(roleEtablissement('SALARIE', employe.etablissementId));
    }
    if (employe.administrateur) roles.add(roleEtablissement('ADMINISTRATEUR', employe.etablissementId));
  }
  for (const id of facts.directeurDe) roles.add(roleEtablissement('DIRECTEUR', id));
  for (const id of facts.comptableDe) roles.add(roleEtablissement('COMPTABLE', id));
  for (const chef of facts.chefDe) {
    if (chef.dateFermeture === null || chef.dateFermeture > today) roles.add(roleChefDeService(chef.serviceId));
  }
  return [...roles].map(withPrefix).sort();
}
