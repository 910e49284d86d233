import { describe, expect, it } from 'vitest';
import { absencesDeLaSemaine } from './absences-semaine';

const du = '2026-03-02';
const au = '2026-03-08';

describe('the days of leave of a week, with their motive', () => {
  it.each([
    ['none', [], []],
    [
      'a leave crossing the start of the week is cut to it',
      [{ membreId: 1, conges: [{ dateDebut: '2026-02-27', dateFin: '2026-03-03', motif: 'Congés payés' }] }],
      [
        { membreId: 1, date: '2026-03-02', motif: 'Congés payés' },
        { membreId: 1, date: '2026-03-03', motif: 'Congés payés' },
      ],
    ],
    [
      'two half days of different types on one day name both, once each',
      [
        {
          membreId: 2,
          conges: [
            { dateDebut: '2026-03-04', dateFin: '2026-03-04', motif: 'Congés payés' },
            { dateDebut: '2026-03-04', dateFin: '2026-03-04', motif: 'Maladie' },
            { dateDebut: '2026-03-04', dateFin: '2026-03-04', motif: 'Maladie' },
          ],
        },
      ],
      [{ membreId: 2, date: '2026-03-04', motif: 'Congés payés / Maladie' }],
    ],
    [
      'by day, then by member',
      [
        { membreId: 3, conges: [{ dateDebut: '2026-03-05', dateFin: '2026-03-05', motif: 'Formation' }] },
        { membreId: 1, conges: [{ dateDebut: '2026-03-05', dateFin: '2026-03-12', motif: 'Congés payés' }] },
      ],
      [
        { membreId: 1, date: '2026-03-05', motif: 'Congés payés' },
        { membreId: 3, date: '2026-03-05', motif: 'Formation' },
        { membreId: 1, date: '2026-03-06', motif: 'Congés payés' },
        { membreId: 1, date: '2026-03-07', motif: 'Congés payés' },
        { membreId: 1, date: '2026-03-08', motif: 'Congés payés' },
      ],
    ],
  ] as const)('%s', (_cas, membres, attendu) => {
    expect(
      absencesDeLaSemaine(
        membres.map((m) => ({
          membreId: m.membreId,
          conges: m.conges.map((c) => ({ ...c })),
        })),
        du,
        au,
      ),
    ).toEqual(attendu);
  });
});
