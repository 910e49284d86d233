import type { Conges } from '@roulement/contract';
import { eachDayOfInterval, format, parseISO } from 'date-fns';

/** Every `YYYY-MM-DD` from `debut` to `fin`, both included. */
export function joursEntre(debut: string, fin: string): string[] {
  if (fin < debut) return [];
  return eachDayOfInterval({ start: parseISO(debut), end: parseISO(fin) }).map((d) => format(d, 'yyyy-MM-dd'));
}

/**
 * Spec §5: the days of the employee's other leave, each in its type's colour (drawn in the
 * picker), and the set of them (not selectable unless the chosen type may overlap, id 4).
 */
export function joursDesAutresConges(conges: readonly Conges[], sauf: number | null) {
  const couleurs = new Map<string, string>();
  for (const c of conges) {
    if (c.congesId === sauf) continue;
    for (const jour of joursEntre(c.dateDebut, c.dateFin)) couleurs.set(jour, c.type.couleur);
  }
  return { couleurs, pris: new Set(couleurs.keys()) };
}
