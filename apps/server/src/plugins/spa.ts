import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

/**
 * Vite names what it builds under /assets/ by their content's hash: a new build is a new name, so
 * a browser may keep them for good. index.html names the current ones: it must be asked again
 * every time, or a deployment leaves browsers on the previous version for an hour.
 */
const IMMUABLE = 'public, max-age=31536000, immutable';
const A_REVALIDER = 'no-cache';
const PUBLIC_COURT = 'public, max-age=3600';

/** A request for a file (a script, a style sheet, an image), not for a page of the app. */
const FICHIER = /^\/assets\/|\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|json|txt|webmanifest)$/;

/**
 * Asked again every time: the page, and what a phone must see at once when it changes, never a
 * stale copy: the service worker and the manifest (decision 086).
 */
const TOUJOURS_REVALIDES = /(?:^|[/\\])(?:index\.html|sw\.js|sw-push\.js|manifest\.webmanifest)(?:\.br|\.gz)?$/;

function cacheDe(chemin: string): string {
  // The path is the file sent: `index.html.br` when the browser takes brotli.
  if (TOUJOURS_REVALIDES.test(chemin)) return A_REVALIDER;
  return /[/\\]assets[/\\]/.test(chemin) ? IMMUABLE : PUBLIC_COURT;
}

/**
 * Serves the built web app with history fallback; unknown /api paths answer a JSON 404, and so
 * does a missing file: the app's page in place of a script broke the page with a MIME error.
 * Files compressed at build time (.br, .gz beside them) are sent as they are.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, chemin) => {
        reply.header('cache-control', cacheDe(chemin));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const api = path === '/api' || path.startsWith('/api/');
    if (api || (request.method !== 'GET' && request.method !== 'HEAD') || !hasWeb || FICHIER.test(path)) {
      return sendError(reply, 'NOT_FOUND', 'Ressource introuvable');
    }
    return reply.sendFile('index.html');
  });
}
