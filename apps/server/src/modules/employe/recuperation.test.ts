import type { EcartPlanning, HeureCredit } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { calculerRecuperations } from './recuperation';

const AUJOURDHUI = '2026-11-22';
let id = 0;
const credit = (date: string, minutes: number, raison: HeureCredit['raison'] = 'RÉGULARISATION'): HeureCredit => ({
  heureCreditId: ++id,
  date,
  raison,
  commentaire: null,
  soldeEnMinute: minutes,
});
const ecart = (
  date: string,
  minutes: number,
  type: EcartPlanning['type'] = 'Heures complémentaires',
): EcartPlanning => ({
  creneauTriId: ++id,
  type,
  date,
  heureDebut: 600,
  heureFin: 600 + Math.abs(minutes),
  soldeEnMinute: minutes,
  serviceId: 1,
  numeroSemaine: '47-2026',
});

describe('calculerRecuperations (DOMAIN.md, Hours)', () => {
  it('is the initial balance alone when nothing happened', () => {
    expect(calculerRecuperations(90, [], [], AUJOURDHUI)).toEqual({
      soldeRecupInitial: 90,
      soldeDeRecuperationADate: 90,
      soldeDeRecuperationTotal: 90,
      detailsParDateAVenir: {},
      detailsParDatePasse: {},
    });
  });

  it.each([
    { cas: 'a credit in the past', credits: [credit('2026-10-01', 120)], aDate: 120, total: 120 },
    { cas: 'a credit today counts à date', credits: [credit(AUJOURDHUI, 60)], aDate: 60, total: 60 },
    { cas: 'a credit tomorrow counts in the total only', credits: [credit('2026-11-23', 60)], aDate: 0, total: 60 },
    {
      cas: 'credits and debits add up',
      credits: [credit('2026-01-10', 420, 'JOURNEE DE SOLIDARITE'), credit('2026-02-01', -300, 'PAIEMENT')],
      aDate: 120,
      total: 120,
    },
  ])('$cas', ({ credits, aDate, total }) => {
    const r = calculerRecuperations(0, credits, [], AUJOURDHUI);
    expect(r.soldeDeRecuperationADate).toBe(aDate);
    expect(r.soldeDeRecuperationTotal).toBe(total);
  });

  it('adds the planning deviations given to it (extra hours +, recovery −)', () => {
    const r = calculerRecuperations(
      30,
      [credit('2026-11-02', 60)],
      [ecart('2026-11-02', 90), ecart('2026-11-10', -120, 'Récupération'), ecart('2026-12-01', 45)],
      AUJOURDHUI,
    );
    expect(r.soldeDeRecuperationADate).toBe(30 + 60 + 90 - 120);
    expect(r.soldeDeRecuperationTotal).toBe(30 + 60 + 90 - 120 + 45);
  });

  it('groups the details by date, past days newest first and days to come soonest first', () => {
    const r = calculerRecuperations(
      0,
      [credit('2026-03-01', 60), credit('2026-11-02', 30), credit('2027-01-05', 15), credit('2026-12-01', -10)],
      [ecart('2026-11-02', 90)],
      AUJOURDHUI,
    );
    expect(Object.keys(r.detailsParDatePasse)).toEqual(['2026-11-02', '2026-03-01']);
    expect(Object.keys(r.detailsParDateAVenir)).toEqual(['2026-12-01', '2027-01-05']);
    const jour = r.detailsParDatePasse['2026-11-02']!;
    expect(jour.solde).toBe(120);
    expect(jour.credits.map((c) => c.soldeEnMinute)).toEqual([30]);
    expect(jour.ecarts.map((e) => e.soldeEnMinute)).toEqual([90]);
    expect(r.detailsParDateAVenir['2026-12-01']!.solde).toBe(-10);
  });
});
