import { describe, expect, it } from 'vitest';
import { etablissementFixture } from '../../../testing/fixtures';
import { etablissementDeDepart } from './etablissement-de-depart';

const siege = etablissementFixture({ etablissementId: 1, siegeSocialId: null });
const foyer = etablissementFixture({ etablissementId: 6, siegeSocialId: 1 });
const cedres = etablissementFixture({ etablissementId: 14, siegeSocialId: 1 });
const liste = [siege, foyer, cedres];
const user = (...roles: string[]) => ({ username: 'x@test.local', roles: roles.map((r) => `ROLE_${r}`) });

describe('etablissementDeDepart', () => {
  it('starts an accountant employed at the head office on the establishment they keep the books of', () => {
    expect(etablissementDeDepart(liste, user('UTILISATEUR', 'SALARIE_1', 'COMPTABLE_14'))).toBe(cedres);
  });

  it('starts a director on their establishment, before the one they are employed at', () => {
    expect(etablissementDeDepart(liste, user('SALARIE_1', 'DIRECTEUR_6'))).toBe(foyer);
  });

  it('starts an employee on their own establishment', () => {
    expect(etablissementDeDepart(liste, user('SALARIE_14', 'CHEF_DE_SERVICE_3'))).toBe(cedres);
  });

  it('falls back to the first by id without a role naming one', () => {
    expect(etablissementDeDepart(liste, user('UTILISATEUR'))).toBe(siege);
    expect(etablissementDeDepart(liste, null)).toBe(siege);
    expect(etablissementDeDepart([], user('SALARIE_14'))).toBeNull();
  });
});
