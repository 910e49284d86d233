import { heuresArrondies } from './compteur.rules';

/** What a change of a slot's times means (spec §4 slot adjustments, DOMAIN.md Planning). */
export const ACTIONS_MODIFICATION = ['DEPLACER', 'HEURES_SUPPLEMENTAIRES', 'RECUPERATION'] as const;
export type ActionModification = (typeof ACTIONS_MODIFICATION)[number];

export const DEBUT_AVANT_FIN = "L'heure de début doit précéder l'heure de fin";
export const RECUP_DEBUT_TROP_TOT = "Le début d'une récupération ne peut pas précéder le début initial du créneau";
export const RECUP_FIN_TROP_TARD = "La fin d'une récupération ne peut pas dépasser la fin initiale du créneau";
export const HS_DEBUT_TROP_TARD = 'Le début des heures supplémentaires ne peut pas suivre le début initial du créneau';
export const HS_FIN_TROP_TOT = 'La fin des heures supplémentaires ne peut pas précéder la fin initiale du créneau';
export const HORAIRES_INCHANGES = 'Les horaires sont inchangés';

export interface Horaires {
  heureDebut: number;
  heureFin: number;
}

/**
 * Spec §5 shift edits: start before end; a recovery stays inside the original slot, overtime
 * covers it. Answers the field in error and its French message, or null.
 */
export function erreurModificationCreneau(
  original: Horaires,
  nouveau: Horaires,
  action: ActionModification,
): { champ: 'nouvelleHeureDebut' | 'nouvelleHeureFin'; message: string } | null {
  if (nouveau.heureDebut >= nouveau.heureFin) return { champ: 'nouvelleHeureFin', message: DEBUT_AVANT_FIN };
  if (nouveau.heureDebut === original.heureDebut && nouveau.heureFin === original.heureFin) {
    return { champ: 'nouvelleHeureDebut', message: HORAIRES_INCHANGES };
  }
  if (action === 'RECUPERATION') {
    if (nouveau.heureDebut < original.heureDebut) return { champ: 'nouvelleHeureDebut', message: RECUP_DEBUT_TROP_TOT };
    if (nouveau.heureFin > original.heureFin) return { champ: 'nouvelleHeureFin', message: RECUP_FIN_TROP_TARD };
  }
  if (action === 'HEURES_SUPPLEMENTAIRES') {
    if (nouveau.heureDebut > original.heureDebut) return { champ: 'nouvelleHeureDebut', message: HS_DEBUT_TROP_TARD };
    if (nouveau.heureFin < original.heureFin) return { champ: 'nouvelleHeureFin', message: HS_FIN_TROP_TOT };
  }
  return null;
}

/**
 * The live preview of spec §5: new minus original duration in hours (2 decimals), green when
 * positive (overtime credits the recovery balance), red when negative (recovery debits it).
 */
export function impactSoldeRecuperation(
  original: Horaires,
  nouveau: Horaires,
): { heures: number; couleur: 'vert' | 'rouge' | 'neutre' } {
  const minutes = nouveau.heureFin - nouveau.heureDebut - (original.heureFin - original.heureDebut);
  return { heures: heuresArrondies(minutes), couleur: minutes > 0 ? 'vert' : minutes < 0 ? 'rouge' : 'neutre' };
}

/**
 * The parts outside `interieur` but inside `exterieur`: the extra parts of overtime, or the
 * removed parts of a recovery (before and after).
 */
export function partiesHors(exterieur: Horaires, interieur: Horaires): Horaires[] {
  const parties: Horaires[] = [];
  if (exterieur.heureDebut < interieur.heureDebut) {
    parties.push({ heureDebut: exterieur.heureDebut, heureFin: interieur.heureDebut });
  }
  if (interieur.heureFin < exterieur.heureFin) {
    parties.push({ heureDebut: interieur.heureFin, heureFin: exterieur.heureFin });
  }
  return parties;
}
