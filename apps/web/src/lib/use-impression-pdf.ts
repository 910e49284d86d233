import { useState } from 'react';
import { messageOf } from './api-client';

/**
 * Draws a PDF with its progress (0 to 1, null when idle): the planning and the leave table share
 * it. A failure is told through `notify`, never thrown at the screen.
 */
export function useImpressionPdf(notify: (message: string) => void) {
  const [progression, setProgression] = useState<number | null>(null);
  const imprimer = async (dessiner: (onProgression: (fraction: number) => void) => Promise<void>) => {
    setProgression(0);
    try {
      await dessiner(setProgression);
    } catch (erreur) {
      notify(`Échec de l'impression : ${messageOf(erreur)}`);
    } finally {
      setProgression(null);
    }
  };
  return { progression, imprimer };
}
