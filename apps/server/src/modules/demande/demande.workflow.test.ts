import { DEMANDE_STATUT } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  type NoeudDecision,
  sousValidationsEnAttente,
  statutDesValidations,
  validationsADonner,
} from './demande.workflow';

const v = (id: number, parentId: number | null, accepte: boolean | null): NoeudDecision => ({ id, parentId, accepte });
const { EN_ATTENTE, ACCEPTEE, REFUSEE, ANNULEE } = DEMANDE_STATUT;

describe('statutDesValidations', () => {
  it.each<[string, NoeudDecision[], number]>([
    ['one pending root', [v(1, null, null)], EN_ATTENTE],
    ['one accepted root', [v(1, null, true)], ACCEPTEE],
    ['one refused root', [v(1, null, false)], REFUSEE],
    ['children accepted, root pending', [v(1, null, null), v(2, 1, true)], EN_ATTENTE],
    ['a refused child does not refuse the request', [v(1, null, null), v(2, 1, false)], EN_ATTENTE],
    ['two roots, one accepted', [v(1, null, true), v(2, null, null)], EN_ATTENTE],
    ['two roots accepted', [v(1, null, true), v(2, null, true)], ACCEPTEE],
    ['one root refused, the other pending', [v(1, null, null), v(2, null, false)], REFUSEE],
    ['one root refused, the other accepted', [v(1, null, true), v(2, null, false)], REFUSEE],
    ['no validation at all stays pending', [], EN_ATTENTE],
  ])('%s', (_cas, validations, attendu) => {
    expect(statutDesValidations(validations)).toBe(attendu);
  });
});

describe('validationsADonner', () => {
  it.each<[string, NoeudDecision[], number[]]>([
    ['heads before the director', [v(1, null, null), v(2, 1, null), v(3, 1, null)], [2, 3]],
    ['the director once both heads decided', [v(1, null, null), v(2, 1, true), v(3, 1, false)], [1]],
    ['one head still to decide', [v(1, null, null), v(2, 1, true), v(3, 1, null)], [3]],
    ['autonomous root and director', [v(1, null, null), v(2, null, null), v(3, 2, null)], [1, 3]],
    ['nothing once decided', [v(1, null, true), v(2, 1, true)], []],
  ])('%s', (_cas, validations, attendu) => {
    expect(validationsADonner(validations)).toEqual(attendu);
  });
});

describe('sousValidationsEnAttente', () => {
  it('names the pending descendants only', () => {
    const arbre = [v(1, null, null), v(2, 1, null), v(3, 1, true), v(4, 2, null)];
    expect(sousValidationsEnAttente(arbre, 1)).toEqual([2, 4]);
    expect(sousValidationsEnAttente(arbre, 3)).toEqual([]);
  });
});

describe('assertTransition', () => {
  it.each([
    [EN_ATTENTE, ACCEPTEE, true],
    [EN_ATTENTE, REFUSEE, true],
    [EN_ATTENTE, ANNULEE, true],
    [ACCEPTEE, REFUSEE, false],
    [REFUSEE, ACCEPTEE, false],
    [ANNULEE, ACCEPTEE, false],
    [ACCEPTEE, ANNULEE, false],
  ] as const)('%i → %i allowed: %s', (de, vers, permis) => {
    if (permis) expect(() => assertTransition(de, vers)).not.toThrow();
    else expect(() => assertTransition(de, vers)).toThrow("Cette demande n'est plus en attente");
  });
});
