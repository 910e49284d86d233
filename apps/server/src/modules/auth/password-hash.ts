import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's minimum for argon2id (Password Storage Cheat Sheet): 19 MiB, two passes, one lane.
 * Chosen over scrypt at N=2^17, which costs 128 MiB and over a second of CPU per sign-in here.
 */
// `Algorithm.Argon2id` is an ambient const enum, out of reach with verbatimModuleSyntax: its value.
const ARGON2ID = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;
const PREFIXE_ACTUEL = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

/** The PHC string `$argon2id$v=19$m=…,t=…,p=…$salt$hash`: the parameters travel with the hash. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), ARGON2ID);
}

/** True when the stored hash was made with older or weaker parameters: rehash at the next sign-in. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(PREFIXE_ACTUEL);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalise = password.normalize('NFC');
  if (stored.startsWith('$argon2')) return verify(stored, normalise).catch(() => false);
  if (stored.startsWith('scrypt$')) return verifyScrypt(normalise, stored);
  return false;
}

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** `scrypt$N$r$p$salt$hash`, the format before argon2id: still read, replaced at sign-in. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, expectedB64] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (!salt || !expectedB64 || ![N, R, P].every((x) => Number.isInteger(x) && x > 0)) return false;
  const expected = Buffer.from(expectedB64, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: R,
    p: P,
    maxmem: 256 * N * R * P + 1024 * 1024,
  }).catch(() => undefined);
  return actual !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hash compared against when the e-mail is unknown, so both answers take the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('base64'));
  return decoy;
}
