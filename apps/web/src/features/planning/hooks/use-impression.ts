import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import type { PlanningAImprimer } from '../impression/imprimer-planning';

/** Prints the planning shown, with its progress; the drawing code and its PDF library load on demand. */
export function useImpression(notify: (message: string) => void) {
  const [progression, setProgression] = useState<number | null>(null);
  const imprimer = async (donnees: PlanningAImprimer) => {
    setProgression(0);
    try {
      const { imprimerPlanning } = await import('../impression/imprimer-planning');
      await imprimerPlanning(donnees, setProgression);
    } catch (erreur) {
      notify(`Échec de l'impression : ${messageOf(erreur)}`);
    } finally {
      setProgression(null);
    }
  };
  return { progression, imprimer };
}
