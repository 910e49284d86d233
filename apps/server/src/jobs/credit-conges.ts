import type { ResultatCredit } from '@roulement/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { todayInParis } from '../lib/dates';
import { AppError } from '../lib/errors';
import { crediterPeriode, type GenreCredit } from '../modules/conges/acquisition/acquisition.service';
import { crediterArrondiAnnuel } from '../modules/conges/acquisition/arrondi.service';
import { type Periode, periodeAnciennete, periodeMois, periodeTrimestre } from '../modules/conges/acquisition/periodes';

const HOUR = 60 * 60 * 1000;

/**
 * The periods due on a Paris day: the paid leave of the past month (earned by the end of it),
 * the current quarter's quarterly leave (to take within it) and the seniority days of the leave
 * year started on the last 1 June.
 */
export function periodesDues(aujourdhui: string): { genre: GenreCredit; periode: Periode }[] {
  const annee = Number(aujourdhui.slice(0, 4));
  const mois = Number(aujourdhui.slice(5, 7));
  return [
    { genre: 'annuels', periode: mois === 1 ? periodeMois(annee - 1, 12) : periodeMois(annee, mois - 1) },
    { genre: 'trimestriels', periode: periodeTrimestre(annee, Math.floor((mois - 1) / 3) + 1) },
    { genre: 'anciennete', periode: periodeAnciennete(mois >= 6 ? annee : annee - 1) },
  ];
}

/** The leave year (starting 1 June of the answer) that closed last on 31 May, on a Paris day. */
export function anneeCongesClose(aujourdhui: string): number {
  const annee = Number(aujourdhui.slice(0, 4));
  return Number(aujourdhui.slice(5, 7)) >= 6 ? annee - 1 : annee - 2;
}

/**
 * Credits every period due, then rounds up the paid leave of the leave year closed last (decision
 * 077). Run by each process once a day: a period already in the ledger is skipped by its unique
 * key, so after the first run of a month (or of two processes at once) the others write nothing.
 * A period whose rules are missing is logged and left for the next day; the rounding waits then
 * too, since the month missing may be the year's last.
 */
export async function crediterPeriodesDues(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  aujourdhui = todayInParis(),
): Promise<ResultatCredit[]> {
  const resultats: ResultatCredit[] = [];
  let moisManquant = false;
  for (const { genre, periode } of periodesDues(aujourdhui)) {
    try {
      const resultat = await crediterPeriode(db, genre, periode);
      resultats.push(resultat);
      if (resultat.employesCredites > 0) log.info(resultat, 'leave credited');
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      log.warn({ periode: periode.cle, message: error.message }, 'leave credit skipped');
      if (genre === 'annuels') moisManquant = true;
    }
  }
  if (moisManquant) return resultats;
  const arrondi = await crediterArrondiAnnuel(db, anneeCongesClose(aujourdhui));
  if (arrondi.employesCredites > 0) log.info(arrondi, 'leave rounded up');
  resultats.push(arrondi);
  return resultats;
}

/**
 * Runs at start, then once per Paris day (checked hourly), like the other daily jobs. Stopping
 * waits for a run in progress, so that shutdown does not close the pool under its transaction.
 */
export function scheduleCreditConges(db: Db, log: FastifyBaseLogger): () => Promise<void> {
  let enCours: Promise<unknown> = Promise.resolve();
  const run = () => {
    enCours = crediterPeriodesDues(db, log).catch((error: unknown) => log.error({ err: error }, 'leave credit failed'));
  };
  let lastDay = todayInParis();
  run();
  const timer = setInterval(() => {
    const today = todayInParis();
    if (today === lastDay) return;
    lastDay = today;
    run();
  }, HOUR);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await enCours;
  };
}
