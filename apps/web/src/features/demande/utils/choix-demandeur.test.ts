import { describe, expect, it } from 'vitest';
import { employeFixture } from '../../../testing/employe-fixtures';
import { membreFixture } from '../../../testing/service-fixtures';
import { employesChoisissables, gereDesMembres, membresChoisissables, monEmployeParDefaut } from './choix-demandeur';

const moi = employeFixture({ employeId: 5, nomComplet: 'Samuel Salarié' });
const ailleurs = employeFixture({
  employeId: 6,
  etablissement: { etablissementId: 20, raisonSociale: 'Foyer du Parc', siegeSocialId: 1, granulariteMinutes: 15 },
  membres: [{ membreId: 60, serviceId: 9, serviceNom: 'Internat', couleur: '#fff', heuresHebdo: 35 }],
});
// Service 3 of establishment 14: Julie (employee 131) and Karim (employee 132).
const julie = membreFixture();
const karim = membreFixture({ membreId: 32, prenom: 'Karim', nom: 'Thomas' });
const autreService = membreFixture({ membreId: 40, prenom: 'Zoé', nom: 'Blanc', serviceId: 4 });
const roles = (...r: string[]) => ({ username: 'x@demo.test', roles: r });

describe('employees a leave request may be made for (decision 043)', () => {
  it.each([
    ['an employee: only themself', roles('ROLE_SALARIE_14'), [5]],
    ['the head of service 3: themself, then its members by name', roles('ROLE_CHEF_DE_SERVICE_3'), [5, 131, 132]],
    ['the establishment administrator: every member', roles('ROLE_ADMINISTRATEUR_14'), [5, 131, 132, 140]],
    ['an administrator of another establishment: only themself', roles('ROLE_ADMINISTRATEUR_20'), [5]],
  ])('%s', (_cas, user, attendus) => {
    const choix = employesChoisissables(user, [moi], [karim, julie, autreService, julie], 14);
    expect(choix.map((c) => c.employeId)).toEqual(attendus);
  });

  it('names the establishment of each own record when there are several, and never lists oneself twice', () => {
    const moiMembre = membreFixture({ membreId: 50, employe: { ...julie.employe, employeId: 5 } });
    const choix = employesChoisissables(roles('ROLE_CHEF_DE_SERVICE_3'), [moi, ailleurs], [moiMembre], 14);
    expect(choix).toEqual([
      { employeId: 5, nomComplet: 'Samuel Salarié', precision: 'Maison des Aulnes' },
      { employeId: 6, nomComplet: 'Samuel Salarié', precision: 'Foyer du Parc' },
    ]);
  });

  it.each([
    [14, 5],
    [20, 6],
    [null, 5],
  ])('prefills, with establishment %s selected, the own record %s', (etablissementId, attendu) => {
    expect(monEmployeParDefaut([moi, ailleurs], etablissementId)).toBe(attendu);
  });
});

describe('memberships an overtime or recovery request may be made for', () => {
  it('names each by its service, and by the establishment too when the user has several records', () => {
    const seul = employeFixture({
      membres: [{ membreId: 31, serviceId: 3, serviceNom: 'Accueil de jour', couleur: '#fff', heuresHebdo: 35 }],
    });
    expect(membresChoisissables([seul])).toEqual([{ membreId: 31, libelle: 'Accueil de jour' }]);
    expect(membresChoisissables([seul, ailleurs]).map((m) => m.libelle)).toEqual([
      'Accueil de jour (Maison des Aulnes)',
      'Internat (Foyer du Parc)',
    ]);
  });
});

describe('who reads the members to request for them', () => {
  it.each([
    [['ROLE_UTILISATEUR', 'ROLE_SALARIE_14'], false],
    [['ROLE_CHEF_DE_SERVICE_3'], true],
    [['ROLE_ADMINISTRATEUR_14'], true],
    [['ROLE_Administrateur'], true],
    [['ROLE_DIRECTEUR_14'], false],
  ])('%j → %s', (r, attendu) => {
    expect(gereDesMembres(roles(...r))).toBe(attendu);
  });
});
