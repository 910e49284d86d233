import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/errors';
import { resteACouvrir } from '../couverture/a-couvrir';
import { findCreneauACouvrir } from '../couverture/a-couvrir.lecture';
import { verrouillerCreneaux } from '../planning/creneau.lecture';
import { remplacerParOffre } from '../planning/use-cases/remplacer-creneau';
import { membrePourRemplacement } from '../service/membre-ponctuel';
import { findService } from '../service/service.lecture';
import type { OffreLue } from './offre.lecture';

/** The offer's slots, locked, each still to cover: another replacement wins over the offer. */
export async function assertCreneauxACouvrir(tx: Tx, creneauIds: readonly number[], siPris: string) {
  await verrouillerCreneaux(tx, creneauIds);
  const rows = [];
  for (const id of creneauIds) {
    const row = await findCreneauACouvrir(tx, id);
    if (!row || !resteACouvrir(row)) throw conflict(siPris);
    rows.push(row);
  }
  return rows;
}

/**
 * Writes the replacement of each slot of the offer for the employee who took it, through the
 * planning's replacement rules, under the membership that lets them work in that service.
 */
export async function attribuer(tx: Tx, actor: Actor, { creneaux }: OffreLue, employeId: number): Promise<void> {
  for (const c of creneaux) {
    const service = await findService(tx, c.serviceId);
    if (!service) throw conflict('Ce service n’existe plus');
    const membreId = await membrePourRemplacement(tx, actor, service, employeId, c.date);
    await remplacerParOffre(tx, actor, c.creneauId, membreId);
  }
}
