import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';

export interface Ecoute {
  /** Resolves once every notification committed before the call has been handed over. */
  synchroniser(): Promise<void>;
  fermer(): Promise<void>;
}

interface Abonnement {
  recevoir: (payload: string | undefined) => void;
  /** After a lost connection: notifications may have been dropped, read the state again. */
  reprendre: () => Promise<void>;
  /** Who listens, for the log. */
  nom: string;
}

/** LISTEN on a channel, on whichever driver runs underneath Drizzle (token revocation, mail worker). */
export async function ecouter(db: Db, canal: string, abonnement: Abonnement, log: FastifyBaseLogger): Promise<Ecoute> {
  const { recevoir, reprendre, nom } = abonnement;
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const arreter = await client.listen(canal, recevoir);
    // PGlite hands notifications over before the committing query returns.
    return { synchroniser: async () => undefined, fermer: arreter };
  }
  if (!(client instanceof pg.Pool)) throw new Error(`${nom} : pilote de base inconnu`);
  const pool = client;
  let connexion: pg.Client | undefined;
  let ferme = false;
  // A dedicated connection, outside the pool: LISTEN holds it for the life of the process.
  const ouvrir = async (): Promise<pg.Client> => {
    const c = new pg.Client(pool.options);
    c.on('notification', (n) => n.channel === canal && recevoir(n.payload));
    c.on('error', (error) => {
      log.warn({ err: error }, `${nom}: LISTEN connection lost, reconnecting`);
      if (connexion === c) connexion = undefined;
      void c.end().catch(() => undefined);
      if (!ferme) setTimeout(() => void relancer(), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${canal}`);
    return c;
  };
  const relancer = async () => {
    try {
      connexion = await ouvrir();
      await reprendre();
    } catch (error) {
      log.warn({ err: error }, `${nom}: LISTEN reconnection failed, retrying`);
      if (!ferme) setTimeout(() => void relancer(), 5000).unref();
    }
  };
  connexion = await ouvrir();
  return {
    // PostgreSQL sends pending notifications before answering the next statement on that connection.
    async synchroniser() {
      await connexion?.query('select 1');
    },
    async fermer() {
      ferme = true;
      await connexion?.end();
    },
  };
}
