import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Actor } from '../../lib/actor';
import type { Revocations } from './revocation';

/** What a valid token stands for: the actor, and the session it opened (to end it on sign-out). */
export interface Jeton {
  actor: Actor;
  version: number;
  sessionId: string;
  expireA: number;
}

export interface TokenService {
  /** A token for this actor at this token version (`utilisateur.jeton_version`), opening a session. */
  sign(actor: Actor, version: number): Promise<string>;
  /** The token's meaning if it is valid, unexpired and not revoked; undefined otherwise (never throws). */
  verify(token: string): Promise<Jeton | undefined>;
}

/**
 * HS256 tokens carrying the user's id, username, roles, token version and a session id, so that
 * a request costs no database round trip to authenticate (decisions 003 and 033).
 */
export function createTokenService(secret: string, dureeHeures: number, revocations: Revocations): TokenService {
  const key = new TextEncoder().encode(secret);
  // Signatures already checked: a client's next calls skip the HMAC (a tenth of the server's time
  // on the weekly planning). Revocation is checked on every call, cached or not.
  const verifies = new LRUCache<string, Jeton>({ max: 10_000 });

  async function lire(token: string): Promise<Jeton | undefined> {
    const connu = verifies.get(token);
    if (connu) return connu;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      const utilisateurId = Number(payload.sub);
      const { username, roles, ver, jti, exp } = payload as Record<string, unknown>;
      if (!Number.isInteger(utilisateurId) || typeof username !== 'string' || !Array.isArray(roles)) return undefined;
      if (!Number.isInteger(ver) || typeof jti !== 'string' || typeof exp !== 'number') return undefined;
      const jeton: Jeton = {
        actor: { utilisateurId, username, roles: roles.filter((r): r is string => typeof r === 'string') },
        version: ver as number,
        sessionId: jti,
        expireA: exp * 1000,
      };
      verifies.set(token, jeton, { ttl: Math.max(1, jeton.expireA - Date.now()) });
      return jeton;
    } catch {
      return undefined;
    }
  }

  return {
    async sign(actor, version) {
      return new SignJWT({ username: actor.username, roles: actor.roles, ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(actor.utilisateurId))
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${dureeHeures}h`)
        .sign(key);
    },
    async verify(token) {
      const jeton = await lire(token);
      if (!jeton || jeton.expireA <= Date.now()) return undefined;
      const valide = await revocations.valide(jeton.actor.utilisateurId, jeton.version, jeton.sessionId);
      return valide ? jeton : undefined;
    },
  };
}
