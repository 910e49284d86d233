import { describe, expect, it } from 'vitest';
import { ajustementConfirmable, erreursOperation, lireMontant, preRemplissage } from './ajustement';

const op = [{ posteAIMId: 'ALIMENTATION' as const, montant: 10 }];

describe('ajustementConfirmable', () => {
  it.each([
    ['un deux trois quatre cinq', op, true],
    ['un deux trois quatre', op, false],
    ['un  deux   trois quatre ', op, false],
    ['un deux trois quatre cinq', [], false],
  ])('%j with %j operations → %s', (explication, operations, attendu) => {
    expect(ajustementConfirmable(explication, operations)).toBe(attendu);
  });
});

describe('erreursOperation', () => {
  it.each([
    ['TELECOM', '12,5', {}],
    ['TELECOM', '-3', {}],
    [null, '3', { poste: 'Selectionez un poste' }],
    ['ALIMENTATION', '3', { poste: 'Selectionez un poste' }],
    ['TELECOM', '', { montant: 'Entrez une valeur numérique' }],
    ['TELECOM', 'abc', { montant: 'Entrez une valeur numérique' }],
  ] as const)('poste %s, amount %j → %o', (poste, montant, attendu) => {
    expect(erreursOperation(poste, montant, op)).toEqual(attendu);
  });
  it('reads French decimals', () => {
    expect(lireMontant(' 12,50 ')).toBe(12.5);
  });
});

describe('preRemplissage', () => {
  it.each([
    ['EPARGNE', { explication: 'Epargne : ', operation: { posteAIMId: 'EPARGNE', montant: 0 } }],
    ['DETTE', { explication: 'Dette : ', operation: { posteAIMId: 'DETTE', montant: 0 } }],
    ['ALIMENTATION', null],
  ] as const)('%s → %o', (code, attendu) => {
    expect(preRemplissage(code)).toEqual(attendu);
  });
});
