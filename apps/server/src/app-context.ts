import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env';
import type { Db } from './db/client';
import type { Mailer } from './lib/mailer';
import type { TokenService } from './modules/auth/token';

/** What every module receives: the database and the services built once at start. */
export interface AppContext {
  db: Db;
  env: Env;
  tokens: TokenService;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
