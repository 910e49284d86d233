import type { TypeCreneau } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { type CreneauDuJour, evaluerHeuresSupp, propositionCorrespondante } from './heures-supp';

const h = (heure: number, minute = 0) => heure * 60 + minute;
const c = (creneauId: number, debut: number, fin: number, type: TypeCreneau = 'CreneauDeTravail'): CreneauDuJour => ({
  creneauId,
  type,
  heureDebut: h(debut),
  heureFin: h(fin),
});
const TRAVAIL = c(1, 9, 17);
/** A proposal as [start hour, end hour, id of the slot it extends or null]. */
const resume = (p: ReturnType<typeof evaluerHeuresSupp>) =>
  p.map((x) => [x.heureDebut / 60, x.heureFin / 60, x.creneau?.creneauId ?? null]);

describe('evaluerHeuresSupp (spec 1 §3: the parts of the range no slot covers)', () => {
  it.each([
    [
      'around a work slot: before and after, both extending it',
      [TRAVAIL],
      [7, 19],
      [
        [7, 9, 1],
        [17, 19, 1],
      ],
    ],
    ['after a work slot only', [TRAVAIL], [17, 20], [[17, 20, 1]]],
    ['overlapping the end of a work slot', [TRAVAIL], [15, 20], [[17, 20, 1]]],
    ['before a work slot, apart from it', [TRAVAIL], [6, 8], [[6, 8, null]]],
    ['no slot that day', [], [9, 12], [[9, 12, null]]],
    ['a range fully covered', [TRAVAIL], [10, 12], []],
    ['exactly the slot', [TRAVAIL], [9, 17], []],
    ['a gap between two work slots extends the earlier one', [c(1, 7, 12), c(2, 13, 20)], [7, 20], [[12, 13, 1]]],
    [
      'overtime, replacement and training slots cover too, and are not extended',
      [c(3, 7, 9, 'CreneauHeuresSupplementaires'), TRAVAIL, c(4, 18, 20, 'CreneauDeRemplacement')],
      [6, 21],
      [
        [6, 7, null],
        [17, 18, 1],
        [20, 21, null],
      ],
    ],
    [
      'a training slot',
      [c(5, 9, 12, 'CreneauDeFormation')],
      [8, 13],
      [
        [8, 9, null],
        [12, 13, null],
      ],
    ],
    ['a recovery slot is not offered as overtime', [c(6, 12, 14, 'CreneauDeRecuperation')], [12, 15], [[14, 15, null]]],
    [
      'unsorted slots',
      [c(2, 13, 20), c(1, 7, 12)],
      [6, 21],
      [
        [6, 7, 1],
        [12, 13, 1],
        [20, 21, 2],
      ],
    ],
  ] as const)('%s', (_, creneaux, [debut, fin], attendu) => {
    expect(resume(evaluerHeuresSupp(creneaux, { heureDebut: h(debut), heureFin: h(fin) }))).toEqual(attendu);
  });

  it('answers the slot it extends as read', () => {
    expect(evaluerHeuresSupp([TRAVAIL], { heureDebut: h(17), heureFin: h(18, 30) })).toEqual([
      { heureDebut: h(17), heureFin: h(18, 30), creneau: TRAVAIL },
    ]);
  });
});

describe('propositionCorrespondante (creation re-evaluates)', () => {
  const propositions = evaluerHeuresSupp([TRAVAIL], { heureDebut: h(7), heureFin: h(19) });
  it.each([
    ['one of the proposals', [17, 19], [17, 19]],
    ['the other one', [7, 9], [7, 9]],
    ['a part of a proposal', [17, 18], undefined],
    ['the asked range, not a proposal', [7, 19], undefined],
  ] as const)('%s', (_, [debut, fin], attendu) => {
    const p = propositionCorrespondante(propositions, { heureDebut: h(debut), heureFin: h(fin) });
    expect(p && [p.heureDebut / 60, p.heureFin / 60]).toEqual(attendu);
  });
});
