import { listMembresDuService } from '../../modules/service/membre.lecture';
import type { DbOrTx } from '../client';

/** The members who hold a place in the rotation: titulaires (spec §5), in id order. */
export async function titulairesDe(tx: DbOrTx, serviceId: number, today: string): Promise<number[]> {
  const membres = await listMembresDuService(tx, serviceId, today, today);
  return membres
    .filter((m) => m.titulaire)
    .map((m) => m.membreId)
    .sort((a, b) => a - b);
}
