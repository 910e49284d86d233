import { DEMANDE_STATUT, isAdministrateur } from '@roulement/contract';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { AppError, forbidden } from '../../../lib/errors';
import { listValidationsDesDemandesEnAttente } from '../demande.repository';
import { chargerDemande, detailDe, peutAgirSurUneValidation } from '../demande.service';
import { statutDesValidations } from '../demande.workflow';
import { conclureDemande } from './conclure-demande';

/** PUT /demande/{id}: the status its validations give; an acceptance applies the effect. */
export async function mettreAJourStatut(db: Db, actor: Actor, demandeId: number) {
  return db.transaction(async (tx) => {
    const d = await chargerDemande(tx, actor, demandeId, { verrou: true });
    const permis =
      d.row.createurId === actor.utilisateurId || isAdministrateur(actor) || peutAgirSurUneValidation(actor, d);
    if (!permis)
      throw forbidden('Seuls ses validateurs, son créateur et l’Administrateur mettent à jour cette demande');
    let statutId = d.row.statutId;
    if (statutId === DEMANDE_STATUT.EN_ATTENTE) statutId = await conclureDemande(tx, actor, d.row, null, d.validations);
    const resultat = statutId === d.row.statutId ? ('unchanged' as const) : ('changed' as const);
    return { resultat, demande: await detailDe(tx, actor, { ...d, row: { ...d.row, statutId } }) };
  });
}

/**
 * PUT /demande (Administrateur): every pending request whose validations give another status,
 * each in its own transaction; one whose effect became impossible stays pending. Idempotent.
 */
export async function mettreAJourStatuts(db: Db, actor: Actor) {
  const validations = await listValidationsDesDemandesEnAttente(db);
  const parDemande = new Map<number, typeof validations>();
  for (const v of validations) parDemande.set(v.demandeId, [...(parDemande.get(v.demandeId) ?? []), v]);
  let demandesModifiees = 0;
  for (const [demandeId, liste] of parDemande) {
    if (statutDesValidations(liste) === DEMANDE_STATUT.EN_ATTENTE) continue;
    try {
      const { resultat } = await mettreAJourStatut(db, actor, demandeId);
      if (resultat === 'changed') demandesModifiees++;
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'CONFLICT')) throw e;
    }
  }
  return { demandesExaminees: parDemande.size, demandesModifiees };
}
