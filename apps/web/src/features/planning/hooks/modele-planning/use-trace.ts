import type { ModeAffichage } from '@roulement/contract';
import { type PointerEvent, useState } from 'react';
import { type Bloc, decalageSousPointeur } from '../../utils/geometrie';
import type { CibleJour } from '../../utils/modele-planning/jours-modele';
import { cibleDeLaMinute, creationsDuTrace, debutSousPointeur, plagesDuTrace } from '../../utils/modele-planning/trace';
import { useActionsGrille } from './actions-grille';

const yDans = (event: PointerEvent<HTMLElement>) => event.clientY - event.currentTarget.getBoundingClientRect().top;

/**
 * Spec §4: a slot is created by dragging down a member's day column; a drag of no positive
 * duration (a click) opens the day's menu at that place instead. The drag lives in the column
 * being dragged, so moving the pointer re-renders that column only.
 */
export function useTrace(
  cible: CibleJour,
  lendemain: CibleJour,
  mode: ModeAffichage,
  granularite: number,
  editable: boolean,
) {
  const actions = useActionsGrille();
  const [trace, setTrace] = useState<{ depart: number; courant: number } | null>(null);
  const [enAttente, setEnAttente] = useState<Bloc | null>(null);

  const blocDe = (depart: number, courant: number): Bloc => ({
    debut: decalageSousPointeur(mode, depart, granularite),
    fin: decalageSousPointeur(mode, courant, granularite),
  });

  const gestes = editable
    ? {
        onPointerDown: (event: PointerEvent<HTMLElement>) => {
          if (event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          const y = yDans(event);
          setTrace({ depart: y, courant: y });
        },
        onPointerMove: (event: PointerEvent<HTMLElement>) => {
          if (trace) setTrace({ ...trace, courant: yDans(event) });
        },
        onPointerUp: (event: PointerEvent<HTMLElement>) => {
          if (!trace) return;
          setTrace(null);
          const y = yDans(event);
          const plages = plagesDuTrace(mode, trace.depart, y, granularite);
          if (plages.length === 0) {
            const heureDebut = debutSousPointeur(mode, trace.depart, granularite);
            const jour = cibleDeLaMinute(mode, heureDebut, cible, lendemain);
            actions.ouvrir({
              type: 'menuJour',
              cible,
              position: { top: event.clientY, left: event.clientX },
              nouveauCreneau: { ordreSemaine: jour.ordre, jourId: jour.jourId, membreId: jour.membreId, heureDebut },
            });
            return;
          }
          setEnAttente(blocDe(trace.depart, y));
          void actions.tracer(creationsDuTrace(mode, plages, cible, lendemain)).finally(() => setEnAttente(null));
        },
        onPointerCancel: () => setTrace(null),
      }
    : {};

  const dessin = trace ? blocDe(trace.depart, trace.courant) : enAttente;
  return { gestes, apercu: dessin && dessin.fin > dessin.debut ? dessin : null };
}
