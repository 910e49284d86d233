import { describe, expect, it } from 'vitest';
import { type CreditDeSolde, calculerSolde, soldeDevientInsuffisant } from './solde';

const AUJOURDHUI = '2026-11-22';
const credit = (date: string, nbJours: number, dateExpiration: string | null = null): CreditDeSolde => ({
  date,
  nbJours,
  dateExpiration,
});
const conges = (date: string, nbJours: number) => ({ date, nbJours });

describe('calculerSolde (the ledger of DOMAIN.md)', () => {
  it.each([
    {
      cas: 'nothing at all',
      credits: [],
      consommations: [],
      attendu: { solde: 0, soldeFutur: 0, joursPerdus: 0 },
    },
    {
      cas: 'credits add up, debits take away',
      credits: [credit('2026-06-30', 2.5), credit('2026-07-31', 2.5), credit('2026-08-01', -1)],
      consommations: [],
      attendu: { solde: 4, soldeFutur: 4, joursPerdus: 0 },
    },
    {
      cas: 'past leave is in both balances, planned leave only in the future one',
      credits: [credit('2026-06-01', 25)],
      consommations: [conges('2026-08-03', 10), conges('2026-12-21', 6)],
      attendu: { solde: 15, soldeFutur: 9, joursPerdus: 0 },
    },
    {
      cas: 'a leave starting today counts today',
      credits: [credit('2026-06-01', 5)],
      consommations: [conges(AUJOURDHUI, 2)],
      attendu: { solde: 3, soldeFutur: 3, joursPerdus: 0 },
    },
    {
      cas: 'a credit dated later is not in today’s balance',
      credits: [credit('2026-06-01', 5), credit('2026-12-01', 3)],
      consommations: [],
      attendu: { solde: 5, soldeFutur: 8, joursPerdus: 0 },
    },
    {
      cas: 'what is left of a credit after its expiry date is lost',
      credits: [credit('2026-07-01', 6, '2026-09-30')],
      consommations: [conges('2026-08-10', 2)],
      attendu: { solde: 0, soldeFutur: 0, joursPerdus: 4 },
    },
    {
      cas: 'a credit is still usable on its expiry date',
      credits: [credit('2026-10-01', 6, AUJOURDHUI)],
      consommations: [conges(AUJOURDHUI, 1)],
      attendu: { solde: 5, soldeFutur: 5, joursPerdus: 0 },
    },
    {
      cas: 'a credit expiring later still counts today, and in the future balance up to the last movement',
      credits: [credit('2026-10-01', 6, '2026-12-31')],
      consommations: [conges('2026-12-14', 2)],
      attendu: { solde: 6, soldeFutur: 4, joursPerdus: 0 },
    },
    {
      cas: 'FIFO: leave takes the oldest credit first, so the newer one survives the expiry of the older',
      credits: [credit('2026-04-01', 3, '2026-06-30'), credit('2026-05-01', 3, '2026-12-31')],
      consommations: [conges('2026-05-15', 3)],
      attendu: { solde: 3, soldeFutur: 3, joursPerdus: 0 },
    },
    {
      cas: 'FIFO: the oldest credit is used up before the next one, even when the next expires sooner',
      credits: [credit('2026-01-01', 5), credit('2026-04-01', 3, '2026-06-30')],
      consommations: [conges('2026-05-04', 4)],
      attendu: { solde: 1, soldeFutur: 1, joursPerdus: 3 },
    },
    {
      cas: 'a leave bigger than the oldest credit takes the rest from the next one',
      credits: [credit('2026-01-01', 2, '2026-03-31'), credit('2026-02-01', 5, '2026-06-30')],
      consommations: [conges('2026-02-10', 4)],
      attendu: { solde: 0, soldeFutur: 0, joursPerdus: 3 },
    },
    {
      cas: 'a planned leave after an expiry cannot use the expired credit',
      credits: [credit('2026-10-01', 6, '2026-12-31')],
      consommations: [conges('2027-01-11', 2)],
      attendu: { solde: 6, soldeFutur: -2, joursPerdus: 6 },
    },
    {
      cas: 'leave without credit goes below zero, and the next credit makes up for it first',
      credits: [credit('2026-09-01', 4, '2026-09-30')],
      consommations: [conges('2026-08-03', 3)],
      attendu: { solde: 0, soldeFutur: 0, joursPerdus: 1 },
    },
    {
      cas: 'a negative initial balance (debit) is owed until credits come',
      credits: [credit('2026-06-01', -2), credit('2026-07-01', 2.5)],
      consommations: [],
      attendu: { solde: 0.5, soldeFutur: 0.5, joursPerdus: 0 },
    },
    {
      cas: 'half days and hundredths stay exact',
      credits: [credit('2026-06-30', 2.08), credit('2026-07-31', 2.08), credit('2026-08-31', 2.09)],
      consommations: [conges('2026-09-01', 0.5), conges('2026-09-02', 0.5)],
      attendu: { solde: 5.25, soldeFutur: 5.25, joursPerdus: 0 },
    },
    {
      cas: 'a debit consumes like a leave (oldest credit first)',
      credits: [credit('2026-01-01', 3, '2026-12-31'), credit('2026-02-01', 3, '2026-03-31'), credit('2026-02-15', -3)],
      consommations: [],
      attendu: { solde: 0, soldeFutur: 0, joursPerdus: 3 },
    },
    {
      cas: 'a credit dated the same day as a leave serves it',
      credits: [credit('2026-12-01', 2)],
      consommations: [conges('2026-12-01', 2)],
      attendu: { solde: 0, soldeFutur: 0, joursPerdus: 0 },
    },
  ])('$cas', ({ credits, consommations, attendu }) => {
    expect(calculerSolde(credits, consommations, AUJOURDHUI)).toEqual(attendu);
  });

  it('does not depend on the order of its inputs', () => {
    const credits = [credit('2026-02-01', 3, '2026-03-31'), credit('2026-01-01', 3, '2026-12-31')];
    const consommations = [conges('2026-12-20', 1), conges('2026-02-10', 2)];
    const a = calculerSolde(credits, consommations, AUJOURDHUI);
    const b = calculerSolde([...credits].reverse(), [...consommations].reverse(), AUJOURDHUI);
    expect(a).toEqual(b);
    // FIFO: the February leave takes the January credit; the February one then expires unused.
    expect(a).toEqual({ solde: 1, soldeFutur: 0, joursPerdus: 3 });
  });
});

describe('soldeDevientInsuffisant', () => {
  const s = (soldeFutur: number) => ({ solde: 0, soldeFutur, joursPerdus: 0 });
  it.each([
    [s(5), s(0), false],
    [s(5), s(-0.5), true],
    [s(-2), s(-3), true],
    // Shortening a leave while the balance is negative is let through: it is better than before.
    [s(-3), s(-2), false],
    [s(-2), s(-2), false],
  ])('%j → %j : %s', (avant, apres, refuse) => {
    expect(soldeDevientInsuffisant(avant, apres)).toBe(refuse);
  });
});
