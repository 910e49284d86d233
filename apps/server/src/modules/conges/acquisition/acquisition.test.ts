import { describe, expect, it } from 'vitest';
import {
  acquisAnciennete,
  acquisMensuel,
  acquisTrimestriel,
  arrondiAnnuel,
  type ContratAcquisition,
  type SituationEmploye,
} from './acquisition';
import { moisDeAnneeConges, periodeAnciennete, periodeMois, periodeTrimestre } from './periodes';
import type { RegleConges } from './regles';

// The figures of research/domain-rules.md §1–2 (DOMAIN.md defaults).
const V1: RegleConges = {
  regleCongesId: 1,
  dateDebut: '2000-01-01',
  joursParMois: 2.5,
  joursParMoisMaladie: 2,
  joursParPalierAnciennete: 2,
  joursAncienneteMax: 6,
  trimestreEte: 3,
  joursTrimestriels: { educatif: 6, cadre: 6, paramedical: 3, administratif: 3, services_generaux: 3 },
};

const cdi = (dateDebut: string, dateFin: string | null = null, c: Partial<ContratAcquisition> = {}) => ({
  dateDebut,
  dateFin,
  permanent: true,
  categorie: 'educatif' as const,
  ...c,
});

const situation = (s: Partial<SituationEmploye> = {}): SituationEmploye => ({
  employeId: 1,
  contrats: [cdi('2020-01-01')],
  maladies: [],
  sansSolde: [],
  dateAnciennete: null,
  annexe10: false,
  ...s,
});

const sommeAnnee = (s: SituationEmploye, regles = [V1]) =>
  moisDeAnneeConges(2026).reduce((n, p) => n + (acquisMensuel(regles, s, p)?.nbJours ?? 0), 0);

describe('paid leave of a month (2.5 j.o. prorated to the days under contract)', () => {
  it.each([
    ['a full month', situation(), periodeMois(2026, 11), 2.5],
    ['a hire on the 15th (16 of 30 days)', situation({ contrats: [cdi('2026-11-15')] }), periodeMois(2026, 11), 1.33],
    [
      'a contract ending on the 15th (15 of 31 days)',
      situation({ contrats: [cdi('2020-01-01', '2026-10-15')] }),
      periodeMois(2026, 10),
      1.21,
    ],
    ['a part-time contract: the same days, the law counts days', situation(), periodeMois(2027, 2), 2.5],
    [
      'a whole month of sickness earns 2',
      situation({ maladies: [{ dateDebut: '2026-11-01', dateFin: '2026-11-30' }] }),
      periodeMois(2026, 11),
      2,
    ],
    [
      'half a month of unpaid leave earns half',
      situation({ sansSolde: [{ dateDebut: '2026-11-16', dateFin: '2026-11-30' }] }),
      periodeMois(2026, 11),
      1.25,
    ],
  ])('%s', (_cas, s, periode, attendu) => {
    expect(acquisMensuel([V1], s, periode)).toEqual({ nbJours: attendu, regleId: 1 });
  });

  it('writes nothing for a month out of contract', () => {
    expect(acquisMensuel([V1], situation({ contrats: [cdi('2027-01-01')] }), periodeMois(2026, 11))).toBeNull();
  });

  it('gives 30 j.o. over a full leave year', () => {
    expect(sommeAnnee(situation())).toBeCloseTo(30, 5);
  });

  it('gives 8 × 2.5 + 4 × 2 = 28 for 8 months worked and 4 sick (domain-rules §1.1)', () => {
    const maladies = [{ dateDebut: '2026-09-01', dateFin: '2026-12-31' }];
    expect(sommeAnnee(situation({ maladies }))).toBeCloseTo(28, 5);
  });

  it('applies a new version from its date in mid-month, naming it', () => {
    const v2 = { ...V1, regleCongesId: 2, dateDebut: '2026-11-16', joursParMois: 3 };
    // 15 days at 2.5/30 then 15 days at 3/30.
    expect(acquisMensuel([V1, v2], situation(), periodeMois(2026, 11))).toEqual({ nbJours: 2.75, regleId: 2 });
    expect(acquisMensuel([V1, v2], situation(), periodeMois(2026, 10))).toEqual({ nbJours: 2.5, regleId: 1 });
  });
});

describe('CCN 66 seniority days (+2 per 5 years, at most +6, assessed on 1 June)', () => {
  it.each([
    ['4 years and 364 days', '2021-06-02', null],
    ['5 years', '2021-06-01', 2],
    ['10 years', '2016-06-01', 4],
    ['15 years', '2011-01-01', 6],
    ['20 years: still 6', '2006-06-01', 6],
  ])('%s', (_cas, dateAnciennete, attendu) => {
    const acquis = acquisAnciennete([V1], situation({ dateAnciennete }), periodeAnciennete(2026));
    expect(acquis?.nbJours ?? null).toBe(attendu);
  });

  it('counts from the first contract when no seniority date is set', () => {
    expect(acquisAnciennete([V1], situation(), periodeAnciennete(2030))?.nbJours).toBe(4);
  });

  it('gives nothing to non-permanent staff', () => {
    const s = situation({ contrats: [cdi('2010-01-01', null, { permanent: false })] });
    expect(acquisAnciennete([V1], s, periodeAnciennete(2026))).toBeNull();
  });
});

describe('CCN 66 quarterly leave (by job category, not in the summer quarter, not in annexe 10)', () => {
  it.each([
    ['educatif', 6],
    ['cadre', 6],
    ['paramedical', 3],
    ['administratif', 3],
    ['services_generaux', 3],
  ] as const)('%s: %i days', (categorie, attendu) => {
    const s = situation({ contrats: [cdi('2020-01-01', null, { categorie })] });
    expect(acquisTrimestriel([V1], s, periodeTrimestre(2026, 4))).toEqual({ nbJours: attendu, regleId: 1 });
  });

  it('gives nothing in the summer quarter', () => {
    expect(acquisTrimestriel([V1], situation(), periodeTrimestre(2026, 3))).toBeNull();
  });

  it('gives nothing in an annexe-10 establishment', () => {
    expect(acquisTrimestriel([V1], situation({ annexe10: true }), periodeTrimestre(2026, 4))).toBeNull();
  });

  it('gives the whole days to a contract starting in the quarter, by its latest job', () => {
    const contrats = [
      cdi('2020-01-01', '2026-10-31', { categorie: 'administratif' }),
      cdi('2026-11-01', null, { categorie: 'cadre' }),
    ];
    expect(acquisTrimestriel([V1], situation({ contrats }), periodeTrimestre(2026, 4))?.nbJours).toBe(6);
  });

  it('takes the version in force at the quarter start', () => {
    const v2 = { ...V1, regleCongesId: 2, dateDebut: '2027-01-01', trimestreEte: 2 };
    expect(acquisTrimestriel([V1, v2], situation(), periodeTrimestre(2027, 2))).toBeNull();
    expect(acquisTrimestriel([V1, v2], situation(), periodeTrimestre(2027, 3))).toEqual({ nbJours: 6, regleId: 2 });
  });
});

describe('rounding up of a leave year (L3141-7, decision 077)', () => {
  it.each([
    [30, 0],
    [29.17, 0.83],
    [12.5, 0.5],
    [0.01, 0.99],
    [0, 0],
    // Hundredths summed in binary floating point still round to the hundredth.
    [0.1 + 0.2 + 27.5 + 1.2, 0],
    [27.999999, 0],
  ])('%d days acquired: %d more', (total, arrondi) => {
    expect(arrondiAnnuel(total)).toBe(arrondi);
  });

  it('makes a year of prorated months a whole number of days', () => {
    const arrive = situation({ contrats: [cdi('2026-06-11')] });
    const total = sommeAnnee(arrive);
    expect(Number.isInteger(total)).toBe(false);
    expect(Number.isInteger(Math.round((total + arrondiAnnuel(total)) * 100) / 100)).toBe(true);
  });
});
