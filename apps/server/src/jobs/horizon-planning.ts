import { semaineDe } from '@roulement/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { essayerVerrou } from '../db/verrous';
import { todayInParis } from '../lib/dates';
import { etendreLesHorizons } from '../modules/planning/publication.service';

const LOCK_HORIZON_PLANNING = 727_004;
const HOUR = 60 * 60 * 1000;

/**
 * DOMAIN.md: a weekly job extends the published planning to the horizon (end of the next calendar
 * year). Several processes may run it: the transaction-scoped advisory lock lets one through, and
 * the extension is idempotent (a service already written to the horizon is skipped).
 */
export async function etendreHorizonPlanning(
  db: Db,
  today = todayInParis(),
): Promise<{ services: number; creneaux: number } | undefined> {
  return db.transaction(async (tx) => {
    if (!(await essayerVerrou(tx, LOCK_HORIZON_PLANNING))) return undefined;
    return etendreLesHorizons(tx, today);
  });
}

const cleSemaine = (date: string) => {
  const s = semaineDe(date);
  return `${s.annee}-${s.semaine}`;
};

/** Runs at start, then once per ISO week (checked hourly), like the daily roles job. */
export function scheduleHorizonPlanning(db: Db, log: FastifyBaseLogger): () => void {
  const run = () =>
    etendreHorizonPlanning(db)
      .then((r) => r && r.services > 0 && log.info(r, 'planning horizon extended'))
      .catch((error: unknown) => log.error({ err: error }, 'planning horizon extension failed'));
  let lastWeek = cleSemaine(todayInParis());
  void run();
  const timer = setInterval(() => {
    const week = cleSemaine(todayInParis());
    if (week === lastWeek) return;
    lastWeek = week;
    void run();
  }, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
