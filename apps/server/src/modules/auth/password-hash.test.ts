import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './password-hash';

describe('password hashing (scrypt)', () => {
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
    expect(await verifyPassword('Demo-2026!', a)).toBe(true);
    expect(await verifyPassword('Demo-2026!', b)).toBe(true);
  });

  it('keeps its parameters in the stored value and never the password itself', async () => {
    const hash = await hashPassword('Demo-2026!');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
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
  });

  it('has a decoy hash matching no guessable password', async () => {
    const decoy = await decoyHash();
    expect(decoy).toBe(await decoyHash());
    expect(await verifyPassword('', decoy)).toBe(false);
    expect(await verifyPassword('Demo-2026!', decoy)).toBe(false);
  });
});
