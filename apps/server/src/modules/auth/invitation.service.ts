import { INVITATION_DUREE_JOURS } from '@roulement/contract';
import type { AppContext } from '../../app-context';
import { adresseApplication } from '../../config/env';
import type { DbOrTx } from '../../db/client';
import { creerLien, envoyerDansTransaction } from './lien.service';

const JOUR_MS = 24 * 60 * 60 * 1000;

/**
 * Invites a new user to choose their password: a link valid 7 days, sent in the transaction that
 * creates the account (no password ever travels by e-mail; decision 011).
 */
export async function inviter(
  ctx: AppContext,
  tx: DbOrTx,
  cible: { utilisateurId: number; email: string; prenom: string },
  contexte: { invitePar: string; raisonSociale: string },
): Promise<void> {
  const lien = await creerLien(
    tx,
    adresseApplication(ctx.env),
    cible.utilisateurId,
    'INVITATION',
    INVITATION_DUREE_JOURS * JOUR_MS,
  );
  await envoyerDansTransaction(ctx, tx, {
    to: cible.email,
    subject: 'Roulement — votre compte',
    text: [
      `Bonjour ${cible.prenom},`,
      '',
      `${contexte.invitePar} vous a déclaré(e) comme employé(e) de ${contexte.raisonSociale} dans Roulement.`,
      '',
      `Votre identifiant : ${cible.email}`,
      '',
      'Pour choisir votre mot de passe, ouvrez ce lien :',
      lien,
      '',
      `Il est valable ${INVITATION_DUREE_JOURS} jours et ne sert qu'une fois.`,
      '',
    ].join('\n'),
  });
}
