import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultAvatar, isPng } from './default-avatar';

const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xdb, 0x00, 0x43, 0x00, 0x08, 0x06, 0x06, 0x07, 0x06, 0x05, 0x08, 0x07, 0x07, 0x07, 0xff, 0xd9,
]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.alloc(30)]);

describe('defaultAvatar (spec §9: default avatar by genre)', () => {
  const dossier = resolve(dirname(fileURLToPath(import.meta.url)), '../../../assets/avatars');

  it.each([
    ['Mr', 'mr.png'],
    ['Mme', 'mme.png'],
  ] as const)('answers for %s the committed file %s, a 128 × 128 RGBA PNG', (genre, fichier) => {
    const image = defaultAvatar(genre);
    expect(image.equals(readFileSync(resolve(dossier, fichier)))).toBe(true);
    expect(image.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(isPng(image)).toBe(true);
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([128, 128]);
    expect(image[25]).toBe(6); // colour type RGBA: the disc's corners are transparent
    expect(image.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });

  it('gives each genre its own image', () => {
    expect(defaultAvatar('Mr').equals(defaultAvatar('Mme'))).toBe(false);
  });
});

describe('isPng (by content, not by name)', () => {
  it('rejects a JPEG, a GIF, text and an empty buffer', () => {
    expect(isPng(JPEG)).toBe(false);
    expect(isPng(GIF)).toBe(false);
    expect(isPng(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg> plus du texte'))).toBe(false);
    expect(isPng(Buffer.alloc(0))).toBe(false);
  });

  it('rejects a PNG signature without an IHDR chunk, or with absurd dimensions', () => {
    const png = Buffer.from(defaultAvatar('Mr'));
    expect(isPng(png.subarray(0, 20))).toBe(false);
    const sansIhdr = Buffer.from(png);
    sansIhdr.write('IDAT', 12, 'ascii');
    expect(isPng(sansIhdr)).toBe(false);
    const geant = Buffer.from(png);
    geant.writeUInt32BE(100_000, 16);
    expect(isPng(geant)).toBe(false);
    const vide = Buffer.from(png);
    vide.writeUInt32BE(0, 20);
    expect(isPng(vide)).toBe(false);
  });
});
