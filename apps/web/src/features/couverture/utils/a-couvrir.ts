import { type CreneauACouvrir, formatHeureMinute, LIBELLES_MOTIFS_A_COUVRIR } from '@roulement/contract';

export const horaire = (c: { heureDebut: number; heureFin: number }) =>
  `${formatHeureMinute(c.heureDebut)}–${formatHeureMinute(c.heureFin)}`;

/** « Marie Dupont absente » reads badly for everyone: the motive goes after a dash. */
export const quiEtPourquoi = (c: CreneauACouvrir) => `${c.nomComplet} — ${LIBELLES_MOTIFS_A_COUVRIR[c.motif]}`;

/** The slots by day, in the order the server gave them (soonest first). */
export function parJour(creneaux: readonly CreneauACouvrir[]): { date: string; creneaux: CreneauACouvrir[] }[] {
  const jours: { date: string; creneaux: CreneauACouvrir[] }[] = [];
  for (const c of creneaux) {
    const dernier = jours.at(-1);
    if (dernier?.date === c.date) dernier.creneaux.push(c);
    else jours.push({ date: c.date, creneaux: [c] });
  }
  return jours;
}
