import { describe, expect, it } from 'vitest';
import { deriveRoles, type RoleFacts } from './roles';

const TODAY = '2026-03-15';
const facts = (overrides: Partial<RoleFacts> = {}): RoleFacts => ({
  actif: true,
  administrateurGlobal: false,
  employes: [],
  directeurDe: [],
  comptableDe: [],
  chefDe: [],
  ...overrides,
});
const employe = (etablissementId: number, dateFins: (string | null)[], administrateur = false) => ({
  etablissementId,
  administrateur,
  contrats: dateFins.map((dateFin) => ({ dateFin })),
});

describe('deriveRoles (DOMAIN.md, Organisation and roles)', () => {
  it('gives an inactive user no role at all, whatever the data says', () => {
    const tout = facts({
      actif: false,
      administrateurGlobal: true,
      employes: [employe(6, [null], true)],
      directeurDe: [6],
      comptableDe: [6],
      chefDe: [{ serviceId: 3, dateFermeture: null }],
    });
    expect(deriveRoles(tout, TODAY)).toEqual([]);
  });

  it('gives every active user ROLE_UTILISATEUR', () => {
    expect(deriveRoles(facts(), TODAY)).toEqual(['ROLE_UTILISATEUR']);
  });

  it.each([
    { cas: 'an open-ended contract', fins: [null], salarie: true },
    { cas: 'a contract ending today', fins: ['2026-03-15'], salarie: true },
    { cas: 'a contract ending later (or a future one)', fins: ['2027-01-31'], salarie: true },
    { cas: 'a contract that ended yesterday', fins: ['2026-03-14'], salarie: false },
    { cas: 'an ended contract and a current one', fins: ['2020-12-31', null], salarie: true },
    { cas: 'no contract', fins: [], salarie: false },
  ])('SALARIE with $cas → $salarie', ({ fins, salarie }) => {
    const roles = deriveRoles(facts({ employes: [employe(6, fins)] }), TODAY);
    expect(roles.includes('ROLE_SALARIE_6')).toBe(salarie);
    expect(roles).toContain('ROLE_UTILISATEUR');
  });

  it('gives SALARIE per establishment the user is employed in', () => {
    const roles = deriveRoles(facts({ employes: [employe(6, [null]), employe(14, ['2020-01-01'])] }), TODAY);
    expect(roles).toEqual(['ROLE_SALARIE_6', 'ROLE_UTILISATEUR']);
  });

  it('gives ADMINISTRATEUR of the establishment for the administrateur flag, contract or not', () => {
    expect(deriveRoles(facts({ employes: [employe(6, [null], true)] }), TODAY)).toEqual([
      'ROLE_ADMINISTRATEUR_6',
      'ROLE_SALARIE_6',
      'ROLE_UTILISATEUR',
    ]);
    expect(deriveRoles(facts({ employes: [employe(14, ['2019-06-30'], true)] }), TODAY)).toEqual([
      'ROLE_ADMINISTRATEUR_14',
      'ROLE_UTILISATEUR',
    ]);
  });

  it('gives DIRECTEUR and COMPTABLE of each designated establishment', () => {
    expect(deriveRoles(facts({ directeurDe: [1, 6], comptableDe: [14] }), TODAY)).toEqual([
      'ROLE_COMPTABLE_14',
      'ROLE_DIRECTEUR_1',
      'ROLE_DIRECTEUR_6',
      'ROLE_UTILISATEUR',
    ]);
  });

  it.each([
    { cas: 'an open service', fermeture: null, chef: true },
    { cas: 'a service closing later', fermeture: '2026-03-16', chef: true },
    { cas: 'a service closed today', fermeture: '2026-03-15', chef: false },
    { cas: 'a service closed last year', fermeture: '2025-01-01', chef: false },
  ])('CHEF_DE_SERVICE for $cas → $chef', ({ fermeture, chef }) => {
    const roles = deriveRoles(facts({ chefDe: [{ serviceId: 42, dateFermeture: fermeture }] }), TODAY);
    expect(roles.includes('ROLE_CHEF_DE_SERVICE_42')).toBe(chef);
  });

  it('keeps the hand-typed global Administrateur', () => {
    expect(deriveRoles(facts({ administrateurGlobal: true }), TODAY)).toEqual([
      'ROLE_Administrateur',
      'ROLE_UTILISATEUR',
    ]);
  });

  it('answers each role once, sorted', () => {
    const roles = deriveRoles(
      facts({ employes: [employe(6, [null, null], true)], directeurDe: [6, 6], comptableDe: [6] }),
      TODAY,
    );
    expect(roles).toEqual([
      'ROLE_ADMINISTRATEUR_6',
      'ROLE_COMPTABLE_6',
      'ROLE_DIRECTEUR_6',
      'ROLE_SALARIE_6',
      'ROLE_UTILISATEUR',
    ]);
  });
});
