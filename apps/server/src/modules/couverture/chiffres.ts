import { CERCLES_CANDIDAT, type CercleCandidat, type ChiffresMois } from '@roulement/contract';

/** One slot that needed covering, as the figures count it. */
export interface Besoin {
  date: string;
  /** When the slot starts, and when the absence was known; null when the history does not say. */
  debut: Date;
  absenceConnueLe: Date | null;
  couverture: { par: CercleCandidat; le: Date | null } | null;
}

const HEURE = 3_600_000;

export function mediane(valeurs: readonly number[]): number | null {
  if (valeurs.length === 0) return null;
  const triees = [...valeurs].sort((a, b) => a - b);
  const milieu = Math.floor(triees.length / 2);
  return triees.length % 2 === 1 ? triees[milieu]! : (triees[milieu - 1]! + triees[milieu]!) / 2;
}

/**
 * The twelve months of `annee`: slots to cover, covered, covered before the slot started (when the
 * history dates the replacement), the median hours from the absence known to the cover, who
 * covered, and the slots left uncovered.
 */
export function chiffresParMois(annee: number, besoins: readonly Besoin[]): ChiffresMois[] {
  return Array.from({ length: 12 }, (_, i) => {
    const mois = `${annee}-${String(i + 1).padStart(2, '0')}`;
    const duMois = besoins.filter((b) => b.date.startsWith(mois));
    const couverts = duMois.flatMap((b) => (b.couverture ? [{ ...b, couverture: b.couverture }] : []));
    const parCercle = Object.fromEntries(CERCLES_CANDIDAT.map((c) => [c, 0])) as Record<CercleCandidat, number>;
    for (const b of couverts) parCercle[b.couverture.par]++;
    const delais = couverts.flatMap((b) =>
      b.couverture.le && b.absenceConnueLe ? [(b.couverture.le.getTime() - b.absenceConnueLe.getTime()) / HEURE] : [],
    );
    const mediee = mediane(delais);
    return {
      mois,
      aCouvrir: duMois.length,
      couverts: couverts.length,
      couvertsATemps: couverts.filter((b) => b.couverture.le !== null && b.couverture.le < b.debut).length,
      delaiMedianHeures: mediee === null ? null : Math.round(mediee * 10) / 10,
      parCercle,
      nonCouverts: duMois.length - couverts.length,
    };
  });
}
