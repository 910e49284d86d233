import type { DbOrTx } from '../../db/client';
import { port } from '../../lib/port';

/**
 * What the member and service use cases do to the planning, whose tables only the planning module
 * writes: it fills this port when the app is built (`planningModule`), since the planning reads
 * services and members and so sits above them (decision 081).
 */
export interface PlanningDesMembres {
  /** A replaced member's slots and rest days from `date`, and their template place, go to `vers`. */
  transferer(tx: DbOrTx, de: number, vers: number, date: string): Promise<void>;
  /** A removed member's planning from `date` on, and their place in the template. */
  supprimerDepuis(tx: DbOrTx, membreId: number, date: string): Promise<void>;
  /** Whether the member has planning history before `date` (then it is kept). */
  aDesCreneauxAvant(tx: DbOrTx, membreId: number, date: string): Promise<boolean>;
  /** A closed service's planning after `date`, and its publications from then on. */
  supprimerApres(tx: DbOrTx, serviceId: number, date: string): Promise<number>;
}

export const planningDesMembres = port<PlanningDesMembres>('Le port du planning des membres');
