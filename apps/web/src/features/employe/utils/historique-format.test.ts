import { describe, expect, it } from 'vitest';
import { changementsDe, formatValeur } from './historique-format';

describe('formatValeur', () => {
  it('writes dates, times, hours, days and yes/no in French', () => {
    expect(formatValeur('dateDebut', '2026-03-02')).toBe('02/03/2026');
    expect(formatValeur('heureDebut', 450)).toBe('07:30');
    expect(formatValeur('minutes', 180)).toBe('3,00 h');
    expect(formatValeur('nbJours', 2.5)).toBe('2,5 j');
    expect(formatValeur('cadre', true)).toBe('Oui');
    expect(formatValeur('demiJournee', 1)).toBe('Matin');
    expect(formatValeur('dateFin', null)).toBe('—');
  });
});

describe('changementsDe', () => {
  it('pairs before and after by field, with the field names of the screens', () => {
    expect(changementsDe({ avant: { heuresHebdo: 35 }, apres: { heuresHebdo: 28 } })).toEqual([
      { champ: 'heuresHebdo', libelle: 'Heures hebdomadaires', avant: '35', apres: '28' },
    ]);
  });

  it('has only « after » on a creation, only « before » on a deletion, and hides technical ids', () => {
    expect(changementsDe({ avant: null, apres: { dateDebut: '2035-06-04', employeId: 4 } })).toEqual([
      { champ: 'dateDebut', libelle: 'Date de début', avant: null, apres: '04/06/2035' },
    ]);
    expect(changementsDe({ avant: { commentaire: 'x' }, apres: null })).toEqual([
      { champ: 'commentaire', libelle: 'Commentaire', avant: 'x', apres: null },
    ]);
  });
});
