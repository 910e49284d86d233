import type { AppContext } from '../../app-context';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';

/** POST /administration/envoyerMailTest: a real e-mail through SMTP, or the outbox without it. */
export async function envoyerMailTest(ctx: AppContext, actor: Actor, to: string) {
  try {
    await ctx.mailer.send(ctx.db, {
      to,
      subject: 'Roulement — e-mail de test',
      text: `Bonjour,\n\nCet e-mail de test a été envoyé par ${actor.username} depuis Roulement.\nSi vous le lisez, l'envoi des e-mails fonctionne.\n`,
    });
  } catch (error) {
    ctx.log.warn({ err: error }, 'test mail refused');
    throw new AppError('CONFLICT', "Le serveur de messagerie a refusé l'e-mail de test");
  }
  return { envoye: true, transport: ctx.mailer.transport };
}
