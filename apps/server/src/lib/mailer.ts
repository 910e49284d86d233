import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../db/client';
import { mailSortant } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Sends (or keeps in the outbox) and records the mail; throws when the SMTP server refuses. */
  send(db: DbOrTx, mail: Mail): Promise<void>;
}

/** SMTP through `SMTP_URL` when set; otherwise every mail goes to the outbox table and the log. */
export function createMailer(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!config.SMTP_URL) {
    return {
      transport: 'outbox',
      async send(db, mail) {
        await db
          .insert(mailSortant)
          .values({ destinataire: mail.to, sujet: mail.subject, corps: mail.text, transport: 'outbox' });
        log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
      },
    };
  }
  // Bounded waits: a mail server that accepts the connection and never answers must not hold a
  // request for minutes.
  const transporter = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    transport: 'smtp',
    async send(db, mail) {
      await transporter.sendMail({ from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
      await db
        .insert(mailSortant)
        .values({ destinataire: mail.to, sujet: mail.subject, corps: mail.text, transport: 'smtp' });
    },
  };
}
