import { type FicheDePresence, peutVoirEtablissement } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { scopeOfEtablissement } from './etablissement.service';
import { listCongesDuJour, listCreneauxDuJour } from './fiche-de-presence.lecture';
import { ficheDuJour } from './presence';

/**
 * GET /etablissement/{id}/ficheDePresence: who works and who is on leave on a day (décision 049).
 * 404 for an establishment the actor holds no role in, so that its existence is not revealed.
 * Three statements whatever the establishment's size.
 */
export async function lireFicheDePresence(
  db: DbOrTx,
  actor: Actor,
  etablissementId: number,
  dateDeProspection: string,
): Promise<FicheDePresence> {
  const etab = await scopeOfEtablissement(db, etablissementId);
  if (!etab || !peutVoirEtablissement(actor, etab)) throw notFound('Établissement introuvable');
  const [creneaux, conges] = await Promise.all([
    listCreneauxDuJour(db, etablissementId, dateDeProspection),
    listCongesDuJour(db, etablissementId, dateDeProspection),
  ]);
  return { dateDeProspection, ...ficheDuJour(creneaux, conges) };
}
