import type { TypeCreneau } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import { listCreneauxMembres } from './creneau.repository';

/**
 * What the overtime and recovery requests read from the planning: the `demande` domain calls
 * this rather than reading the planning tables itself. The effects of an accepted request are in
 * `use-cases/appliquer-demande.ts`.
 */

export interface CreneauDuMembre {
  creneauId: number;
  type: TypeCreneau;
  date: string;
  heureDebut: number;
  heureFin: number;
}

/** One membership's slots between two dates (both included), by date then time. */
export async function creneauxDuMembreEntre(
  db: DbOrTx,
  membreId: number,
  du: string,
  au: string,
): Promise<CreneauDuMembre[]> {
  const rows = await listCreneauxMembres(db, [membreId], du, au);
  return rows.map((r) => ({
    creneauId: r.id,
    type: r.type,
    date: r.date,
    heureDebut: r.heureDebut,
    heureFin: r.heureFin,
  }));
}
