import { describe, expect, it } from 'vitest';
import { nomAppareil, octetsDeCle } from './cle-vapid';

describe('octetsDeCle', () => {
  it('decodes base64url without padding', () => {
    expect([...octetsDeCle('AP8-_w')]).toEqual([0, 255, 62, 255]);
  });
});

describe('nomAppareil', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      'Chrome sur Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Safari/604.1',
      'Safari sur iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox sur Windows'],
    ['curl/8', 'Navigateur'],
  ])('%s → %s', (ua, nom) => {
    expect(nomAppareil(ua)).toBe(nom);
  });
});
