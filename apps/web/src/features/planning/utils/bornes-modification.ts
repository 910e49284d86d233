import { type ActionModification, type Horaires, MINUTES_PAR_JOUR } from '@roulement/contract';

export interface Bornes {
  min: number | null;
  max: number | null;
}

/** A start picker with a minimum reads 00:00 as 24:00: midnight as a start has no minimum. */
const minimumDebut = (min: number): number | null => (min > 0 ? min : null);

/**
 * The pickers' bounds of a shift edit (spec §5): a recovery stays inside the original slot,
 * overtime covers it, and the two pickers bound each other (start before end).
 */
export function bornesModification(
  original: Horaires,
  saisie: { debut: number | null; fin: number | null },
  action: ActionModification,
): { debut: Bornes; fin: Bornes } {
  const finSaisie = saisie.fin ?? MINUTES_PAR_JOUR;
  const debutSaisi = saisie.debut ?? 0;
  switch (action) {
    case 'RECUPERATION':
      return {
        debut: { min: minimumDebut(original.heureDebut), max: Math.min(original.heureFin, finSaisie) },
        fin: { min: Math.max(original.heureDebut, debutSaisi), max: original.heureFin },
      };
    case 'HEURES_SUPPLEMENTAIRES':
      return {
        debut: { min: null, max: Math.min(original.heureDebut, finSaisie) },
        fin: { min: Math.max(original.heureFin, debutSaisi), max: MINUTES_PAR_JOUR },
      };
    case 'DEPLACER':
      return { debut: { min: null, max: finSaisie }, fin: { min: debutSaisi, max: MINUTES_PAR_JOUR } };
  }
}
