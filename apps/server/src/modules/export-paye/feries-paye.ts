import { minutesFeriesAutomatiques } from '@roulement/contract';
import { type CongesRepas, congesDuJour, estEffectif } from '../repas/comptage-repas';
import type { CreneauPaye } from './elements-paye';

/** A membership of a service that counts its holidays automatically (decision 076). */
export interface MembreFeriesAutomatiques {
  employeId: number;
  serviceId: number;
  heuresHebdo: number;
  /** Last day in the service; holidays after it are not the service's. */
  dateFin: string | null;
}

/**
 * Minutes of unworked public holidays per employee (decision 076): for each membership, each
 * holiday of `feries` from Monday to Friday, within the membership, where the employee holds no
 * effective slot of that service and is not on leave, counts a fifth of the membership's weekly
 * hours. Not worked, they stay out of hours worked and of the worked-holiday hours.
 */
export function minutesFeriesAutomatiquesPaye(
  membres: readonly MembreFeriesAutomatiques[],
  creneaux: readonly CreneauPaye[],
  conges: readonly CongesRepas[],
  feries: readonly string[],
): Map<number, number> {
  const couverts = congesDuJour(conges);
  const travailles = new Set(
    creneaux.filter((c) => estEffectif(c, couverts)).map((c) => `${c.employeId}|${c.serviceId}|${c.date}`),
  );
  const minutes = new Map<number, number>();
  for (const m of membres) {
    const sesFeries = feries.filter((date) => m.dateFin === null || date <= m.dateFin);
    const total = minutesFeriesAutomatiques(
      m.heuresHebdo,
      sesFeries,
      (date) => travailles.has(`${m.employeId}|${m.serviceId}|${date}`) || couverts(m.employeId, date).length > 0,
    );
    if (total > 0) minutes.set(m.employeId, (minutes.get(m.employeId) ?? 0) + total);
  }
  return minutes;
}
