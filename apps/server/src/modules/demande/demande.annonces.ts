import { cheminDetailDemande, DEMANDE_STATUT_LABELS, type DemandeStatutId, TITRES_DEMANDE } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import { notifier } from '../notification/notification.service';
import { type DemandeAnnoncee, mailerAValider, mailerDecision } from './demande.mails';
import type { ResumeRow } from './demande-liste.lecture';

/*
 * What a request's change tells its people, by e-mail and on their devices, in the transaction of
 * the change. A push names no one and no date: the push service sees its title (issue 25).
 */

export async function annoncerAValider(tx: DbOrTx, d: DemandeAnnoncee, destinataires: readonly string[]) {
  await mailerAValider(tx, d, destinataires);
  await notifier(tx, { emails: destinataires }, 'DEMANDE_A_VALIDER', {
    titre: `${TITRES_DEMANDE[d.type]} à valider`,
    lien: cheminDetailDemande(d.type, d.demandeId),
  });
}

export async function annoncerDecision(
  tx: DbOrTx,
  d: DemandeAnnoncee,
  statutId: DemandeStatutId,
  destinataires: readonly string[],
) {
  await mailerDecision(tx, d, statutId, destinataires);
  await notifier(tx, { emails: destinataires }, 'DEMANDE_DECIDEE', {
    titre: `${TITRES_DEMANDE[d.type]} ${DEMANDE_STATUT_LABELS[statutId].toLowerCase()}`,
    lien: cheminDetailDemande(d.type, d.demandeId),
  });
}

/** To the creator and the target employee, unless they wrote the comment themselves. No e-mail. */
export async function annoncerCommentaire(
  tx: DbOrTx,
  d: Pick<DemandeAnnoncee, 'demandeId' | 'type'>,
  resume: Pick<ResumeRow, 'createurId' | 'createurEmail' | 'cibleId' | 'cibleEmail'>,
  auteurId: number,
) {
  const destinataires = [
    resume.createurId === auteurId ? null : resume.createurEmail,
    resume.cibleId === auteurId ? null : resume.cibleEmail,
  ].filter((e): e is string => e !== null);
  await notifier(tx, { emails: destinataires }, 'DEMANDE_COMMENTEE', {
    titre: `Nouveau commentaire : ${TITRES_DEMANDE[d.type]}`,
    lien: cheminDetailDemande(d.type, d.demandeId),
  });
}
