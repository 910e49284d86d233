import { describe, expect, it } from 'vitest';
import { decaler } from './use-mois-astreinte';

describe('decaler', () => {
  it.each([
    [{ annee: 2026, mois: 12 }, 1, { annee: 2027, mois: 1 }],
    [{ annee: 2026, mois: 1 }, -1, { annee: 2025, mois: 12 }],
    [{ annee: 2026, mois: 5 }, 1, { annee: 2026, mois: 6 }],
    [{ annee: 2023, mois: 1 }, -1, { annee: 2023, mois: 1 }],
  ])('%j %i → %j', (m, pas, attendu) => expect(decaler(m, pas)).toEqual(attendu));
});
