import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/actor';
import { canAcceder, canMouvementerSoldes, canPoserConges, type EmployeScope } from './employe.policy';

/** Establishment 14 under head office 1, as in the demo (issue 11 §9's probe: rh@demo.test). */
const etablissement = { etablissementId: 14, siegeSocialId: 1 };
const acteur = (utilisateurId: number, ...roles: string[]): Actor => ({
  utilisateurId,
  username: `u${utilisateurId}@test`,
  roles: ['ROLE_UTILISATEUR', ...roles],
});
const employe = (utilisateurId: number, services: number[] = []): EmployeScope => ({
  employeId: utilisateurId + 100,
  utilisateurId,
  etablissement,
  services,
});

const rh = acteur(1, 'ROLE_SALARIE_14', 'ROLE_ADMINISTRATEUR_14');
const adminSiege = acteur(2, 'ROLE_SALARIE_1', 'ROLE_ADMINISTRATEUR_1');
const global = acteur(3, 'ROLE_Administrateur');
const chef = acteur(4, 'ROLE_SALARIE_14', 'ROLE_CHEF_DE_SERVICE_9');
const salarie = acteur(5, 'ROLE_SALARIE_14');

describe('who credits, debits and changes leave (issue 11 §9: never on oneself)', () => {
  it.each([
    ['an establishment administrator, for a colleague', rh, employe(5), true],
    ['an establishment administrator, for themself', rh, employe(1), false],
    ['a head office administrator, for the establishment administrator', adminSiege, employe(1), true],
    ['a head office administrator, for themself', adminSiege, employe(2), false],
    ['the Administrateur, for the establishment administrator', global, employe(1), true],
    ['the Administrateur, for themself', global, employe(3), false],
    ['a head of service', chef, employe(5, [9]), false],
    ['an employee, for themself', salarie, employe(5), false],
  ])('%s → %s', (_, actor, cible, attendu) => {
    expect(canMouvementerSoldes(actor, cible)).toBe(attendu);
    expect(canAcceder(actor, cible, 'soldes')).toBe(attendu);
  });
});

describe('who poses leave through POST /conges', () => {
  it.each([
    ['an establishment administrator, for a colleague', rh, employe(5), true],
    ['an establishment administrator, for themself', rh, employe(1), false],
    ['a head office administrator, for the establishment administrator', adminSiege, employe(1), true],
    ["the head of the employee's service", chef, employe(5, [9]), true],
    ['a head of service, for themself', chef, employe(4, [9]), false],
    ['a head of another service', chef, employe(5, [8]), false],
    ['an employee, for themself', salarie, employe(5), false],
  ])('%s → %s', (_, actor, cible, attendu) => {
    expect(canPoserConges(actor, cible)).toBe(attendu);
  });
});
