/**
 * The periods a credit is written for, and their ledger keys: `2026-11` (paid leave of a month),
 * `2026-T4` (quarterly leave), `2026-ANC` (seniority days of the leave year starting 1 June 2026),
 * `2026-ARR` (the rounding up of the paid leave of that leave year, written when it closes).
 * The key with the employee and the leave type is unique in the ledger: a period credited twice
 * writes once.
 */
export interface Periode {
  cle: string;
  debut: string;
  fin: string;
}

const deuxChiffres = (n: number) => String(n).padStart(2, '0');

function dernierJourDuMois(annee: number, mois: number): number {
  return new Date(Date.UTC(annee, mois, 0)).getUTCDate();
}

export function periodeMois(annee: number, mois: number): Periode {
  const mm = deuxChiffres(mois);
  return {
    cle: `${annee}-${mm}`,
    debut: `${annee}-${mm}-01`,
    fin: `${annee}-${mm}-${deuxChiffres(dernierJourDuMois(annee, mois))}`,
  };
}

export function periodeTrimestre(annee: number, trimestre: number): Periode {
  const premier = (trimestre - 1) * 3 + 1;
  return {
    cle: `${annee}-T${trimestre}`,
    debut: periodeMois(annee, premier).debut,
    fin: periodeMois(annee, premier + 2).fin,
  };
}

/** Seniority is assessed on 1 June, the start of the leave year (decision 050). */
export function periodeAnciennete(annee: number): Periode {
  return { cle: `${annee}-ANC`, debut: `${annee}-06-01`, fin: `${annee + 1}-05-31` };
}

/** The rounding of the paid leave of the leave year starting 1 June `annee` (decision 077). */
export function periodeArrondi(annee: number): Periode {
  return { cle: `${annee}-ARR`, debut: `${annee}-06-01`, fin: `${annee + 1}-05-31` };
}

/** The twelve months of the leave year starting 1 June `annee`. */
export function moisDeAnneeConges(annee: number): Periode[] {
  return Array.from({ length: 12 }, (_, i) => (i < 7 ? periodeMois(annee, i + 6) : periodeMois(annee + 1, i - 6)));
}
