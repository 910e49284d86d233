import { describe, expect, it } from 'vitest';
import { erreurDatePublication, PUBLICATION_LUNDI_SEULEMENT, PUBLICATION_PASSEE_INTERDITE } from './publication.rules';

describe('publication date (spec §5)', () => {
  it.each([
    { date: '2026-03-30', today: '2026-03-25', admin: false, erreur: null },
    { date: '2026-03-23', today: '2026-03-23', admin: false, erreur: null },
    { date: '2026-03-31', today: '2026-03-25', admin: true, erreur: PUBLICATION_LUNDI_SEULEMENT },
    { date: '2026-03-23', today: '2026-03-25', admin: false, erreur: PUBLICATION_PASSEE_INTERDITE },
    { date: '2026-03-23', today: '2026-03-25', admin: true, erreur: null },
  ])('$date on $today (admin $admin): $erreur', ({ date, today, admin, erreur }) => {
    expect(erreurDatePublication(date, today, admin)).toBe(erreur);
  });
});
