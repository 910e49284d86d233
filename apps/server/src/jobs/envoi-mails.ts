import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailSortant } from '../db/schema';
import { CANAL_MAILS, createExpediteur, type Expediteur } from '../lib/mailer';
import { apresEchec } from './envoi-mails.delais';
import { demarrerOuvrier } from './ouvrier-sortant';

/**
 * How long a claimed mail stays out of the other workers' reach: longer than the longest SMTP
 * attempt (connection, greeting and socket timeouts). A process that dies while sending leaves the
 * mail to be claimed again once the claim runs out.
 */
const RESERVATION_MS = 2 * 60_000;
const LOT = 20;

type MailReserve = Pick<typeof mailSortant.$inferSelect, 'id' | 'destinataire' | 'sujet' | 'corps' | 'tentatives'>;

/**
 * Claims due mails in one statement: `skip locked` lets concurrent workers take disjoint rows, and
 * the pushed-back `prochainEssai` keeps them disjoint after commit, so no mail is sent twice.
 */
async function reserverMailsDus(db: Db, maintenant: Date): Promise<MailReserve[]> {
  const dus = db
    .select({ id: mailSortant.id })
    .from(mailSortant)
    .where(and(eq(mailSortant.statut, 'A_ENVOYER'), lte(mailSortant.prochainEssai, maintenant)))
    .orderBy(mailSortant.prochainEssai, mailSortant.id)
    .limit(LOT)
    .for('update', { skipLocked: true });
  return db
    .update(mailSortant)
    .set({
      tentatives: sql`${mailSortant.tentatives} + 1`,
      prochainEssai: new Date(maintenant.getTime() + RESERVATION_MS),
    })
    .where(inArray(mailSortant.id, dus))
    .returning({
      id: mailSortant.id,
      destinataire: mailSortant.destinataire,
      sujet: mailSortant.sujet,
      corps: mailSortant.corps,
      tentatives: mailSortant.tentatives,
    });
}

export interface BilanEnvoi {
  envoyes: number;
  reportes: number;
  abandonnes: number;
}

interface Tour {
  db: Db;
  expedier: Expediteur;
  log: FastifyBaseLogger;
  maintenant: Date;
  bilan: BilanEnvoi;
}

async function envoyerUn({ db, expedier, log, maintenant, bilan }: Tour, mail: MailReserve) {
  try {
    await expedier({ to: mail.destinataire, subject: mail.sujet, text: mail.corps });
  } catch (error) {
    const suite = apresEchec(mail.tentatives, maintenant);
    const derniereErreur = error instanceof Error ? error.message : String(error);
    if (suite.abandon) {
      bilan.abandonnes++;
      log.error({ err: error, mailId: mail.id, tentatives: mail.tentatives }, 'mail given up after its last attempt');
      await db.update(mailSortant).set({ statut: 'ECHEC', derniereErreur }).where(eq(mailSortant.id, mail.id));
    } else {
      bilan.reportes++;
      log.warn({ err: error, mailId: mail.id, tentatives: mail.tentatives }, 'mail not sent, will retry');
      await db
        .update(mailSortant)
        .set({ prochainEssai: suite.prochainEssai, derniereErreur })
        .where(eq(mailSortant.id, mail.id));
    }
    return;
  }
  bilan.envoyes++;
  await db.update(mailSortant).set({ statut: 'ENVOYE', envoyeLe: new Date() }).where(eq(mailSortant.id, mail.id));
}

/** Sends every mail due at `maintenant`, batch after batch, one at a time. */
export async function envoyerMailsDus(
  db: Db,
  expedier: Expediteur,
  log: FastifyBaseLogger,
  maintenant = new Date(),
): Promise<BilanEnvoi> {
  const bilan: BilanEnvoi = { envoyes: 0, reportes: 0, abandonnes: 0 };
  for (;;) {
    const lot = await reserverMailsDus(db, maintenant);
    for (const mail of lot) await envoyerUn({ db, expedier, log, maintenant, bilan }, mail);
    if (lot.length < LOT) return bilan;
  }
}

export interface ConfigEnvoiMails {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  MAIL_WORKER_INTERVAL_MS: number;
}

/** The mail worker of this process (decision 040). Answers its stop function. */
export function demarrerEnvoiMails(
  db: Db,
  config: ConfigEnvoiMails,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const expedier = createExpediteur(config, log);
  return demarrerOuvrier(
    db,
    {
      canal: CANAL_MAILS,
      nom: 'mail worker',
      intervalleMs: config.MAIL_WORKER_INTERVAL_MS,
      tour: () => envoyerMailsDus(db, expedier, log),
    },
    log,
  );
}
