import { describe, expect, it } from 'vitest';
import {
  dansFenetreVersement,
  dureeAccueilJours,
  estAccueilliA,
  explicationSuffisante,
  fenetreVersement,
  moisPrecedent,
  moisSuivant,
  montantInitialCentimes,
  nombreDeLundis,
  repartirCentimes,
  totalFicheCentimes,
  totauxModele,
} from './usager.rules';

describe('the month stepper (spec §9: months 1 to 12 with year rollover)', () => {
  it.each([
    { de: { annee: 2026, mois: 1 }, suivant: { annee: 2026, mois: 2 }, precedent: { annee: 2025, mois: 12 } },
    { de: { annee: 2026, mois: 12 }, suivant: { annee: 2027, mois: 1 }, precedent: { annee: 2026, mois: 11 } },
    { de: { annee: 2026, mois: 6 }, suivant: { annee: 2026, mois: 7 }, precedent: { annee: 2026, mois: 5 } },
  ])('$de.mois/$de.annee', ({ de, suivant, precedent }) => {
    expect(moisSuivant(de)).toEqual(suivant);
    expect(moisPrecedent(de)).toEqual(precedent);
  });
});

describe('the payout window (spec §5: the month before the sheet)', () => {
  it.each([
    { fiche: { annee: 2026, mois: 1 }, debut: '2025-12-01', fin: '2025-12-31' },
    { fiche: { annee: 2026, mois: 12 }, debut: '2026-11-01', fin: '2026-11-30' },
    { fiche: { annee: 2024, mois: 3 }, debut: '2024-02-01', fin: '2024-02-29' },
    { fiche: { annee: 2025, mois: 3 }, debut: '2025-02-01', fin: '2025-02-28' },
  ])('sheet $fiche.mois/$fiche.annee: $debut to $fin', ({ fiche, debut, fin }) => {
    expect(fenetreVersement(fiche)).toEqual({ debut, fin });
  });

  it.each([
    { date: '2025-11-30', dedans: false },
    { date: '2025-12-01', dedans: true },
    { date: '2025-12-31', dedans: true },
    { date: '2026-01-01', dedans: false },
  ])('January 2026 sheet, $date: $dedans', ({ date, dedans }) => {
    expect(dansFenetreVersement({ annee: 2026, mois: 1 }, date)).toBe(dedans);
  });
});

describe('the payout split (spec §5: amount / number of dates, the remainder on the last date)', () => {
  it.each([
    { centimes: 3000, dates: 3, parts: [1000, 1000, 1000] },
    { centimes: 2001, dates: 2, parts: [1000, 1001] },
    { centimes: 1000, dates: 3, parts: [333, 333, 334] },
    { centimes: 2, dates: 3, parts: [0, 0, 2] },
    { centimes: 0, dates: 2, parts: [0, 0] },
    { centimes: -500, dates: 2, parts: [0, 0] },
    { centimes: 500, dates: 0, parts: [] },
  ])('$centimes cents over $dates dates', ({ centimes, dates, parts }) => {
    expect(repartirCentimes(centimes, dates)).toEqual(parts);
    if (centimes > 0 && dates > 0) expect(parts.reduce((a, b) => a + b, 0)).toBe(centimes);
  });
});

describe("a sheet line's initial amount and the model's totals (decision 060)", () => {
  it.each([
    { annee: 2026, mois: 2, lundis: 4 },
    { annee: 2026, mois: 6, lundis: 5 },
    { annee: 2026, mois: 3, lundis: 5 },
    { annee: 2024, mois: 1, lundis: 5 },
  ])('$mois/$annee has $lundis Mondays', ({ annee, mois, lundis }) => {
    expect(nombreDeLundis(annee, mois)).toBe(lundis);
    expect(montantInitialCentimes(2000, 'HEBDOMADAIRE', { annee, mois })).toBe(2000 * lundis);
    expect(montantInitialCentimes(2000, 'MENSUELLE', { annee, mois })).toBe(2000);
    expect(montantInitialCentimes(2000, 'PONCTUELLE', { annee, mois })).toBe(0);
  });

  it('adds the weekly budgets 4 to 5 times and a one-off budget to the maximum only', () => {
    expect(
      totauxModele([
        { budgetCentimes: 2000, periodicite: 'HEBDOMADAIRE' },
        { budgetCentimes: 3000, periodicite: 'MENSUELLE' },
        { budgetCentimes: 10000, periodicite: 'PONCTUELLE' },
      ]),
    ).toEqual({ minimalCentimes: 11000, maximalCentimes: 23000 });
    expect(totauxModele([])).toEqual({ minimalCentimes: 0, maximalCentimes: 0 });
  });
});

describe('totals (spec §9: the sum of the positive final amounts)', () => {
  it.each([
    { finals: [3000, 1550, -500, 0], total: 4550 },
    { finals: [-100], total: 0 },
    { finals: [], total: 0 },
  ])('$finals → $total', ({ finals, total }) => {
    expect(totalFicheCentimes(finals)).toBe(total);
  });
});

describe('adjustment explanation (spec §5: 5 words at least, split on spaces)', () => {
  it.each([
    { texte: 'un deux trois quatre cinq', ok: true },
    { texte: '  un   deux trois quatre  ', ok: false },
    { texte: 'Epargne : pour les vacances', ok: true },
    { texte: '', ok: false },
  ])('"$texte": $ok', ({ texte, ok }) => {
    expect(explicationSuffisante(texte)).toBe(ok);
  });
});

describe('stays', () => {
  const accueils = [
    { dateDebut: '2026-01-01', dateFin: '2026-01-31' },
    { dateDebut: '2026-03-01', dateFin: null },
  ];
  it.each([
    { date: '2025-12-31', accueilli: false },
    { date: '2026-01-01', accueilli: true },
    { date: '2026-01-31', accueilli: true },
    { date: '2026-02-15', accueilli: false },
    { date: '2030-01-01', accueilli: true },
  ])('hosted on $date: $accueilli', ({ date, accueilli }) => {
    expect(estAccueilliA(accueils, date)).toBe(accueilli);
  });

  it('counts both ends of a stay', () => {
    expect(dureeAccueilJours('2026-01-01', '2026-01-01')).toBe(1);
    expect(dureeAccueilJours('2026-03-01', '2026-03-31')).toBe(31);
  });
});
