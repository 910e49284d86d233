import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Revocations } from './revocation';
import { createTokenService } from './token';

const actor = { utilisateurId: 7, username: 'chef@demo.test', roles: ['EMPLOYE_3'] };
const SECRET = 'un secret de test assez long';

/** Versions in a map, as the real service holds them once notified. */
function revocationsEnMemoire(versions = new Map([[7, 1]])) {
  const sessions = new Set<string>();
  const revocations: Revocations = {
    valide: (id, version, sessionId) => !sessions.has(sessionId) && versions.get(id) === version,
    connu: (id, version) => void versions.set(id, version),
    terminer: async (_db, _id, sessionId) => void sessions.add(sessionId),
    synchroniser: async () => undefined,
    fermer: async () => undefined,
  };
  return { revocations, versions };
}
const service = (secret = SECRET) => createTokenService(secret, 1, revocationsEnMemoire().revocations);

describe('token service', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same actor, version and session for a token verified before', async () => {
    const tokens = service();
    const token = await tokens.sign(actor, 1);
    const jeton = await tokens.verify(token);
    expect(jeton).toMatchObject({ actor, version: 1 });
    expect(jeton?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await tokens.verify(token)).toEqual(jeton);
  });

  it('opens a new session with every token', async () => {
    const tokens = service();
    const a = await tokens.verify(await tokens.sign(actor, 1));
    const b = await tokens.verify(await tokens.sign(actor, 1));
    expect(a?.sessionId).not.toBe(b?.sessionId);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
    const tokens = service();
    const token = await tokens.sign(actor, 1);
    expect(await tokens.verify(token)).toBeDefined();
    vi.setSystemTime(new Date('2026-11-22T09:00:01Z'));
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a remembered token once its version is revoked', async () => {
    const { revocations, versions } = revocationsEnMemoire();
    const tokens = createTokenService(SECRET, 1, revocations);
    const token = await tokens.sign(actor, 1);
    expect(await tokens.verify(token)).toBeDefined();
    versions.set(7, 2);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a remembered token once its session has ended', async () => {
    const { revocations } = revocationsEnMemoire();
    const tokens = createTokenService(SECRET, 1, revocations);
    const token = await tokens.sign(actor, 1);
    const jeton = await tokens.verify(token);
    await revocations.terminer({} as never, 7, jeton?.sessionId ?? '', Date.now() + 1000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a well-signed token without an expiry', async () => {
    const sansExp = await new SignJWT({ username: actor.username, roles: actor.roles, ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setJti('00000000-0000-4000-8000-000000000000')
      .sign(new TextEncoder().encode(SECRET));
    expect(await service().verify(sansExp)).toBeUndefined();
  });

  it('refuses a well-signed token without a version (issued before revocation existed)', async () => {
    const ancien = await new SignJWT({ username: actor.username, roles: actor.roles })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await service().verify(ancien)).toBeUndefined();
  });

  it('refuses a token signed with another secret, even after a valid one', async () => {
    const tokens = service();
    const autre = service('un autre secret, tout aussi long');
    expect(await tokens.verify(await tokens.sign(actor, 1))).toBeDefined();
    expect(await tokens.verify(await autre.sign(actor, 1))).toBeUndefined();
  });
});
