import { describe, expect, it } from 'vitest';
import { aplatirArbre, arbreParDefaut, type NoeudValidation } from './demande-arbre';

const jour = new Date('2026-03-02T09:00:00Z');

describe('arbreParDefaut', () => {
  it.each<[string, Parameters<typeof arbreParDefaut>[1], string[][]]>([
    ['no service: the director alone', [], [['DIRECTEUR_14']]],
    ['heads under the director', [3, 4], [['DIRECTEUR_14', 'CHEF_DE_SERVICE_3', 'CHEF_DE_SERVICE_4']]],
    [
      'an autonomous head beside the director',
      [3, { serviceId: 4, validationAutonome: true }],
      [['DIRECTEUR_14', 'CHEF_DE_SERVICE_3'], ['CHEF_DE_SERVICE_4']],
    ],
    ['autonomous services only: no director', [{ serviceId: 4, validationAutonome: true }], [['CHEF_DE_SERVICE_4']]],
  ])('%s', (_, services, attendu) => {
    const racines = arbreParDefaut(14, services);
    expect(racines.map((r) => [r.authority, ...(r.sousValidations ?? []).map((s) => s.authority)])).toEqual(attendu);
  });
});

describe('aplatirArbre', () => {
  it.each<[string, NoeudValidation, (boolean | null | undefined)[]]>([
    ['pending stays pending', { authority: 'D', sousValidations: [{ authority: 'C' }] }, [undefined, undefined]],
    [
      'an accepted parent decides its pending child',
      { authority: 'D', accepte: true, valideParId: 7, dateValidation: jour, sousValidations: [{ authority: 'C' }] },
      [true, true],
    ],
    [
      'a child keeps its own decision',
      { authority: 'D', accepte: false, valideParId: 7, sousValidations: [{ authority: 'C', accepte: true }] },
      [false, true],
    ],
    [
      'an accepted child leaves its parent pending',
      { authority: 'D', sousValidations: [{ authority: 'C', accepte: true }] },
      [undefined, true],
    ],
  ])('%s', (_, racine, attendu) => {
    const noeuds = aplatirArbre([racine]);
    expect(noeuds.map((n) => n.accepte)).toEqual(attendu);
    expect(noeuds.map((n) => n.parent)).toEqual([null, 0]);
  });

  it('passes the parent’s actor and date to the children it decides', () => {
    const [, enfant] = aplatirArbre([
      { authority: 'D', accepte: true, valideParId: 7, dateValidation: jour, sousValidations: [{ authority: 'C' }] },
    ]);
    expect(enfant).toMatchObject({ accepte: true, valideParId: 7, dateValidation: jour, niveau: 1 });
  });
});
