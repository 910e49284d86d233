import type { Horaires, TypeCreneau, TypeRecuperationEvaluee } from '@roulement/contract';

/** A slot of the member over the period. */
export interface CreneauDePeriode extends Horaires {
  creneauId: number;
  type: TypeCreneau;
  date: string;
}

export interface PeriodeRecuperation {
  dateDebut: string;
  heureDebut: number;
  dateFin: string;
  heureFin: number;
}

/** One evaluated recovery: the part of a slot the period covers (spec §3). */
export interface LigneRecuperation extends Horaires {
  type: TypeRecuperationEvaluee;
  date: string;
  dureeEnMinute: number;
  creneauId: number;
}

/** Spec §3: training, replacement, overtime, else recovery; a recovery slot is no work to take. */
export function typeRecuperation(type: TypeCreneau): TypeRecuperationEvaluee | null {
  switch (type) {
    case 'CreneauDeFormation':
      return 'FORMATION';
    case 'CreneauDeRemplacement':
      return 'REMPLACEMENT';
    case 'CreneauHeuresSupplementaires':
      return 'HEURES_SUPPLEMENTAIRES';
    case 'CreneauDeTravail':
      return 'RECUPERATION';
    case 'CreneauDeRecuperation':
      return null;
  }
}

/** The hours of `date` inside the period: the first day from its start, the last up to its end. */
function plageDuJour(periode: PeriodeRecuperation, date: string): Horaires {
  return {
    heureDebut: date === periode.dateDebut ? periode.heureDebut : 0,
    heureFin: date === periode.dateFin ? periode.heureFin : 24 * 60,
  };
}

/**
 * Spec §3 recovery evaluation: for each effective slot overlapping the period, the overlapping
 * part; days of leave do not count (the slot is to be replaced, not worked). By date then time.
 */
export function evaluerRecuperation(
  creneaux: readonly CreneauDePeriode[],
  periode: PeriodeRecuperation,
  joursDeConges: ReadonlySet<string>,
): LigneRecuperation[] {
  const lignes: LigneRecuperation[] = [];
  for (const c of creneaux) {
    const type = typeRecuperation(c.type);
    if (!type || c.date < periode.dateDebut || c.date > periode.dateFin || joursDeConges.has(c.date)) continue;
    const plage = plageDuJour(periode, c.date);
    const heureDebut = Math.max(c.heureDebut, plage.heureDebut);
    const heureFin = Math.min(c.heureFin, plage.heureFin);
    if (heureDebut >= heureFin) continue;
    lignes.push({
      type,
      date: c.date,
      heureDebut,
      heureFin,
      dureeEnMinute: heureFin - heureDebut,
      creneauId: c.creneauId,
    });
  }
  return lignes.sort(
    (a, b) => a.date.localeCompare(b.date) || a.heureDebut - b.heureDebut || a.creneauId - b.creneauId,
  );
}
