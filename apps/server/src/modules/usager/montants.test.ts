import { describe, expect, it } from 'vitest';
import { arbreValidationFiche } from './arbre-fiche-aim';
import { centimesDe, grouperParMois, montantFinalCentimes, soldesParPoste, texteDe } from './montants';

describe('numeric(12,2) and cents, without floats', () => {
  it.each([
    { texte: '12.50', centimes: 1250 },
    { texte: '-0.05', centimes: -5 },
    { texte: '0.1', centimes: 10 },
    { texte: '1234567890.99', centimes: 123456789099 },
    { texte: '7', centimes: 700 },
  ])('$texte ↔ $centimes', ({ texte, centimes }) => {
    expect(centimesDe(texte)).toBe(centimes);
    expect(centimesDe(texteDe(centimes))).toBe(centimes);
  });

  it.each([
    { texte: ' 3.456 ', centimes: 345 },
    { texte: '-12', centimes: -1200 },
    { texte: '', centimes: 0 },
    { texte: null, centimes: 0 },
  ])('reads $texte as $centimes cents (spaces trimmed, digits past the cents dropped)', ({ texte, centimes }) => {
    expect(centimesDe(texte)).toBe(centimes);
  });

  it.each(['a', '1.', '.5', '-', '-.5', '1e3', '1.2.3', '1.-5', '12,50', '+3'])('refuses %j', (texte) => {
    expect(() => centimesDe(texte)).toThrow(`Montant illisible : ${texte}`);
  });

  it('adds 0.10 + 0.20 exactly', () => {
    expect(centimesDe('0.10') + centimesDe('0.20')).toBe(30);
    expect(texteDe(-1205)).toBe('-12.05');
  });
});

describe('balances per aid item (DOMAIN.md: entitlements − payouts; EPARGNE accumulates; DETTE negative)', () => {
  it.each([
    {
      cas: 'entitlements minus payouts declared',
      mouvements: [
        { posteAimId: 'HABILLEMENT', centimes: 3000 },
        { posteAimId: 'HABILLEMENT', centimes: -1000 },
      ],
      soldes: [['HABILLEMENT', 2000]],
    },
    {
      cas: 'savings accumulate over months, a debt stays negative, items in reference order',
      mouvements: [
        { posteAimId: 'DETTE', centimes: -5000 },
        { posteAimId: 'EPARGNE', centimes: 2500 },
        { posteAimId: 'EPARGNE', centimes: 2500 },
        { posteAimId: 'ALIMENTATION', centimes: 8000 },
      ],
      soldes: [
        ['ALIMENTATION', 8000],
        ['EPARGNE', 5000],
        ['DETTE', -5000],
      ],
    },
    { cas: 'nothing', mouvements: [], soldes: [] },
  ])('$cas', ({ mouvements, soldes }) => {
    expect([...soldesParPoste(mouvements)]).toEqual(soldes);
  });

  it.each([
    { initial: 3000, operations: [-1025, 500], final: 2475 },
    { initial: 0, operations: [2500], final: 2500 },
    { initial: 1550, operations: [], final: 1550 },
  ])('final amount $initial + $operations = $final', ({ initial, operations, final }) => {
    expect(montantFinalCentimes(initial, operations)).toBe(final);
  });
});

describe('movements grouped by month and year', () => {
  it('keeps the order and starts a group at each month change', () => {
    const dates = ['2026-02-03', '2026-02-01', '2026-01-31', '2025-12-01'];
    expect(grouperParMois(dates, (d) => d).map((g) => [g.annee, g.mois, g.items.length])).toEqual([
      [2026, 2, 2],
      [2026, 1, 1],
      [2025, 12, 1],
    ]);
  });

  it('starts a group when only the year changes', () => {
    const dates = ['2026-01-15', '2025-01-15'];
    expect(grouperParMois(dates, (d) => d).map((g) => [g.annee, g.mois])).toEqual([
      [2026, 1],
      [2025, 1],
    ]);
  });
});

describe("a sheet's validators (decision 061)", () => {
  it.each([
    {
      cas: 'the head over the administrators',
      chef: 7,
      demandeur: 9,
      arbre: [
        { authority: 'CHEF_DE_SERVICE_3', sousValidations: [{ authority: 'ADMINISTRATEUR_14', sousValidations: [] }] },
      ],
    },
    { cas: 'no head', chef: null, demandeur: 9, arbre: [{ authority: 'ADMINISTRATEUR_14', sousValidations: [] }] },
    { cas: 'the head asks', chef: 9, demandeur: 9, arbre: [{ authority: 'ADMINISTRATEUR_14', sousValidations: [] }] },
  ])('$cas', ({ chef, demandeur, arbre }) => {
    expect(
      arbreValidationFiche({ serviceId: 3, etablissementId: 14, chefUtilisateurId: chef, demandeurId: demandeur }),
    ).toEqual(arbre);
  });
});
