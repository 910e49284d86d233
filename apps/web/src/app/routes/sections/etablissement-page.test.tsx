import { describe, expect, it } from 'vitest';
import { etablissementFixture } from '../../../testing/fixtures';
import { voitExportPaye } from './etablissement-page';

const user = (...roles: string[]) => ({ username: 'x@demo.test', roles });
const quatorze = etablissementFixture({ etablissementId: 14, siegeSocialId: null, exportPaye: true });

describe("'Export Paye' tab of the establishment (spec §2.3, §6)", () => {
  it.each([
    ['its director', user('ROLE_DIRECTEUR_14'), quatorze, true],
    ['an accountant', user('ROLE_COMPTABLE_14'), quatorze, true],
    ['the Administrateur', user('ROLE_Administrateur'), quatorze, true],
    ['an employee', user('ROLE_SALARIE_14'), quatorze, false],
    ['an establishment administrator', user('ROLE_ADMINISTRATEUR_14'), quatorze, false],
    ['the director, where the export is off', user('ROLE_DIRECTEUR_6'), etablissementFixture(), false],
    ['no establishment', user('ROLE_DIRECTEUR_14'), null, false],
  ])('%s: %s', (_cas, u, etablissement, attendu) => {
    expect(voitExportPaye(u, etablissement)).toBe(attendu);
  });
});
