import { describe, expect, it } from 'vitest';
import type { CreneauPaye } from './elements-paye';
import { type MembreFeriesAutomatiques, minutesFeriesAutomatiquesPaye } from './feries-paye';

// Friday 1 May and Friday 8 May 2026.
const FERIES = ['2026-05-01', '2026-05-08'];
const plages = { midi: null, soir: null };
const membre = (overrides: Partial<MembreFeriesAutomatiques> = {}): MembreFeriesAutomatiques => ({
  employeId: 1,
  serviceId: 10,
  heuresHebdo: 35,
  dateFin: null,
  ...overrides,
});
const creneau = (date: string, serviceId = 10, type: CreneauPaye['type'] = 'CreneauDeTravail'): CreneauPaye => ({
  employeId: 1,
  serviceId,
  date,
  type,
  heureDebut: 480,
  heureFin: 600,
  plages,
});
const conges = (date: string, demiJournee = 0) => ({ employeId: 1, dateDebut: date, dateFin: date, demiJournee });

describe('minutesFeriesAutomatiquesPaye (decision 076)', () => {
  it.each([
    { cas: 'two holidays off', membres: [membre()], creneaux: [], conges: [], minutes: 840 },
    { cas: 'no membership counting holidays', membres: [], creneaux: [], conges: [], minutes: undefined },
    {
      cas: 'a holiday worked in the service',
      membres: [membre()],
      creneaux: [creneau('2026-05-01')],
      conges: [],
      minutes: 420,
    },
    {
      cas: 'a holiday worked in another service does not count as worked here',
      membres: [membre()],
      creneaux: [creneau('2026-05-01', 11)],
      conges: [],
      minutes: 840,
    },
    { cas: 'a holiday on leave', membres: [membre()], creneaux: [], conges: [conges('2026-05-08')], minutes: 420 },
    {
      cas: 'a slot on a day of leave is not work, the leave still takes the holiday',
      membres: [membre()],
      creneaux: [creneau('2026-05-08')],
      conges: [conges('2026-05-08')],
      minutes: 420,
    },
    {
      cas: 'a membership ended before a holiday',
      membres: [membre({ dateFin: '2026-05-05' })],
      creneaux: [],
      conges: [],
      minutes: 420,
    },
    {
      cas: 'two memberships add their own hours',
      membres: [membre({ heuresHebdo: 20 }), membre({ serviceId: 11, heuresHebdo: 15 })],
      creneaux: [],
      conges: [],
      minutes: 2 * 240 + 2 * 180,
    },
  ])('$cas', ({ membres, creneaux, conges: lesConges, minutes }) => {
    expect(minutesFeriesAutomatiquesPaye(membres, creneaux, lesConges, FERIES).get(1)).toBe(minutes);
  });

  it('gives nothing for a holiday on a Saturday', () => {
    expect(minutesFeriesAutomatiquesPaye([membre()], [], [], ['2027-05-08']).get(1)).toBeUndefined();
  });
});
