import { ajouterJours, jourIdDe, type PlanningAstreinte } from '@roulement/contract';

/** The person on call on that date, null when nobody is named (or the week is not in the month read). */
export function astreinteDuJour(planning: PlanningAstreinte, date: string): string | null {
  const semaine = planning.astreintesHedbdomadaires.find(
    (s) => s.semaine.semaine <= date && date <= ajouterJours(s.semaine.semaine, 6),
  );
  const employeId = semaine?.planningDeLaSemaine[String(jourIdDe(date))] ?? null;
  if (employeId === null) return null;
  return planning.employes.find((e) => e.employeId === employeId)?.nomComplet ?? null;
}
