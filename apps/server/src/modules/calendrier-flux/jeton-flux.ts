import { createHmac, randomBytes } from 'node:crypto';

/** 256 random bits: the secret part of a user's feed, renewed by each regeneration. */
export const nouvelleGraine = (): string => randomBytes(32).toString('base64url');

/**
 * The URL's token: an HMAC-SHA256 of the seed under the server's signing secret (43 characters).
 * The profile can show the address again without the token being stored (decision 053).
 */
export const jetonDuFlux = (secret: string, graine: string): string =>
  createHmac('sha256', secret).update(`flux-calendrier:${graine}`).digest('base64url');
