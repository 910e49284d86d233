import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from './config/env';
import type { Db } from './db/client';
import type { Mailer } from './lib/mailer';
import type { Revocations } from './modules/auth/revocation';
import type { TokenService } from './modules/auth/token';

/** What every module receives: the database and the services built once at start. */
export interface AppContext {
  db: Db;
  env: Env;
  tokens: TokenService;
  /** Token versions and ended sessions (decision 035). */
  revocations: Revocations;
  /** Shared store of the sign-in counters when several processes run. */
  redis?: Redis;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
