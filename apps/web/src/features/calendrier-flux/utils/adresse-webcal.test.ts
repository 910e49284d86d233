import { describe, expect, it } from 'vitest';
import { adresseWebcal } from './adresse-webcal';

describe('adresseWebcal', () => {
  it.each([
    ['https://roulement.example/api/calendrier-flux/abc.ics', 'webcal://roulement.example/api/calendrier-flux/abc.ics'],
    ['http://localhost:3000/api/calendrier-flux/abc.ics', 'webcal://localhost:3000/api/calendrier-flux/abc.ics'],
  ])('%s → %s', (adresse, attendu) => {
    expect(adresseWebcal(adresse)).toBe(attendu);
  });
});
