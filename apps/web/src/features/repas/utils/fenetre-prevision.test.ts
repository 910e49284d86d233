import { describe, expect, it } from 'vitest';
import { decalerFenetre, finDeFenetre, textePlage } from './fenetre-prevision';

describe('fenêtre de prévision des repas', () => {
  it.each([
    ['2026-03-04', 1, '2026-03-08'],
    ['2026-03-04', -1, '2026-02-28'],
    ['2026-12-30', 1, '2027-01-03'],
  ] as const)('%s moved by %i window is %s', (debut, sens, attendu) => {
    expect(decalerFenetre(debut, sens)).toBe(attendu);
  });

  it('ends 3 days after it starts (4 days)', () => {
    expect(finDeFenetre('2026-02-27')).toBe('2026-03-02');
  });

  it.each([
    [{ heureDebut: 720, heureFin: 810 }, '12:00 – 13:30'],
    [null, 'Non configuré'],
  ])('textePlage(%o) = %s', (plage, attendu) => expect(textePlage(plage)).toBe(attendu));
});
