import { describe, expect, it } from 'vitest';
import { ajustementConfirmable, erreursOperation, nombreDeMots, preRemplissage } from './ajustement';

describe('ajustementConfirmable', () => {
  const op = [{ posteAIMId: 'ALIMENTATION', montant: 10 }];
  it.each([
    ['un deux trois quatre cinq', op, true],
    ['un deux trois quatre', op, false],
    ['un  deux   trois quatre ', op, false],
    ['un deux trois quatre cinq', [], false],
  ])('%j with %j operations → %s', (explication, operations, attendu) => {
    expect(ajustementConfirmable(explication, operations)).toBe(attendu);
  });
  it('counts words split on spaces', () => {
    expect(nombreDeMots(' Epargne : pour le voyage ')).toBe(5);
  });
});

describe('erreursOperation', () => {
  const existantes = [{ posteAIMId: 'ALIMENTATION', montant: 10 }];
  it.each([
    ['TELECOM', '12,5', {}],
    ['TELECOM', '-3', {}],
    [null, '3', { poste: 'Selectionez un poste' }],
    ['ALIMENTATION', '3', { poste: 'Selectionez un poste' }],
    ['TELECOM', '', { montant: 'Entrez une valeur numérique' }],
    ['TELECOM', 'abc', { montant: 'Entrez une valeur numérique' }],
  ])('poste %s, amount %j → %o', (poste, montant, attendu) => {
    expect(erreursOperation(poste, montant, existantes)).toEqual(attendu);
  });
});

describe('preRemplissage', () => {
  it.each([
    ['EPARGNE', { explication: 'Epargne : ', montant: 0 }],
    ['DETTE', { explication: 'Dette : ', montant: 0 }],
    ['ALIMENTATION', null],
  ])('%s → %o', (code, attendu) => {
    expect(preRemplissage(code)).toEqual(attendu);
  });
});
