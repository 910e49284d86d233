import { describe, expect, it } from 'vitest';
import { etablissementFixture } from '../../../testing/fixtures';
import { panneauAccueil } from './panneau-accueil';

const user = (...roles: string[]) => ({
  username: 'x@demo.test',
  roles: ['ROLE_UTILISATEUR', ...roles.map((r) => `ROLE_${r}`)],
});
const cedres = etablissementFixture({
  etablissementId: 14,
  siegeSocialId: 1,
  exportPaye: true,
  aideIndividuelleMensuelle: true,
});

describe('panneauAccueil: each item only for a role that may act on it (issue 25)', () => {
  it.each([
    ['an employee', user('SALARIE_14'), null],
    [
      'a head of service',
      user('SALARIE_14', 'CHEF_DE_SERVICE_3'),
      { aValider: true, absents: true, aRemplacer: true, exportPaye: false, fichesAValider: true },
    ],
    [
      'a director',
      user('SALARIE_1', 'DIRECTEUR_14'),
      { aValider: true, absents: true, aRemplacer: false, exportPaye: false, fichesAValider: true },
    ],
    [
      'an HR administrator',
      user('SALARIE_14', 'ADMINISTRATEUR_14'),
      { aValider: true, absents: true, aRemplacer: true, exportPaye: false, fichesAValider: true },
    ],
    [
      'an accountant',
      user('SALARIE_1', 'COMPTABLE_14'),
      { aValider: false, absents: false, aRemplacer: false, exportPaye: true, fichesAValider: false },
    ],
    ['an accountant of another establishment', user('SALARIE_1', 'COMPTABLE_6'), null],
  ])('%s', (_, roles, attendu) => {
    expect(panneauAccueil(roles, cedres)).toEqual(attendu);
  });

  it('hides the export where it is off, and the sheets where residents are not managed', () => {
    const sans = etablissementFixture({
      etablissementId: 14,
      siegeSocialId: 1,
      exportPaye: false,
      aideIndividuelleMensuelle: false,
    });
    expect(panneauAccueil(user('COMPTABLE_14'), sans)).toBeNull();
    expect(panneauAccueil(user('DIRECTEUR_14'), sans)?.fichesAValider).toBe(false);
  });

  it('shows nothing without an establishment', () => {
    expect(panneauAccueil(user('DIRECTEUR_14'), null)).toBeNull();
  });
});
