import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Level } from 'pino';

/**
 * Paths that carry a secret, and what the logs keep of them: a calendar feed's token (decision 053,
 * a phone sends it in the URL, never in a header), and the links sent by e-mail or printed at start,
 * which the browser asks for before the web app reads them. Whoever reads the logs must not be able
 * to subscribe, set a password or create the first administrator.
 */
const CHEMINS_A_JETON: readonly [RegExp, string][] = [
  [/(\/api\/calendrier-flux\/(?:absences\/)?)[^/?#]+?(\.ics)/g, '$1…$2'],
  [/^(\/(?:invitation|reinitialisation|premier-administrateur)\/)[^?#]+/, '$1…'],
];
/** Any query string beside those paths, in case a link is copied with its token as a parameter. */
const PARAMETRE_JETON = /([?&](?:jeton|token)=)[^&#]*/gi;

/** The URL as the logs keep it. */
export const urlJournalisee = (url: string): string =>
  CHEMINS_A_JETON.reduce((u, [motif, masque]) => u.replace(motif, masque), url).replace(PARAMETRE_JETON, '$1…');

/** Fastify's request serializer, with the tokens masked. */
export function serialiserRequete(req: FastifyRequest) {
  return {
    method: req.method,
    url: urlJournalisee(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The server's log: pino, with the requests' tokens masked. */
export const creerJournal = (niveau: Level | 'silent', destination?: DestinationStream) =>
  pino({ level: niveau, serializers: { req: serialiserRequete } }, destination);
