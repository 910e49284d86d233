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
  const verifies = new JetonsVerifies();
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
      const connu = verifies.get(token);
      if (connu) return connu;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const utilisateurId = Number(payload.sub);
        const { username, roles } = payload as { username?: unknown; roles?: unknown };
        if (!Number.isInteger(utilisateurId) || typeof username !== 'string' || !Array.isArray(roles)) return undefined;
        const actor = { utilisateurId, username, roles: roles.filter((r): r is string => typeof r === 'string') };
        if (payload.exp !== undefined) verifies.set(token, actor, payload.exp * 1000);
        return actor;
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Tokens already verified, with their expiry: a client's next calls skip the signature check (a
 * tenth of the server's time on the weekly planning). A token cannot be revoked before it expires
 * (decision 003), so remembering one changes no answer. Bounded: the oldest goes first.
 */
class JetonsVerifies {
  private readonly jetons = new Map<string, { actor: Actor; expireA: number }>();
  constructor(private readonly max = 10_000) {}

  get(token: string): Actor | undefined {
    const connu = this.jetons.get(token);
    if (!connu) return undefined;
    if (connu.expireA > Date.now()) return connu.actor;
    this.jetons.delete(token);
    return undefined;
  }

  set(token: string, actor: Actor, expireA: number): void {
    if (this.jetons.size >= this.max) this.jetons.delete(this.jetons.keys().next().value as string);
    this.jetons.set(token, { actor, expireA });
  }
}
