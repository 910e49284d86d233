import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `apps/server/assets/avatars`, from the source tree or copied beside the built bundle. */
function dossierAvatars(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../../../assets/avatars'), resolve(here, 'assets/avatars')];
  const found = candidates.find((c) => existsSync(resolve(c, 'mme.png')));
  if (!found) throw new Error(`Avatars par défaut introuvables (cherchés dans ${candidates.join(', ')})`);
  return found;
}

const FICHIERS = { Mr: 'mr.png', Mme: 'mme.png' } as const;
const cache = new Map<keyof typeof FICHIERS, Buffer>();

/** The head-and-shoulders silhouette of the genre (spec §9: default avatar by genre), read once. */
export function defaultAvatar(genre: keyof typeof FICHIERS): Buffer {
  let image = cache.get(genre);
  if (!image) {
    image = readFileSync(resolve(dossierAvatars(), FICHIERS[genre]));
    cache.set(genre, image);
  }
  return image;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG by its content: the signature, then an IHDR chunk with sane dimensions. */
export function isPng(data: Buffer): boolean {
  if (data.length < 33 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (data.subarray(12, 16).toString('ascii') !== 'IHDR') return false;
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  return width > 0 && height > 0 && width <= 4096 && height <= 4096;
}
