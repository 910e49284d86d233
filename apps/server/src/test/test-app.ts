import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { apiRoutes } from '@roulement/contract';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { connectPostgres, type Database, type Db, openPglite } from '../db/client';
import { DEFAULT_PASSWORD } from './factories';
import { GOLDEN_PG_DATABASE, GOLDEN_PGLITE, withDatabase } from './golden';

/** Counts the SQL statements Drizzle sends, to prove a list costs the same whatever its length. */
export interface QueryCounter extends Logger {
  count: number;
  /** Statements sent while `work` runs. */
  during(work: () => Promise<unknown>): Promise<number>;
}

export function createQueryCounter(): QueryCounter {
  const counter: QueryCounter = {
    count: 0,
    logQuery() {
      counter.count++;
    },
    async during(work) {
      const before = counter.count;
      await work();
      return counter.count - before;
    },
  };
  return counter;
}

/** A fresh database for one test file: a copy of the migrated golden one, on the chosen driver. */
export async function createTestDatabase(logger?: Logger): Promise<Database> {
  if (process.env.TEST_DRIVER !== 'pg') {
    return openPglite({ loadDataDir: new Blob([readFileSync(GOLDEN_PGLITE)]), ...(logger ? { logger } : {}) });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `roulement_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${GOLDEN_PG_DATABASE}`);
  await admin.end();
  const database = connectPostgres(withDatabase(url, name), 4, logger);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Every statement sent to the database by this app and its tests. */
  queries: QueryCounter;
  /** Signs in through the API and answers the Authorization header. */
  login(email: string, password?: string): Promise<{ authorization: string }>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function buildTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const queries = createQueryCounter();
  const database = await createTestDatabase(queries);
  const env = loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    CONNEXION_MAX_PAR_IP: '10000',
    CONNEXION_MAX_PAR_EMAIL: '10000',
    CONNEXION_RALENTIR_APRES: '10000',
    ...envOverrides,
  });
  const app = await buildApp({ db: database.db, env, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    queries,
    inject: (options) => app.inject(options),
    async login(email, password = DEFAULT_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/authentification/connexion',
        payload: { email, password },
      });
      if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      const { accessToken } = apiRoutes.auth.connexion.responses[200].parse(response.json());
      return { authorization: `Bearer ${accessToken}` };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
