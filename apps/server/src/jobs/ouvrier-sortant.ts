import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { ecouter } from '../lib/ecoute';

export interface Ouvrier {
  /** The channel a written row notifies at commit. */
  canal: string;
  nom: string;
  intervalleMs: number;
  /** One round: sends what is due, answers once done. */
  tour: () => Promise<unknown>;
}

/**
 * An outbox worker of this process (mails, pushes): woken by the notification a written row sends
 * at commit, and every `intervalleMs` for retries and missed notifications. Answers its stop function.
 */
export async function demarrerOuvrier(db: Db, ouvrier: Ouvrier, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  let enCours: Promise<void> | undefined;
  let encore = false;
  let arrete = false;
  // One round at a time in this process; a wake-up during a round asks for one more.
  const tour = (): void => {
    if (arrete) return;
    if (enCours) {
      encore = true;
      return;
    }
    enCours = ouvrier
      .tour()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${ouvrier.nom} round failed`))
      .finally(() => {
        enCours = undefined;
        if (encore) {
          encore = false;
          tour();
        }
      });
  };
  const ecoute = await ecouter(
    db,
    ouvrier.canal,
    { recevoir: tour, reprendre: async () => tour(), nom: ouvrier.nom },
    log,
  );
  const timer = setInterval(tour, ouvrier.intervalleMs);
  timer.unref();
  tour();
  return async () => {
    arrete = true;
    clearInterval(timer);
    await ecoute.fermer();
    await enCours;
  };
}
