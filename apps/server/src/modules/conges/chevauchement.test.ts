import { describe, expect, it } from 'vitest';
import { congesEnConflit, messageChevauchement } from './chevauchement';

const periode = (dateDebut: string, dateFin = dateDebut, demiJournee = 0) => ({ dateDebut, dateFin, demiJournee });
const CP = { chevauchementAutorise: false };
const MALADIE = { chevauchementAutorise: true };
const existant = (label: string, p: ReturnType<typeof periode>) => ({ label, conges: p });

describe('congesEnConflit (spec 1 §5: overlap only when the NEW leave is of type 4)', () => {
  const maladie = existant('Maladie', periode('2035-06-04', '2035-06-08'));
  const paye = existant('Congés payés', periode('2035-06-04', '2035-06-08'));
  const matin = existant('Demi-journée / absence autorisée', periode('2035-06-04', '2035-06-04', 1));

  it.each([
    ['paid leave on sick-leave days', CP, periode('2035-06-05'), [maladie], maladie],
    ['paid leave on paid leave', CP, periode('2035-06-08', '2035-06-12'), [paye], paye],
    ['sick leave on paid leave', MALADIE, periode('2035-06-05'), [paye], undefined],
    ['sick leave on sick leave', MALADIE, periode('2035-06-05'), [maladie], undefined],
    ['an afternoon beside a morning', CP, periode('2035-06-04', '2035-06-04', 2), [matin], undefined],
    ['a morning on a morning', CP, periode('2035-06-04', '2035-06-04', 1), [matin], matin],
    ['a whole day on a morning', CP, periode('2035-06-04'), [matin], matin],
    ['nothing in the way', CP, periode('2035-06-05'), [], undefined],
  ])('%s', (_, type, nouvelle, autres, attendu) => {
    expect(congesEnConflit(type, nouvelle, autres)).toBe(attendu);
  });

  it('names the leave in the way and its dates', () => {
    expect(messageChevauchement('Maladie', periode('2035-06-04', '2035-06-08'))).toBe(
      'Ce congé chevauche le congé « Maladie » du 04/06/2035 au 08/06/2035',
    );
  });
});
