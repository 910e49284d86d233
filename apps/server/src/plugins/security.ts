import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { adresseApplication, type Env } from '../config/env';

export async function registerSecurity(app: FastifyInstance, env: Pick<Env, 'APP_URL' | 'PORT'>): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
      },
    },
    // The API docs UI loads its own inline scripts; it lives under /api/docs.
    global: true,
  });
  // The app and its API share one origin (decision 072): another site's page may not read the
  // answers, even with a token it got hold of. Spec §7's wildcard is no longer sent.
  await app.register(cors, { origin: new URL(adresseApplication(env)).origin });
}
