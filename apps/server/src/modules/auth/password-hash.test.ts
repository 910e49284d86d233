import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password-hash';

/** A hash in the format stored before argon2id. */
function ancienHashScrypt(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 16_384, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
}

describe('password hashing (argon2id)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Demo-2026!');
    expect(await verifyPassword('Demo-2026!', hash)).toBe(true);
    expect(await verifyPassword('demo-2026!', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts each hash: the same password gives two different hashes, both valid', async () => {
    const [a, b] = await Promise.all([hashPassword('Demo-2026!'), hashPassword('Demo-2026!')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(a.split('$')[4]?.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword('Demo-2026!', a)).toBe(true);
    expect(await verifyPassword('Demo-2026!', b)).toBe(true);
  });

  it('keeps its parameters in the stored value and never the password itself', async () => {
    const hash = await hashPassword('Demo-2026!');
    // OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane.
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(hash).not.toContain('Demo-2026!');
  });

  it('compares the Unicode-normalised password (composed and decomposed accents)', async () => {
    const hash = await hashPassword('Éléphant-2026');
    expect(await verifyPassword('E\u0301le\u0301phant-2026', hash)).toBe(true);
  });

  it('refuses a malformed or foreign stored value instead of throwing', async () => {
    expect(await verifyPassword('Demo-2026!', '')).toBe(false);
    expect(await verifyPassword('Demo-2026!', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('Demo-2026!', 'scrypt$16384$8$1$')).toBe(false);
    expect(await verifyPassword('Demo-2026!', 'scrypt$0$8$1$c2FsdA==$aGFzaA==')).toBe(false);
    expect(await verifyPassword('Demo-2026!', '$argon2id$v=19$m=19456,t=2,p=1$pas-du-base64')).toBe(false);
  });

  it('still reads the older scrypt hashes, and marks them for an upgrade', async () => {
    const ancien = ancienHashScrypt('Demo-2026!');
    expect(await verifyPassword('Demo-2026!', ancien)).toBe(true);
    expect(await verifyPassword('Demo-2026?', ancien)).toBe(false);
    expect(needsRehash(ancien)).toBe(true);
    expect(needsRehash(await hashPassword('Demo-2026!'))).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });

  it('has a decoy hash matching no guessable password', async () => {
    const decoy = await decoyHash();
    expect(decoy).toBe(await decoyHash());
    expect(await verifyPassword('', decoy)).toBe(false);
    expect(await verifyPassword('Demo-2026!', decoy)).toBe(false);
  });
});
