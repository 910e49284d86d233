import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { conflict } from '../../../lib/errors';
import { appliquerRecuperation } from '../../planning/use-cases/appliquer-demande';
import { findDemandeRecuperation } from '../heures.repository';

/** An accepted recovery request turns the work it evaluated into recovery (decision 039). */
export async function appliquerEffetRecuperation(tx: Tx, actor: Actor, demandeId: number): Promise<void> {
  const r = await findDemandeRecuperation(tx, demandeId);
  if (!r) throw conflict('Le contenu de cette demande de récupération est introuvable');
  await appliquerRecuperation(tx, actor, { membreId: r.membreId, lignes: r.lignes });
}
