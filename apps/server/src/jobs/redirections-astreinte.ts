import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { actualiserRedirections } from '../modules/astreinte/redirection.service';
import { fournisseurDepuisEnv } from '../modules/astreinte/telephonie';

const QUART_D_HEURE = 15 * 60 * 1000;

/**
 * Hand-overs happen at midnight (Paris): every quarter of an hour, forward the emergency numbers
 * whose on-call person changed since the last request, and retry the failed ones. Several
 * processes may run it; the transaction-scoped advisory lock in `actualiserRedirections` lets one
 * claim the work.
 */
export function scheduleRedirectionsAstreinte(db: Db, env: Env, log: FastifyBaseLogger): () => void {
  const fournisseur = fournisseurDepuisEnv(env);
  const tourner = () =>
    actualiserRedirections(db, fournisseur, { forcer: false })
      .then((r) => {
        const echecs = r?.filter((x) => x.statut === 'ECHEC') ?? [];
        if (echecs.length > 0) log.warn({ echecs }, 'on-call redirections failed');
        else if (r && r.length > 0) log.info({ redirections: r.length }, 'on-call redirections made');
      })
      .catch((error: unknown) => log.error({ err: error }, 'on-call redirections failed'));
  void tourner();
  const timer = setInterval(tourner, QUART_D_HEURE);
  timer.unref();
  return () => clearInterval(timer);
}
