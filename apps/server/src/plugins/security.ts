import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
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
  // Spec §7: a wildcard cross-origin header by default; tokens travel in a header, not cookies.
  await app.register(cors, { origin: '*' });
}
