import type { ApercuConges } from '@roulement/contract';

export interface Absent {
  employeId: number;
  nomComplet: string;
  /** The days off among those asked, in order. */
  jours: string[];
}

/** Who has leave on any of these days, by name, each with their days off among them. */
export function absentsParmi(apercu: ApercuConges, jours: readonly string[]): Absent[] {
  return apercu.employes
    .map((e) => ({ employeId: e.employeId, nomComplet: e.nomComplet, jours: jours.filter((j) => e.absences[j]) }))
    .filter((a) => a.jours.length > 0)
    .sort((a, b) => a.nomComplet.localeCompare(b.nomComplet, 'fr'));
}
