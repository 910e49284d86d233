import { formatHeureMinute, type Offre, type StatutOffre } from '@roulement/contract';

export const horaireOffre = (c: { heureDebut: number; heureFin: number }) =>
  `${formatHeureMinute(c.heureDebut)}–${formatHeureMinute(c.heureFin)}`;

/** MUI colours of a status chip: what waits on someone stands out, what is closed fades. */
export const COULEURS_STATUT: Record<StatutOffre, 'info' | 'warning' | 'success' | 'default'> = {
  EN_COURS: 'info',
  A_CONFIRMER: 'warning',
  POURVUE: 'success',
  RETIREE: 'default',
  EXPIREE: 'default',
};

/** What the candidate reads about their own answer, or about an offer someone else took. */
export function situationDuCandidat(offre: Offre): string | null {
  if (offre.maReponse === 'ACCEPTEE') {
    return offre.statut === 'A_CONFIRMER' ? 'Vous avez accepté : en attente de confirmation' : 'Vous avez accepté';
  }
  if (offre.maReponse === 'REFUSEE') return 'Vous avez répondu « Je ne peux pas »';
  if (offre.statut === 'POURVUE' || offre.statut === 'A_CONFIRMER') return 'Déjà pourvu';
  return null;
}
