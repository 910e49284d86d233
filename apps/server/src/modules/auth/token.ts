import { jwtVerify, SignJWT } from 'jose';
import type { Actor } from '../../lib/actor';

export interface TokenService {
  sign(actor: Actor): Promise<string>;
  /** The actor of a valid, unexpired token; undefined otherwise (never throws). */
  verify(token: string): Promise<Actor | undefined>;
}

/**
 * HS256 tokens carrying the user's id, username and roles, so that a request costs no database
 * round trip to authenticate (docs/decisions/003-roles-materialises.md says what that implies).
 */
export function createTokenService(secret: string, dureeHeures: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(actor) {
      return new SignJWT({ username: actor.username, roles: actor.roles })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(actor.utilisateurId))
        .setIssuedAt()
        .setExpirationTime(`${dureeHeures}h`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const utilisateurId = Number(payload.sub);
        const { username, roles } = payload as { username?: unknown; roles?: unknown };
        if (!Number.isInteger(utilisateurId) || typeof username !== 'string' || !Array.isArray(roles)) return undefined;
        return { utilisateurId, username, roles: roles.filter((r): r is string => typeof r === 'string') };
      } catch {
        return undefined;
      }
    },
  };
}
