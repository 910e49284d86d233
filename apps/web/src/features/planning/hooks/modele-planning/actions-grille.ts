import type { ModeleCreneauBody, ModeleCreneauDeTravail, ModeleJourDeRepos, Plage } from '@roulement/contract';
import { createContext, useContext } from 'react';
import type { CibleJour } from '../../utils/modele-planning/jours-modele';

export interface Position {
  top: number;
  left: number;
}

/** What the slot form is opened for. */
export type UsageFormulaire = 'creer' | 'copier' | 'modifier';

/** What the template screen may open: menus at a place of the grid, or dialogs. */
export type Ouverture =
  | {
      type: 'menuJour';
      cible: CibleJour;
      position: Position;
      /** What 'Ajouter un créneau' prefills: the place clicked. */
      nouveauCreneau: Partial<ModeleCreneauBody>;
    }
  | { type: 'menuCreneau'; creneau: ModeleCreneauDeTravail; position: Position }
  | {
      type: 'formulaireCreneau';
      usage: UsageFormulaire;
      valeurs: Partial<ModeleCreneauBody>;
      /** The slot changed, when `usage` is 'modifier'. */
      creneau?: ModeleCreneauDeTravail;
    }
  | { type: 'deplacerRepos'; repos: ModeleJourDeRepos }
  | { type: 'supprimerSemaine'; ordre: number }
  | { type: 'publier' }
  | { type: 'interchanger' };

/**
 * The grid's gestures, given to every column through a context whose value never changes, so
 * that memoised columns do not re-render when the screen does.
 */
export interface ActionsGrille {
  ouvrir: (ouverture: Ouverture) => void;
  /** Creates the ranges drawn on a column, each on its day; settles once the server has answered. */
  tracer: (creations: readonly { cible: CibleJour; plage: Plage }[]) => Promise<void>;
  redimensionner: (creneau: ModeleCreneauDeTravail, plage: Plage) => Promise<void>;
}

export const ActionsGrilleContext = createContext<ActionsGrille | null>(null);

export function useActionsGrille(): ActionsGrille {
  const actions = useContext(ActionsGrilleContext);
  if (!actions) throw new Error('useActionsGrille hors de ActionsGrilleContext');
  return actions;
}
