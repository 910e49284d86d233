import type { DbOrTx } from '../../db/client';
import { findValidationEnCours, listFichesResume, listMouvements } from './fiche-aim.lecture';
import { listAccueils } from './usager.lecture';

/**
 * The resident history screen's reads (issue 14), once the caller has checked the actor's scope:
 * the stays, the sheets, the movements and the latest sheet's pending request, whatever that
 * sheet's status (the caller keeps it or not).
 */
export async function lireHistorique(db: DbOrTx, u: { usagerId: number; etablissementId: number }) {
  const accueils = await listAccueils(db, u.usagerId);
  const fiches = await listFichesResume(db, u.usagerId, u.etablissementId);
  const mouvements = await listMouvements(db, u.usagerId, u.etablissementId);
  const derniere = fiches[0];
  const validationEnCours = derniere ? await findValidationEnCours(db, derniere.ficheAimId) : undefined;
  return { accueils, fiches, mouvements, validationEnCours: validationEnCours ?? null };
}
