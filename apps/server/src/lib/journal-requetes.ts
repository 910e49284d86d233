import type { FastifyRequest } from 'fastify';

/** The token of a calendar feed's path (decision 053): a phone sends it in the URL, never in a header. */
const JETON_DE_FLUX = /(\/api\/calendrier-flux\/(?:absences\/)?)[A-Za-z0-9_-]+(\.ics)/g;

/** The URL as the logs keep it: a feed's token would let whoever reads the logs subscribe. */
export const urlJournalisee = (url: string): string => url.replace(JETON_DE_FLUX, '$1…$2');

/** Fastify's request serializer, with the feed tokens masked. */
export function serialiserRequete(req: FastifyRequest) {
  return {
    method: req.method,
    url: urlJournalisee(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
