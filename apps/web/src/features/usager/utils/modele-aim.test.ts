import type { LigneModeleAim } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { carteDuModele, lireBudget, totalBudgets } from './modele-aim';

const ligne = (
  modelePosteAIMId: number,
  posteAIMId: 'ALIMENTATION' | 'TELECOM',
  budgetParDefaut: number,
): LigneModeleAim => ({
  modelePosteAIMId,
  posteAIM: {
    posteAIMId,
    libelle: posteAIMId,
    periodicite: 'MENSUELLE',
    libellePeriodiciteDAIM: 'Mensuelle',
    icone: '',
  },
  budgetParDefaut,
  ordre: modelePosteAIMId,
});
const lignes = [ligne(1, 'ALIMENTATION', 100.1), ligne(2, 'TELECOM', 0.2)];

describe('carteDuModele', () => {
  it('keeps every poste, changes one, removes one', () => {
    expect(carteDuModele(lignes)).toEqual({ ALIMENTATION: 100.1, TELECOM: 0.2 });
    expect(carteDuModele(lignes, { posteAIMId: 'TELECOM', budget: 15 })).toEqual({ ALIMENTATION: 100.1, TELECOM: 15 });
    expect(carteDuModele(lignes, { posteAIMId: 'TELECOM', budget: null })).toEqual({ ALIMENTATION: 100.1 });
  });
});

describe('lireBudget', () => {
  it.each([
    ['12,5', { budget: 12.5 }],
    ['0', { erreur: 'Entrer une valeur numérique' }],
    ['-4', { erreur: 'Entrer une valeur numérique' }],
    ['abc', { erreur: 'Entrer une valeur numérique' }],
    ['', { erreur: 'Entrer une valeur numérique' }],
  ])('%j → %o', (texte, attendu) => {
    expect(lireBudget(texte)).toEqual(attendu);
  });
});

describe('totalBudgets', () => {
  it('adds in cents', () => {
    expect(totalBudgets(lignes)).toBe(100.3);
  });
});
