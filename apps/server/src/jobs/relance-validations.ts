import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { validation } from '../db/schema';
import { essayerVerrou } from '../db/verrous';
import { todayInParis } from '../lib/dates';
import type { Mailer } from '../lib/mailer';
import { listValidationsARelancer } from './relance-validations.lecture';
import { mailsDeRelance } from './relance-validations.mail';

const LOCK_RELANCE_VALIDATIONS = 727_005;
const HOUR = 60 * 60 * 1000;

/**
 * Issue 10: a daily e-mail to each validator with validations pending for more than their
 * establishment's `relanceValidationJours`. Several processes may run it: the advisory lock of the
 * day lets one through, and `relanceeLe` makes a second run the same day send nothing. The mails
 * are written to the outbox in the same transaction as `relanceeLe`.
 */
export async function relancerValidations(
  db: Db,
  courrier: { mailer: Mailer; appUrl: string },
  maintenant = new Date(),
): Promise<{ validateurs: number; validations: number } | undefined> {
  const aujourdhui = todayInParis(maintenant);
  return db.transaction(async (tx) => {
    const jour = Number(aujourdhui.replaceAll('-', ''));
    if (!(await essayerVerrou(tx, LOCK_RELANCE_VALIDATIONS, jour))) return undefined;
    const lignes = await listValidationsARelancer(tx, maintenant, aujourdhui);
    const mails = mailsDeRelance(lignes, courrier.appUrl);
    for (const mail of mails) await courrier.mailer.send(tx, mail);
    const ids = [...new Set(lignes.map((l) => l.validationId))];
    if (ids.length > 0) await tx.update(validation).set({ relanceeLe: maintenant }).where(inArray(validation.id, ids));
    return { validateurs: mails.length, validations: ids.length };
  });
}

/** Runs at start, then once per Paris day (checked hourly), like the other daily jobs. */
export function scheduleRelanceValidations(
  db: Db,
  courrier: { mailer: Mailer; appUrl: string },
  log: FastifyBaseLogger,
): () => void {
  const run = () =>
    relancerValidations(db, courrier)
      .then((r) => r && r.validateurs > 0 && log.info(r, 'validation reminders written'))
      .catch((error: unknown) => log.error({ err: error }, 'validation reminders failed'));
  let lastDay = todayInParis();
  void run();
  const timer = setInterval(() => {
    const today = todayInParis();
    if (today === lastDay) return;
    lastDay = today;
    void run();
  }, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
