import type { StatutFicheAim } from '@roulement/contract';
import { conflict } from '../../lib/errors';

/** What moves a sheet (spec 3 §4, DOMAIN.md). */
export type EvenementFiche = 'DEMANDE_VALIDATION' | 'ACCEPTATION' | 'REFUS' | 'ANNULATION';

/** Every allowed transition; anything else is refused (409). */
export const TRANSITIONS_FICHE: Record<StatutFicheAim, Partial<Record<EvenementFiche, StatutFicheAim>>> = {
  EN_PREPARATION: { DEMANDE_VALIDATION: 'EN_ATTENTE_DE_VALIDATION' },
  EN_ATTENTE_DE_VALIDATION: {
    ACCEPTATION: 'VALIDEE',
    REFUS: 'EN_PREPARATION',
    // A cancelled request gives the sheet back to its preparers.
    ANNULATION: 'EN_PREPARATION',
  },
  VALIDEE: {},
};

const REFUS: Record<StatutFicheAim, string> = {
  EN_PREPARATION: "Cette fiche est en préparation : elle n'attend aucune validation",
  EN_ATTENTE_DE_VALIDATION: 'Cette fiche attend déjà sa validation',
  VALIDEE: 'Cette fiche est déjà validée',
};

export function transitionFiche(statut: StatutFicheAim, evenement: EvenementFiche): StatutFicheAim | null {
  return TRANSITIONS_FICHE[statut][evenement] ?? null;
}

export function assertTransitionFiche(statut: StatutFicheAim, evenement: EvenementFiche): StatutFicheAim {
  const suivant = transitionFiche(statut, evenement);
  if (!suivant) throw conflict(REFUS[statut]);
  return suivant;
}

/** Only a sheet in preparation takes adjustments (spec 3 §4). */
export const estModifiable = (statut: StatutFicheAim): boolean => statut === 'EN_PREPARATION';
