import type { Tx } from '../../db/client';
import { journaliserOffre } from './offre.journal';
import { expirerOffresEchues } from './offre.repository';

/**
 * Open offers whose deadline has come are expired, each with its history row. The sender is the
 * actor of the row: the offer ended on their behalf, at the time they set (or the slot's start).
 */
export async function expirerLesOffresEchues(tx: Tx, maintenant: Date): Promise<number> {
  const expirees = await expirerOffresEchues(tx, maintenant);
  for (const o of expirees) {
    await journaliserOffre(
      tx,
      { utilisateurId: o.envoyeurId },
      { offreId: o.id, etablissementId: o.etablissementId },
      'EXPIRATION',
    );
  }
  return expirees.length;
}
