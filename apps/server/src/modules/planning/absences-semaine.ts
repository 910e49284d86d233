import type { AbsenceDuJour } from '@roulement/contract';
import { joursCouverts } from '../employe/indisponibilites';
import type { CongeDeLaSemaine } from './semaine.lecture';

/**
 * Each day of leave of each member in [du, au], with why (the leave type): a slot of an absent
 * member says it even when « Afficher les absences » is off (issue 25). Two leaves on one day (two
 * half days) give one entry whose motive names both.
 */
export function absencesDeLaSemaine(
  membres: readonly { membreId: number; conges: readonly CongeDeLaSemaine[] }[],
  du: string,
  au: string,
): AbsenceDuJour[] {
  const absences: AbsenceDuJour[] = [];
  for (const m of membres) {
    const motifs = new Map<string, string[]>();
    for (const { dateDebut, dateFin, motif } of m.conges) {
      for (const date of joursCouverts([[dateDebut, dateFin]], du, au)) {
        const liste = motifs.get(date) ?? [];
        if (!liste.includes(motif)) liste.push(motif);
        motifs.set(date, liste);
      }
    }
    for (const [date, liste] of motifs) absences.push({ membreId: m.membreId, date, motif: liste.join(' / ') });
  }
  return absences.sort((a, b) => (a.date === b.date ? a.membreId - b.membreId : a.date < b.date ? -1 : 1));
}
