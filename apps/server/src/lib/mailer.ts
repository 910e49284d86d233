import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../db/client';
import { mailSortant } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The mail worker listens on it: a mail written wakes it as soon as its transaction commits. */
export const CANAL_MAILS = 'roulement_mails';

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /**
   * Writes the mail to the outbox in the caller's transaction: it exists if and only if the change
   * it tells about does. The mail worker sends it after commit (decision 040); never throws for a
   * mail server that is down.
   */
  send(db: DbOrTx, mail: Mail): Promise<void>;
}

export function createMailer(config: { SMTP_URL?: string | undefined }): Mailer {
  const transport = config.SMTP_URL ? 'smtp' : 'outbox';
  return {
    transport,
    async send(db, mail) {
      await db.insert(mailSortant).values({ destinataire: mail.to, sujet: mail.subject, corps: mail.text, transport });
      // Inside a transaction PostgreSQL delivers the notification at commit, never before. Raw: a
      // function call that reads nothing.
      await db.execute(sql`select pg_notify(${CANAL_MAILS}, '')`);
    },
  };
}

/** Hands one mail to the outside world; throws when it could not. */
export type Expediteur = (mail: Mail) => Promise<void>;

/** SMTP through `SMTP_URL` when set; otherwise the mail is only written to the log. */
export function createExpediteur(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string },
  log: FastifyBaseLogger,
): Expediteur {
  if (!config.SMTP_URL) {
    return async (mail) => {
      log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
    };
  }
  // Bounded waits: a mail server that accepts the connection and never answers must not hold the
  // worker (and its claimed mails) for minutes.
  const transporter = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (mail) => {
    await transporter.sendMail({ from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
  };
}
