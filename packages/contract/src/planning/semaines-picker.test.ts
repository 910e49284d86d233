import { describe, expect, it } from 'vitest';
import { cliquerSemaine, enTeteCompact, nomFichierPlanning, semainesAffichees, titrePlanning } from './semaines-picker';

const s = (semaine: number, annee = 2026) => ({ semaine, annee });

describe('week picker (spec §2.8)', () => {
  it('shows 14 weeks from one before the position, across the year end', () => {
    const semaines = semainesAffichees(s(52));
    expect(semaines).toHaveLength(14);
    expect(semaines[0]).toEqual(s(51));
    expect(semaines[1]).toEqual(s(52));
    expect(semaines[2]).toEqual(s(53));
    expect(semaines[3]).toEqual(s(1, 2027));
  });

  it.each([
    { cas: 'click selects one week', sel: [s(1), s(2)], clic: s(5), ctrl: false, attendu: [s(5)] },
    { cas: 'ctrl-click adds, sorted', sel: [s(3)], clic: s(1), ctrl: true, attendu: [s(1), s(3)] },
    { cas: 'ctrl-click adds a third', sel: [s(1), s(3)], clic: s(2), ctrl: true, attendu: [s(1), s(2), s(3)] },
    { cas: 'no fourth week', sel: [s(1), s(2), s(3)], clic: s(4), ctrl: true, attendu: [s(1), s(2), s(3)] },
    { cas: 'ctrl-click removes from two', sel: [s(1), s(2)], clic: s(1), ctrl: true, attendu: [s(2)] },
    { cas: 'the last week stays', sel: [s(1)], clic: s(1), ctrl: true, attendu: [s(1)] },
    {
      cas: 'across years',
      sel: [s(1, 2027)],
      clic: s(53),
      ctrl: true,
      attendu: [s(53), s(1, 2027)],
    },
  ])('$cas', ({ sel, clic, ctrl, attendu }) => {
    expect(cliquerSemaine(sel, clic, ctrl)).toEqual(attendu);
  });

  it('titles, compacts and names the print', () => {
    expect(titrePlanning([s(12)])).toBe('Semaine 12');
    expect(titrePlanning([s(13), s(12)])).toBe('Semaines 12, 13');
    expect(enTeteCompact(10, 1)).toBe(false);
    expect(enTeteCompact(11, 1)).toBe(true);
    expect(enTeteCompact(3, 2)).toBe(true);
    expect(nomFichierPlanning([s(12), s(13)])).toBe('Planning_semaine_12-2026_13-2026.pdf');
  });
});
