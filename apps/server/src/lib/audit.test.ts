import { describe, expect, it } from 'vitest';
import { champsModifies } from './audit';

describe('champsModifies', () => {
  it('keeps only the fields whose value changed, on both sides', () => {
    const avant = { heuresHebdo: 35, couleur: '#ff0000', dateFin: null, cadre: false };
    const apres = { heuresHebdo: 28, couleur: '#ff0000', dateFin: '2027-06-30', cadre: false };
    expect(champsModifies(avant, apres)).toEqual({
      avant: { heuresHebdo: 35, dateFin: null },
      apres: { heuresHebdo: 28, dateFin: '2027-06-30' },
    });
  });

  it('compares only the fields the use case set, not the rest of the record', () => {
    const avant = { id: 4, nom: 'Martin', prenom: 'Léa', passwordHash: 'secret' };
    expect(champsModifies(avant, { nom: 'Durand' })).toEqual({ avant: { nom: 'Martin' }, apres: { nom: 'Durand' } });
  });

  it('is empty on both sides when nothing changed', () => {
    expect(champsModifies({ nbJours: 2.5 }, { nbJours: 2.5 })).toEqual({ avant: {}, apres: {} });
  });

  it('ignores fields left undefined and reads a missing one as null', () => {
    expect(champsModifies({ a: 1 }, { a: undefined, b: 'x' })).toEqual({ avant: { b: null }, apres: { b: 'x' } });
  });

  it('writes instants as ISO strings and compares them by value', () => {
    const t = new Date('2026-03-01T08:00:00.000Z');
    expect(champsModifies({ t }, { t: new Date(t.getTime()) })).toEqual({ avant: {}, apres: {} });
    expect(champsModifies({ t: null }, { t })).toEqual({
      avant: { t: null },
      apres: { t: '2026-03-01T08:00:00.000Z' },
    });
  });

  it('writes a lone surrogate as U+FFFD, as the text columns store it (jsonb refuses it)', () => {
    expect(champsModifies({ nom: 'A' }, { nom: 'x\ud800' })).toEqual({
      avant: { nom: 'A' },
      apres: { nom: 'x\ufffd' },
    });
  });
});
