import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { imprimerPlanning, type PlanningAImprimer } from '../impression/imprimer-planning';

/**
 * Prints the planning shown, with its progress. The drawing code is small and stays with the
 * page; its PDF library loads only when printing.
 */
export function useImpression(notify: (message: string) => void) {
  const [progression, setProgression] = useState<number | null>(null);
  const imprimer = async (donnees: PlanningAImprimer) => {
    setProgression(0);
    try {
      await imprimerPlanning(donnees, setProgression);
    } catch (erreur) {
      notify(`Échec de l'impression : ${messageOf(erreur)}`);
    } finally {
      setProgression(null);
    }
  };
  return { progression, imprimer };
}
