import { afterEach, describe, expect, it } from 'vitest';
import { joursFeries } from './jours-feries';

const dates = (annee: number) => joursFeries(annee).map((j) => j.date);
const dateOf = (annee: number, label: string) => joursFeries(annee).find((j) => j.label === label)?.date;

const initialTz = process.env.TZ;
afterEach(() => {
  if (initialTz === undefined) delete process.env.TZ;
  else process.env.TZ = initialTz;
});

describe('joursFeries (France métropolitaine)', () => {
  it('knows the moving holidays of 2024', () => {
    expect(dateOf(2024, 'Lundi de Pâques')).toBe('2024-04-01');
    expect(dateOf(2024, 'Ascension')).toBe('2024-05-09');
    expect(dateOf(2024, 'Lundi de Pentecôte')).toBe('2024-05-20');
  });

  it('knows the moving holidays of 2026', () => {
    expect(dateOf(2026, 'Lundi de Pâques')).toBe('2026-04-06');
    expect(dateOf(2026, 'Ascension')).toBe('2026-05-14');
    expect(dateOf(2026, 'Lundi de Pentecôte')).toBe('2026-05-25');
  });

  it('lists eleven holidays a year, sorted by date, the fixed ones on their day', () => {
    for (const annee of [2024, 2025, 2026, 2027]) {
      const list = dates(annee);
      expect(list).toHaveLength(11);
      expect([...list].sort()).toEqual(list);
      for (const jour of ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25']) {
        expect(list).toContain(`${annee}-${jour}`);
      }
    }
  });

  it('gives French labels', () => {
    expect(joursFeries(2026)[0]).toEqual({ date: '2026-01-01', label: "Jour de l'an" });
    expect(joursFeries(2026).at(-1)).toEqual({ date: '2026-12-25', label: 'Noël' });
  });

  it.each(['Europe/Paris', 'Pacific/Kiritimati', 'America/Los_Angeles', 'UTC'])(
    'gives the same dates whatever the server time zone (%s)',
    (tz) => {
      process.env.TZ = tz;
      expect(dateOf(2024, 'Lundi de Pâques')).toBe('2024-04-01');
      expect(dates(2026)).toContain('2026-01-01');
      expect(dates(2026)).toContain('2026-12-25');
      expect(dates(2026)).not.toContain('2025-12-31');
    },
  );
});
