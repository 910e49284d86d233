import { describe, expect, it } from 'vitest';
import {
  etablissementIdsWithRole,
  hasEtablissementRole,
  hasPermission,
  hasRole,
  isAdministrateur,
  navigationOf,
  type RoleHolder,
} from './roles';

const user = (roles: string[], username = 'marie@asso.fr'): RoleHolder => ({ username, roles });
const admin = user(['ROLE_UTILISATEUR', 'ROLE_Administrateur']);
// Establishment 6 whose head office is 1; establishment 1 is its own head office (no siège above it).
const etab6 = { etablissementId: 6, siegeSocialId: 1 };
const siege = { etablissementId: 1, siegeSocialId: null };

describe('hasRole (spec §6)', () => {
  it.each([
    { cas: 'username equal to the role', u: user([], 'UTILISATEUR'), role: 'UTILISATEUR', attendu: true },
    { cas: 'role held with the ROLE_ prefix', u: user(['ROLE_UTILISATEUR']), role: 'UTILISATEUR', attendu: true },
    {
      cas: 'role held without the prefix does not count',
      u: user(['UTILISATEUR']),
      role: 'UTILISATEUR',
      attendu: false,
    },
    { cas: 'role asked with its prefix is not doubled', u: user(['ROLE_SALARIE_6']), role: 'SALARIE_6', attendu: true },
    { cas: 'another role', u: user(['ROLE_SALARIE_6']), role: 'SALARIE_14', attendu: false },
    { cas: 'prefix match is not enough', u: user(['ROLE_SALARIE_61']), role: 'SALARIE_6', attendu: false },
    { cas: 'Administrateur passes every role', u: admin, role: 'CHEF_DE_SERVICE_99', attendu: true },
    { cas: 'username Administrateur passes', u: user([], 'Administrateur'), role: 'DIRECTEUR_6', attendu: true },
    { cas: 'no role at all', u: user([]), role: 'UTILISATEUR', attendu: false },
  ])('$cas → $attendu', ({ u, role, attendu }) => {
    expect(hasRole(u, role)).toBe(attendu);
  });

  it('recognises the Administrateur only by the exact global role', () => {
    expect(isAdministrateur(admin)).toBe(true);
    expect(isAdministrateur(user(['ROLE_ADMINISTRATEUR_6']))).toBe(false);
    expect(isAdministrateur(user(['ROLE_ADMINISTRATEUR']))).toBe(false);
  });
});

describe('hasPermission (spec §2.2)', () => {
  it.each([
    { cas: 'bare role', roles: ['ROLE_SALARIE'], etab: etab6, attendu: true },
    { cas: 'role of the establishment', roles: ['ROLE_SALARIE_6'], etab: etab6, attendu: true },
    { cas: 'role of the head office', roles: ['ROLE_SALARIE_1'], etab: etab6, attendu: true },
    { cas: 'role of another establishment', roles: ['ROLE_SALARIE_14'], etab: etab6, attendu: false },
    { cas: 'head office without siège: only its own id', roles: ['ROLE_SALARIE_6'], etab: siege, attendu: false },
    { cas: 'another permission of the establishment', roles: ['ROLE_DIRECTEUR_6'], etab: etab6, attendu: false },
    { cas: 'Administrateur', roles: ['ROLE_Administrateur'], etab: etab6, attendu: true },
    { cas: 'no establishment: suffixed role ignored', roles: ['ROLE_SALARIE_6'], etab: null, attendu: false },
    { cas: 'no establishment: bare role counts', roles: ['ROLE_SALARIE'], etab: null, attendu: true },
    { cas: 'no establishment: Administrateur', roles: ['ROLE_Administrateur'], etab: undefined, attendu: true },
  ])('SALARIE with $cas → $attendu', ({ roles, etab, attendu }) => {
    expect(hasPermission(user(roles), 'SALARIE', etab)).toBe(attendu);
  });

  it('counts a username equal to the suffixed role', () => {
    expect(hasPermission(user([], 'DIRECTEUR_6'), 'DIRECTEUR', etab6)).toBe(true);
  });

  it('hasEtablissementRole follows the same rule', () => {
    expect(hasEtablissementRole(user(['ROLE_ADMINISTRATEUR_1']), 'ADMINISTRATEUR', etab6)).toBe(true);
    expect(hasEtablissementRole(user(['ROLE_ADMINISTRATEUR_6']), 'ADMINISTRATEUR', siege)).toBe(false);
  });

  it('lists the establishments of a suffixed role, ignoring others', () => {
    const u = user(['ROLE_SALARIE_6', 'ROLE_SALARIE_14', 'ROLE_DIRECTEUR_1', 'ROLE_SALARIE_x', 'ROLE_UTILISATEUR']);
    expect(etablissementIdsWithRole(u, 'SALARIE')).toEqual([6, 14]);
    expect(etablissementIdsWithRole(u, 'DIRECTEUR')).toEqual([1]);
    expect(etablissementIdsWithRole(u, 'COMPTABLE')).toEqual([]);
  });
});

describe('navigationOf (spec §2.3, §6)', () => {
  const nav6 = { ...etab6, aideIndividuelleMensuelle: false };
  const nav14 = { etablissementId: 14, siegeSocialId: 1, aideIndividuelleMensuelle: true };

  it.each([
    { cas: 'DIRECTEUR of the establishment', roles: ['ROLE_DIRECTEUR_6'], attendu: true },
    { cas: 'DIRECTEUR of the head office', roles: ['ROLE_DIRECTEUR_1'], attendu: true },
    { cas: 'SALARIE of the establishment', roles: ['ROLE_SALARIE_6'], attendu: true },
    { cas: 'SALARIE of the head office only', roles: ['ROLE_SALARIE_1'], attendu: false },
    { cas: 'SALARIE of another establishment', roles: ['ROLE_SALARIE_14'], attendu: false },
    { cas: 'ADMINISTRATEUR of the establishment only', roles: ['ROLE_ADMINISTRATEUR_6'], attendu: false },
    { cas: 'COMPTABLE of the establishment only', roles: ['ROLE_COMPTABLE_6'], attendu: false },
  ])('Établissement link for $cas → $attendu', ({ roles, attendu }) => {
    expect(navigationOf(user(['ROLE_UTILISATEUR', ...roles]), nav6).etablissement).toBe(attendu);
  });

  it.each([
    { cas: 'ADMINISTRATEUR of the establishment', roles: ['ROLE_ADMINISTRATEUR_6'], attendu: true },
    { cas: 'ADMINISTRATEUR of the head office', roles: ['ROLE_ADMINISTRATEUR_1'], attendu: true },
    { cas: 'ADMINISTRATEUR of another establishment', roles: ['ROLE_ADMINISTRATEUR_14'], attendu: false },
    { cas: 'DIRECTEUR of the establishment', roles: ['ROLE_DIRECTEUR_6'], attendu: false },
    { cas: 'SALARIE of the establishment', roles: ['ROLE_SALARIE_6'], attendu: false },
  ])('Employés link for $cas → $attendu', ({ roles, attendu }) => {
    expect(navigationOf(user(['ROLE_UTILISATEUR', ...roles]), nav6).employes).toBe(attendu);
  });

  it.each([
    { cas: 'SALARIE of an establishment with fiches AIM', roles: ['ROLE_SALARIE_14'], etab: nav14, attendu: true },
    { cas: 'SALARIE of an establishment without them', roles: ['ROLE_SALARIE_6'], etab: nav6, attendu: false },
    { cas: 'SALARIE of another establishment', roles: ['ROLE_SALARIE_6'], etab: nav14, attendu: false },
    { cas: 'SALARIE of the head office of one with them', roles: ['ROLE_SALARIE_1'], etab: nav14, attendu: true },
    { cas: 'DIRECTEUR of an establishment with them', roles: ['ROLE_DIRECTEUR_14'], etab: nav14, attendu: false },
  ])('Usagers link for $cas → $attendu', ({ roles, etab, attendu }) => {
    expect(navigationOf(user(['ROLE_UTILISATEUR', ...roles]), etab).usagers).toBe(attendu);
  });

  it.each([
    { cas: 'ADMINISTRATEUR of the establishment', roles: ['ROLE_ADMINISTRATEUR_6'], attendu: true },
    { cas: 'ADMINISTRATEUR of the head office', roles: ['ROLE_ADMINISTRATEUR_1'], attendu: true },
    { cas: 'ADMINISTRATEUR of another establishment', roles: ['ROLE_ADMINISTRATEUR_14'], attendu: false },
    { cas: 'head of a service', roles: ['ROLE_CHEF_DE_SERVICE_3'], attendu: true },
    { cas: 'DIRECTEUR of the establishment (refused by « À couvrir »)', roles: ['ROLE_DIRECTEUR_6'], attendu: false },
    { cas: 'SALARIE of the establishment', roles: ['ROLE_SALARIE_6'], attendu: false },
  ])('À couvrir link for $cas → $attendu (issue 27)', ({ roles, attendu }) => {
    expect(navigationOf(user(['ROLE_UTILISATEUR', ...roles]), nav6).aCouvrir).toBe(attendu);
  });

  it('shows Tableau des congés, Services and the main menu to UTILISATEUR only', () => {
    const salarie = navigationOf(user(['ROLE_UTILISATEUR', 'ROLE_SALARIE_6']), nav6);
    expect(salarie).toMatchObject({ tableauDesConges: true, services: true, menuPrincipal: true });
    const sansRole = navigationOf(user(['ROLE_SALARIE_6']), nav6);
    expect(sansRole).toMatchObject({ tableauDesConges: false, services: false, menuPrincipal: false });
  });

  it('shows Mon Planning to non-administrators and the administration menu to the Administrateur only', () => {
    const salarie = navigationOf(user(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_6', 'ROLE_DIRECTEUR_6']), nav6);
    expect(salarie).toMatchObject({ monPlanning: true, menuAdministration: false });
    expect(navigationOf(admin, nav6)).toMatchObject({ monPlanning: false, menuAdministration: true });
  });

  it('gives the Administrateur every link of a selected establishment', () => {
    expect(navigationOf(admin, nav14)).toEqual({
      etablissement: true,
      tableauDesConges: true,
      services: true,
      employes: true,
      usagers: true,
      aCouvrir: true,
      menuPrincipal: true,
      menuAdministration: true,
      monPlanning: false,
    });
  });

  it('shows no header link without a selected establishment, menus still by role', () => {
    expect(navigationOf(admin, null)).toEqual({
      etablissement: false,
      tableauDesConges: false,
      services: false,
      employes: false,
      usagers: false,
      aCouvrir: false,
      menuPrincipal: true,
      menuAdministration: true,
      monPlanning: false,
    });
    expect(navigationOf(user(['ROLE_UTILISATEUR', 'ROLE_SALARIE_6']), null)).toMatchObject({
      etablissement: false,
      menuPrincipal: true,
      monPlanning: true,
    });
  });
});
