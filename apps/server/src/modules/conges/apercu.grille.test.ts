import { describe, expect, it } from 'vitest';
import { construireApercu } from './apercu.grille';
import type { CongesApercuRow } from './apercu.lecture';

const NOVEMBRE = { dateDebut: '2026-11-01', dateFin: '2026-11-30' };
const alice = { employeId: 1, prenom: 'Alice', nom: 'Martin' };
const emile = { employeId: 2, prenom: 'Émile', nom: 'Élan' };
const bruno = { employeId: 3, prenom: 'Bruno', nom: 'Zola' };

let id = 0;
const leave = (o: Partial<CongesApercuRow>): CongesApercuRow => ({
  congesId: ++id,
  employeId: 1,
  dateDebut: '2026-11-10',
  dateFin: '2026-11-10',
  demiJournee: 0,
  congesTypeId: 1,
  couleur: '#4CAF50',
  shortLabel: 'CP',
  ...o,
});
const maladie = { congesTypeId: 4, couleur: '#F44336', shortLabel: 'M' };
const abs = (o: Partial<CongesApercuRow>) => ({
  congesTypeId: o.congesTypeId ?? 1,
  couleur: o.couleur ?? '#4CAF50',
  shortLabel: o.shortLabel ?? 'CP',
  demiJournee: o.demiJournee ?? 0,
});

describe('construireApercu', () => {
  it('sorts the employees by name in French order, once each, even without leave', () => {
    const r = construireApercu([bruno, alice, emile, alice], [], NOVEMBRE);
    expect(r.map((e) => e.nomComplet)).toEqual(['Émile Élan', 'Alice Martin', 'Bruno Zola']);
    expect(r.every((e) => Object.keys(e.absences).length === 0)).toBe(true);
  });

  it.each([
    [
      'a leave across the month boundaries is cut to the month',
      [leave({ dateDebut: '2026-10-28', dateFin: '2026-11-02' })],
      { '2026-11-01': [abs({}), null], '2026-11-02': [abs({}), null] },
    ],
    [
      'a morning half day',
      [leave({ demiJournee: 1, congesTypeId: 7, shortLabel: 'RDV' })],
      { '2026-11-10': [abs({ demiJournee: 1, congesTypeId: 7, shortLabel: 'RDV' }), null] },
    ],
    [
      'an afternoon half day stays alone as premier',
      [leave({ demiJournee: 2 })],
      { '2026-11-10': [abs({ demiJournee: 2 }), null] },
    ],
    [
      'an afternoon then a morning: the morning first',
      [leave({ demiJournee: 2 }), leave({ demiJournee: 1, ...maladie })],
      { '2026-11-10': [abs({ demiJournee: 1, ...maladie }), abs({ demiJournee: 2 })] },
    ],
    [
      'sick leave over paid leave: two leaves, the earlier written first',
      [leave({ dateDebut: '2026-11-09', dateFin: '2026-11-10' }), leave({ ...maladie })],
      { '2026-11-09': [abs({}), null], '2026-11-10': [abs({}), abs(maladie)] },
    ],
    [
      'a whole day and an afternoon: the afternoon second',
      [leave({ demiJournee: 2, ...maladie }), leave({})],
      { '2026-11-10': [abs({}), abs({ demiJournee: 2, ...maladie })] },
    ],
    ['leave outside the month is not shown', [leave({ dateDebut: '2026-12-01', dateFin: '2026-12-03' })], {}],
  ])('%s', (_cas, leaves, attendu) => {
    const [r] = construireApercu([alice], leaves, NOVEMBRE);
    const jours = Object.fromEntries(
      Object.entries(attendu).map(([jour, [premier, second]]) => [jour, { premier, second }]),
    );
    expect(r!.absences).toEqual(jours);
  });

  it("keeps each employee's leave to their row", () => {
    const r = construireApercu(
      [alice, bruno],
      [leave({ employeId: 3, dateDebut: '2026-11-05', dateFin: '2026-11-05' })],
      NOVEMBRE,
    );
    expect(Object.keys(r[0]!.absences)).toEqual([]);
    expect(Object.keys(r[1]!.absences)).toEqual(['2026-11-05']);
  });
});
