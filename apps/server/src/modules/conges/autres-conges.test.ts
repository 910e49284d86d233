import { describe, expect, it } from 'vitest';
import { autresConges, type CongesDecompte } from './autres-conges';

const AUJOURDHUI = '2026-11-22';
const maladie = { avecSolde: false, modeDecompte: 'CALENDAIRES' } as const;
const exceptionnel = { avecSolde: false, modeDecompte: 'OUVRES' } as const;
const payes = { avecSolde: true, modeDecompte: 'OUVRABLES' } as const;
const c = (type: CongesDecompte['type'], dateDebut: string, dateFin = dateDebut, demiJournee = 0): CongesDecompte => ({
  type,
  dateDebut,
  dateFin,
  demiJournee,
});

describe("autresConges ('Autres congés', type id 0)", () => {
  it.each([
    { cas: 'nothing', conges: [], attendu: { nbJoursADate: 0, nbJoursTotal: 0 } },
    {
      cas: 'leave with a balance does not count',
      conges: [c(payes, '2026-06-01', '2026-06-06')],
      attendu: { nbJoursADate: 0, nbJoursTotal: 0 },
    },
    {
      cas: 'past illness, in calendar days',
      conges: [c(maladie, '2026-03-02', '2026-03-08')],
      attendu: { nbJoursADate: 7, nbJoursTotal: 7 },
    },
    {
      cas: 'a planned exceptional leave counts in the total only',
      conges: [c(exceptionnel, '2026-12-07', '2026-12-09')],
      attendu: { nbJoursADate: 0, nbJoursTotal: 3 },
    },
    {
      cas: 'an illness in progress is split at today',
      conges: [c(maladie, '2026-11-20', '2026-11-25')],
      attendu: { nbJoursADate: 3, nbJoursTotal: 6 },
    },
    {
      cas: 'only this year’s days of a leave over the new year',
      conges: [c(maladie, '2025-12-29', '2026-01-04'), c(maladie, '2026-12-30', '2027-01-02')],
      attendu: { nbJoursADate: 4, nbJoursTotal: 6 },
    },
    {
      cas: 'last year does not count',
      conges: [c(maladie, '2025-03-02', '2025-03-08')],
      attendu: { nbJoursADate: 0, nbJoursTotal: 0 },
    },
    {
      cas: 'half days count 0.5',
      conges: [c(exceptionnel, '2026-10-06', '2026-10-06', 1), c(exceptionnel, '2026-12-01', '2026-12-01', 2)],
      attendu: { nbJoursADate: 0.5, nbJoursTotal: 1 },
    },
  ])('$cas', ({ conges, attendu }) => {
    expect(autresConges(conges, AUJOURDHUI)).toEqual(attendu);
  });
});
