import type { AppContext } from '../../app-context';
import type { Actor } from '../../lib/actor';

/**
 * POST /administration/envoyerMailTest: the test mail goes through the outbox like every other
 * mail, so it tests the path real mails take. `envoye` says it was accepted for sending; the SMTP
 * outcome is in the log and in `mail_sortant` (decision 040).
 */
export async function envoyerMailTest(
  ctx: AppContext,
  actor: Actor,
  to: string,
): Promise<{ envoye: boolean; transport: 'smtp' | 'outbox' }> {
  await ctx.mailer.send(ctx.db, {
    to,
    subject: 'Roulement — e-mail de test',
    text: `Bonjour,\n\nCet e-mail de test a été envoyé par ${actor.username} depuis Roulement.\nSi vous le lisez, l'envoi des e-mails fonctionne.\n`,
  });
  return { envoye: true, transport: ctx.mailer.transport };
}
