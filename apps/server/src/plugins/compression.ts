import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON answers, and any file not compressed at build time, travel compressed. Brotli at quality 4
 * for what is compressed on the fly: about gzip's cost for a smaller result; the default (11) took
 * longer than the request itself. The web app's files are compressed once, at build, at the best
 * quality (apps/web/vite.config.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
