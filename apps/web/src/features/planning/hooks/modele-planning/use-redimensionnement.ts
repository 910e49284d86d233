import type { ModeAffichage, ModeleCreneauDeTravail, Plage } from '@roulement/contract';
import { type MouseEvent, type PointerEvent, useState } from 'react';
import { type Bord, redimensionner } from '../../utils/modele-planning/trace';
import { useActionsGrille } from './actions-grille';

/** A drag of one edge: where the pointer went down, and the times it now gives. */
interface Redimensionnement {
  bord: Bord;
  yDepart: number;
  plage: Plage;
}

const plageDuCreneau = (c: ModeleCreneauDeTravail): Plage => ({
  debut: c.heureDebut.valeur,
  fin: c.heureFin.valeur,
});

interface GestesPoignee {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Spec §4 resize of a template slot by its edges. The state stays in the slot being resized, so
 * a drag re-renders one block, not the grid; the new times stay shown (half transparent) until
 * the server has answered, so the block does not jump back meanwhile.
 */
export function useRedimensionnement(creneau: ModeleCreneauDeTravail, mode: ModeAffichage, granularite: number) {
  const actions = useActionsGrille();
  const [redim, setRedim] = useState<Redimensionnement | null>(null);
  const [enAttente, setEnAttente] = useState<Plage | null>(null);

  const poignee = (bord: Bord): GestesPoignee => ({
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      event.stopPropagation();
      event.currentTarget.setPointerCapture(event.pointerId);
      setRedim({ bord, yDepart: event.clientY, plage: plageDuCreneau(creneau) });
    },
    onPointerMove: (event) => {
      if (!redim) return;
      const deplacement = event.clientY - redim.yDepart;
      setRedim({ ...redim, plage: redimensionner(mode, plageDuCreneau(creneau), bord, deplacement, granularite) });
    },
    onPointerUp: () => {
      if (!redim) return;
      setRedim(null);
      const avant = plageDuCreneau(creneau);
      if (redim.plage.debut === avant.debut && redim.plage.fin === avant.fin) return;
      setEnAttente(redim.plage);
      void actions.redimensionner(creneau, redim.plage).finally(() => setEnAttente(null));
    },
    onPointerCancel: () => setRedim(null),
    // Releasing an edge must not open the slot's menu.
    onClick: (event) => event.stopPropagation(),
  });

  return { plage: redim?.plage ?? enAttente ?? plageDuCreneau(creneau), enAttente: enAttente !== null, poignee };
}
