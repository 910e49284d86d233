import type { Etablissement } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { ongletsEtablissement } from './onglets-etablissement';

const etab = (etablissementId: number, exportPaye: boolean): Etablissement => ({
  etablissementId,
  associationId: 2,
  raisonSociale: 'X',
  numeroFINESS: null,
  numeroSIRET: null,
  siegeSocialId: 1,
  granulariteMinutes: 15,
  directeur: null,
  aideIndividuelleMensuelle: false,
  exportPaye,
  urlApplicationUsagers: null,
});
const user = (...roles: string[]) => ({ username: 'u@test.local', roles: roles.map((r) => `ROLE_${r}`) });

describe('ongletsEtablissement', () => {
  it.each([
    ['salarié', user('SALARIE_14'), etab(14, true), { administration: false, exportPaye: false }],
    ['directeur, export activé', user('DIRECTEUR_14'), etab(14, true), { administration: true, exportPaye: true }],
    ['directeur, export désactivé', user('DIRECTEUR_14'), etab(14, false), { administration: true, exportPaye: false }],
    ['comptable, export activé', user('COMPTABLE_14'), etab(14, true), { administration: false, exportPaye: true }],
    [
      'comptable, export désactivé',
      user('COMPTABLE_14'),
      etab(14, false),
      { administration: false, exportPaye: false },
    ],
    ['directeur du siège', user('DIRECTEUR_1'), etab(14, true), { administration: true, exportPaye: true }],
    ['directeur ailleurs', user('DIRECTEUR_6'), etab(14, true), { administration: false, exportPaye: false }],
    ['Administrateur', user('Administrateur'), etab(6, true), { administration: true, exportPaye: true }],
    ['établissement 0', user('Administrateur'), etab(0, true), { administration: false, exportPaye: false }],
  ])('%s', (_cas, u, e, attendu) => {
    expect(ongletsEtablissement(u, e)).toEqual(attendu);
  });

  it('shows no tab without an establishment', () => {
    expect(ongletsEtablissement(user('DIRECTEUR_14'), null)).toEqual({ administration: false, exportPaye: false });
  });
});
