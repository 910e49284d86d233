import { describe, expect, it } from 'vitest';
import { type ContexteArbre, construireArbre, type NoeudValidation } from './arbre-validations';

/** The tree as text: `DIRECTEUR_1(CHEF_DE_SERVICE_10, CHEF_DE_SERVICE_11)`, roots separated by ` | `. */
const texte = (noeuds: NoeudValidation[]): string =>
  noeuds
    .map((n) =>
      n.sousValidations.length ? `${n.authority}(${texte(n.sousValidations).replaceAll(' | ', ', ')})` : n.authority,
    )
    .join(' | ');

const service = (serviceId: number, chefUtilisateurId: number | null, validationAutonome = false) => ({
  serviceId,
  chefUtilisateurId,
  validationAutonome,
});
const base: ContexteArbre = { etablissementId: 1, aUnDirecteur: true, services: [], demandeurs: [50] };

describe('construireArbre', () => {
  it.each<[string, Partial<ContexteArbre>, string]>([
    ['no service: the director alone', {}, 'DIRECTEUR_1'],
    ['one service: its head under the director', { services: [service(10, 7)] }, 'DIRECTEUR_1(CHEF_DE_SERVICE_10)'],
    [
      'two services: both heads under one director',
      { services: [service(10, 7), service(11, 8)] },
      'DIRECTEUR_1(CHEF_DE_SERVICE_10, CHEF_DE_SERVICE_11)',
    ],
    ['autonomous service: its head is a root', { services: [service(10, 7, true)] }, 'CHEF_DE_SERVICE_10'],
    [
      'autonomous and plain services',
      { services: [service(10, 7, true), service(11, 8)] },
      'CHEF_DE_SERVICE_10 | DIRECTEUR_1(CHEF_DE_SERVICE_11)',
    ],
    ['the head asks for themself: the director decides', { services: [service(10, 50)] }, 'DIRECTEUR_1'],
    [
      'the head creates for a member: the director decides',
      { services: [service(10, 60)], demandeurs: [60, 50] },
      'DIRECTEUR_1',
    ],
    ['head asking in an autonomous service: the director', { services: [service(10, 50, true)] }, 'DIRECTEUR_1'],
    ['head of one of two services', { services: [service(10, 50), service(11, 8)] }, 'DIRECTEUR_1(CHEF_DE_SERVICE_11)'],
    ['service without a head: the director', { services: [service(10, null)] }, 'DIRECTEUR_1'],
    [
      'no director: the establishment administrators',
      { aUnDirecteur: false, services: [service(10, 7)] },
      'ADMINISTRATEUR_1(CHEF_DE_SERVICE_10)',
    ],
    ['no director, no service', { aUnDirecteur: false }, 'ADMINISTRATEUR_1'],
    [
      'a service listed twice counts once',
      { services: [service(10, 7), service(10, 7)] },
      'DIRECTEUR_1(CHEF_DE_SERVICE_10)',
    ],
  ])('%s', (_cas, ctx, attendu) => {
    expect(texte(construireArbre({ ...base, ...ctx }))).toBe(attendu);
  });
});
