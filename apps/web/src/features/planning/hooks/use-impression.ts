import { useImpressionPdf } from '../../../lib/use-impression-pdf';
import { imprimerPlanning, type PlanningAImprimer } from '../impression/imprimer-planning';

/**
 * Prints the planning shown, with its progress. The drawing code is small and stays with the
 * page; its PDF library loads only when printing.
 */
export function useImpression(notify: (message: string) => void) {
  const { progression, imprimer } = useImpressionPdf(notify);
  return {
    progression,
    imprimer: (donnees: PlanningAImprimer) => imprimer((onProgression) => imprimerPlanning(donnees, onProgression)),
  };
}
