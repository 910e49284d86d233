import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

/** Decision 086: the phone must see a new service worker or manifest at once, never a stale copy. */
const NO_CACHE_FILES = new Set(['sw.js', 'manifest.webmanifest']);

/** Serves the built web app with history fallback; unknown /api paths answer a JSON 404. */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      setHeaders: (reply, path) => {
        if (NO_CACHE_FILES.has(basename(path))) reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET' || !hasWeb) {
      return sendError(reply, 'NOT_FOUND', 'Ressource introuvable');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
