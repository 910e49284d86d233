import { type Conges, dateFr } from '@roulement/contract';

/** « Du 03/03/2026 au 07/03/2026 », or « Le 03/03/2026 (Matin) » for one day. */
export function texteDatesConges(c: Pick<Conges, 'dateDebut' | 'dateFin' | 'demiJourneeLabel'>): string {
  if (c.dateDebut !== c.dateFin) return `Du ${dateFr(c.dateDebut)} au ${dateFr(c.dateFin)}`;
  return `Le ${dateFr(c.dateDebut)}${c.demiJourneeLabel ? ` (${c.demiJourneeLabel})` : ''}`;
}
