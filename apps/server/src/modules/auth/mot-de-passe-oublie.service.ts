import { MESSAGE_LIEN_ENVOYE, REINITIALISATION_DUREE_MINUTES } from '@roulement/contract';
import type { AppContext } from '../../app-context';
import { adresseApplication } from '../../config/env';
import { findUtilisateurByEmail } from './auth.repository';
import { creerLien, envoyerDansTransaction } from './lien.service';

/**
 * The answer waits at least this long, whether a mail was written or not: the two paths differ
 * by a transaction of a few milliseconds, which the floor hides (the decoy idea of
 * password-hash.ts, applied to time rather than work).
 */
export const DUREE_MINIMALE_MS = 300;

const attendre = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * « Mot de passe oublié ? »: e-mails a link valid one hour to an active account with that
 * address; answers the same message, in about the same time, when there is none.
 */
export async function demanderReinitialisation(ctx: AppContext, email: string): Promise<{ message: string }> {
  const debut = Date.now();
  const utilisateur = await findUtilisateurByEmail(ctx.db, email);
  if (utilisateur?.actif && !utilisateur.supprimeLe) {
    await ctx.db.transaction(async (tx) => {
      const lien = await creerLien(
        tx,
        adresseApplication(ctx.env),
        utilisateur.id,
        'REINITIALISATION',
        REINITIALISATION_DUREE_MINUTES * 60_000,
      );
      await envoyerDansTransaction(ctx, tx, {
        to: utilisateur.email,
        subject: 'Roulement — mot de passe oublié',
        text: [
          `Bonjour ${utilisateur.prenom},`,
          '',
          'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
          lien,
          '',
          "Il est valable une heure et ne sert qu'une fois. Vos autres sessions seront fermées.",
          "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.",
          '',
        ].join('\n'),
      });
    });
  }
  await attendre(DUREE_MINIMALE_MS - (Date.now() - debut));
  return { message: MESSAGE_LIEN_ENVOYE };
}
