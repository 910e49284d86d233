import { ajouterJours, jourIdDe, SEMAINES_MODELE_MAX } from '@roulement/contract';
import { joursFeries } from '../calendrier/jours-feries';

/**
 * The on-call rotation rule (DOMAIN.md, On-call; décision 056), pure. A model is N weekly turns;
 * each employee holds a number of turns that follows their days due, spread evenly, and the
 * cycle is aligned on the start date so that weekends and public holidays are shared too.
 */
export interface Du {
  employeId: number;
  jours: number;
}

const JOURS_PAR_AN = 365.25;

/** Turns per employee for N weeks: largest remainders of N × share (shares sum to 1). */
export function repartir(dus: readonly Du[], n: number): number[] {
  const total = dus.reduce((s, d) => s + d.jours, 0);
  const exacts = dus.map((d) => (n * d.jours) / total);
  const tours = exacts.map(Math.floor);
  let reste = n - tours.reduce((s, t) => s + t, 0);
  const ordre = exacts.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of ordre) {
    if (reste <= 0) break;
    tours[i]! += 1;
    reste -= 1;
  }
  return tours;
}

/**
 * Gap of a split: sum over employees of |turns / N × 365.25 − target|, the target being the days
 * due scaled so that the year is covered (dues rarely add up to exactly 365.25 days).
 */
export function ecart(dus: readonly Du[], tours: readonly number[], n: number): number {
  const total = dus.reduce((s, d) => s + d.jours, 0);
  return dus.reduce((s, d, i) => s + Math.abs((tours[i]! / n) * JOURS_PAR_AN - (d.jours / total) * JOURS_PAR_AN), 0);
}

/** N ≤ 52 with the smallest gap; the smallest N on a tie (a short model is easier to read). */
export function choisirNombreDeSemaines(dus: readonly Du[]): number {
  let meilleur = 1;
  let meilleurEcart = Number.POSITIVE_INFINITY;
  for (let n = 1; n <= SEMAINES_MODELE_MAX; n++) {
    const e = ecart(dus, repartir(dus, n), n);
    if (e < meilleurEcart - 1e-9) {
      meilleur = n;
      meilleurEcart = e;
    }
  }
  return meilleur;
}

/** Smooth weighted round-robin: each turn goes to the highest running credit, then pays N. */
export function sequencer(dus: readonly Du[], tours: readonly number[]): number[] {
  const n = tours.reduce((s, t) => s + t, 0);
  const credits = tours.map(() => 0);
  const sequence: number[] = [];
  for (let k = 0; k < n; k++) {
    let choisi = -1;
    for (let i = 0; i < tours.length; i++) {
      credits[i]! += tours[i]!;
      if (tours[i]! > 0 && (choisi < 0 || credits[i]! > credits[choisi]!)) choisi = i;
    }
    credits[choisi]! -= n;
    sequence.push(dus[choisi]!.employeId);
  }
  return sequence;
}

/** Mondays of the public holidays and weekend days, per week index over one year from `debut`. */
export function joursSensiblesParSemaine(debut: string): number[] {
  const fin = ajouterJours(debut, 52 * 7);
  const feries = new Set(
    [Number(debut.slice(0, 4)), Number(fin.slice(0, 4))].flatMap((a) => joursFeries(a).map((f) => f.date)),
  );
  return Array.from({ length: 52 }, (_, s) => {
    let nb = 0;
    for (let j = 0; j < 7; j++) {
      const jour = ajouterJours(debut, s * 7 + j);
      if (jourIdDe(jour) >= 6 || feries.has(jour)) nb++;
    }
    return nb;
  });
}

/** Weekend and holiday days each employee gets over the year when the cycle starts at `decalage`. */
export function sensiblesParEmploye(sequence: readonly number[], poids: readonly number[], decalage: number) {
  const parEmploye = new Map<number, number>();
  poids.forEach((p, s) => {
    const employeId = sequence[(s + decalage) % sequence.length]!;
    parEmploye.set(employeId, (parEmploye.get(employeId) ?? 0) + p);
  });
  return parEmploye;
}

/** How far the weekend and holiday days stray from each one's share (sum of absolute gaps). */
function desequilibre(dus: readonly Du[], tours: readonly number[], parEmploye: Map<number, number>, total: number) {
  const n = tours.reduce((s, t) => s + t, 0);
  return dus.reduce((s, d, i) => s + Math.abs((parEmploye.get(d.employeId) ?? 0) - (total * tours[i]!) / n), 0);
}

/**
 * The model for days due and a start date: N turns, the split, the even spread, then the cyclic
 * shift of the sequence that shares the year's weekend and holiday days best (the spread and the
 * split are unchanged by a shift).
 */
export function genererModele(dusBruts: readonly Du[], debut: string): { ordre: number; employeId: number }[] {
  const dus = dusBruts.filter((d) => d.jours > 0).sort((a, b) => b.jours - a.jours || a.employeId - b.employeId);
  if (dus.length === 0) return [];
  const n = choisirNombreDeSemaines(dus);
  const tours = repartir(dus, n);
  const sequence = sequencer(dus, tours);
  const poids = joursSensiblesParSemaine(debut);
  const total = poids.reduce((s, p) => s + p, 0);
  let meilleur = 0;
  let meilleurDesequilibre = Number.POSITIVE_INFINITY;
  for (let decalage = 0; decalage < n; decalage++) {
    const d = desequilibre(dus, tours, sensiblesParEmploye(sequence, poids, decalage), total);
    if (d < meilleurDesequilibre - 1e-9) {
      meilleur = decalage;
      meilleurDesequilibre = d;
    }
  }
  return sequence.map((_, s) => ({ ordre: s + 1, employeId: sequence[(s + meilleur) % n]! }));
}
