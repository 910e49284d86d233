import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { expirerLesOffresEchues } from '../modules/offre/expiration';

const MINUTE = 60 * 1000;

/**
 * Issue 27: every minute, the open offers whose deadline has come are expired and traced. Answers
 * already refuse an offer past its deadline, so the job only writes what is true. Several processes
 * may run it: each expiry is one conditional update, and a row already expired is not expired again.
 */
export function scheduleExpirationOffres(db: Db, log: FastifyBaseLogger): () => void {
  const tourner = () =>
    db
      .transaction((tx) => expirerLesOffresEchues(tx, new Date()))
      .then((n) => n > 0 && log.info({ offres: n }, 'replacement offers expired'))
      .catch((error: unknown) => log.error({ err: error }, 'replacement offers expiry failed'));
  void tourner();
  const timer = setInterval(tourner, MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}
