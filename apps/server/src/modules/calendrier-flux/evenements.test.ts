import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  type AbsenceSource,
  type CongesSource,
  type CreneauSource,
  evenementsDesAbsences,
  evenementsDuTitulaire,
} from './evenements';
import { calendrierIcal } from './ical';

const creneau = (o: Partial<CreneauSource>): CreneauSource => ({
  id: 1,
  type: 'CreneauDeTravail',
  date: '2026-12-01',
  heureDebut: 420,
  heureFin: 840,
  labelFormation: null,
  serviceNom: 'Foyer',
  remplace: false,
  ...o,
});
const conges = (o: Partial<CongesSource>): CongesSource => ({
  id: 1,
  dateDebut: '2026-12-01',
  dateFin: '2026-12-01',
  demiJournee: 0,
  typeLabel: 'Congés payés',
  ...o,
});
const absence = (o: Partial<AbsenceSource>): AbsenceSource => ({
  ...conges({}),
  prenom: 'Alice',
  nom: 'Martin',
  serviceNom: 'Foyer',
  ...o,
});

describe('evenementsDuTitulaire', () => {
  it.each([
    ['a work slot', creneau({}), 'Travail — Foyer'],
    [
      'a training with its label',
      creneau({ type: 'CreneauDeFormation', labelFormation: 'SST' }),
      'Formation : SST — Foyer',
    ],
    ['overtime', creneau({ type: 'CreneauHeuresSupplementaires' }), 'Heures supplémentaires — Foyer'],
    ['a replacement I do', creneau({ type: 'CreneauDeRemplacement' }), 'Remplacement — Foyer'],
  ])('names %s by its type and service', (_, c, resume) => {
    expect(evenementsDuTitulaire([c], [], '2026-11-01', '2027-12-31')).toEqual([
      {
        uid: 'creneau-1@roulement',
        resume,
        jourEntier: false,
        date: '2026-12-01',
        debut: c.heureDebut,
        fin: c.heureFin,
      },
    ]);
  });

  it('leaves out a slot someone replaces and one on a day of full-day leave, not one on a half day', () => {
    const evenements = evenementsDuTitulaire(
      [
        creneau({ id: 1, remplace: true }),
        creneau({ id: 2, date: '2026-12-03' }),
        creneau({ id: 3, date: '2026-12-05' }),
        creneau({ id: 4, date: '2026-12-06' }),
      ],
      [
        conges({ id: 8, dateDebut: '2026-12-02', dateFin: '2026-12-04' }),
        conges({ id: 9, dateDebut: '2026-12-05', demiJournee: 2, dateFin: '2026-12-05' }),
      ],
      '2026-11-01',
      '2027-12-31',
    );
    expect(evenements.map((e) => e.uid)).toEqual([
      'conges-8@roulement',
      'conges-9@roulement',
      'creneau-3@roulement',
      'creneau-4@roulement',
    ]);
  });

  it('makes a night split at midnight one event, and leaves two different slots apart', () => {
    const evenements = evenementsDuTitulaire(
      [
        creneau({ id: 1, date: '2026-12-01', heureDebut: 1275, heureFin: 1440 }),
        creneau({ id: 2, date: '2026-12-02', heureDebut: 0, heureFin: 420 }),
        creneau({ id: 3, date: '2026-12-02', heureDebut: 1275, heureFin: 1440 }),
        creneau({ id: 4, date: '2026-12-03', heureDebut: 0, heureFin: 420, type: 'CreneauDeRemplacement' }),
      ],
      [],
      '2026-11-01',
      '2027-12-31',
    );
    expect(evenements.map((e) => (e.jourEntier ? e.uid : [e.uid, e.date, e.debut, e.fin]))).toEqual([
      ['creneau-1@roulement', '2026-12-01', 1275, 1860],
      ['creneau-3@roulement', '2026-12-02', 1275, 1440],
      ['creneau-4@roulement', '2026-12-03', 0, 420],
    ]);
  });

  it.each([
    [0, 'Congés payés'],
    [1, 'Congés payés (matin)'],
    [2, 'Congés payés (après-midi)'],
  ])('makes leave (half day %i) an all-day event ending the day after its last day', (demiJournee, resume) => {
    expect(
      evenementsDuTitulaire([], [conges({ demiJournee, dateFin: '2026-12-31' })], '2026-11-01', '2027-12-31'),
    ).toEqual([{ uid: 'conges-1@roulement', resume, jourEntier: true, du: '2026-12-01', auExclu: '2027-01-01' }]);
  });
});

describe('evenementsDesAbsences', () => {
  it("merges a member's leave seen through two services into one event naming both", () => {
    const evenements = evenementsDesAbsences([
      absence({ id: 5, serviceNom: 'Foyer' }),
      absence({ id: 5, serviceNom: 'Internat' }),
      absence({ id: 6, prenom: 'Bruno', nom: 'Petit', demiJournee: 1 }),
    ]);
    expect(evenements).toEqual([
      expect.objectContaining({
        uid: 'absence-5@roulement',
        resume: 'Alice Martin — Congés payés',
        description: 'Services : Foyer, Internat',
      }),
      expect.objectContaining({
        uid: 'absence-6@roulement',
        resume: 'Bruno Petit — Congés payés (matin)',
        description: 'Service : Foyer',
      }),
    ]);
  });
});

describe('calendrierIcal', () => {
  it('writes RFC 5545 that a parser reads back, a night at Paris wall-clock time across a change to summer time', () => {
    const texte = calendrierIcal(
      'Roulement — Alice Martin',
      [
        {
          uid: 'creneau-1@roulement',
          resume: 'Travail — Foyer',
          jourEntier: false,
          date: '2026-03-29',
          debut: 1260,
          fin: 1860,
        },
        {
          uid: 'conges-2@roulement',
          resume: 'Congés payés',
          jourEntier: true,
          du: '2026-03-30',
          auExclu: '2026-04-01',
        },
      ],
      new Date('2026-03-01T12:00:00Z'),
    );
    const calendrier = new ICAL.Component(ICAL.parse(texte));
    expect(calendrier.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Paris');
    ICAL.TimezoneService.register(calendrier.getFirstSubcomponent('vtimezone')!);
    const [slot, leave] = calendrier.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(slot!.startDate.toString()).toBe('2026-03-29T21:00:00');
    // 21:00 in Paris on the first summer-time day is 19:00 UTC.
    expect(slot!.startDate.toJSDate().toISOString()).toBe('2026-03-29T19:00:00.000Z');
    expect(slot!.endDate.toString()).toBe('2026-03-30T07:00:00');
    expect([leave!.startDate.isDate, leave!.startDate.toString(), leave!.endDate.toString()]).toEqual([
      true,
      '2026-03-30',
      '2026-04-01',
    ]);
  });
});
