import type { TypeCreneau } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { type ContratHoraire, minutesContratDeSemaine, minutesFormationHorsContrat } from './formation-hors-contrat';

// Week 10 of 2026: Monday 2 March to Sunday 8 March.
const TEMPS_PLEIN: ContratHoraire[] = [{ dateDebut: '2020-01-01', dateFin: null, heuresHebdo: 35 }];
let id = 0;
const creneau = (type: TypeCreneau, date: string, heureDebut: number, heureFin: number) => ({
  id: ++id,
  type,
  date,
  heureDebut,
  heureFin,
});
/** Five days of 7 h: the 35 hours of the contract. */
const semaineComplete = () =>
  ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map((d) =>
    creneau('CreneauDeTravail', d, 480, 900),
  );

describe('minutesContratDeSemaine', () => {
  it.each([
    { cas: 'a full week of a 35 h contract', contrats: TEMPS_PLEIN, minutes: 2100 },
    { cas: 'no contract', contrats: [], minutes: 0 },
    {
      cas: 'a contract ending on Wednesday holds three sevenths',
      contrats: [{ dateDebut: '2020-01-01', dateFin: '2026-03-04', heuresHebdo: 35 }],
      minutes: 900,
    },
    {
      cas: 'a change of hours mid-week',
      contrats: [
        { dateDebut: '2020-01-01', dateFin: '2026-03-04', heuresHebdo: 35 },
        { dateDebut: '2026-03-05', dateFin: null, heuresHebdo: 28 },
      ],
      minutes: 900 + 960,
    },
  ])('$cas: $minutes', ({ contrats, minutes }) => {
    expect(minutesContratDeSemaine(contrats, '2026-03-02')).toBe(minutes);
  });
});

describe('minutesFormationHorsContrat (DOMAIN.md: training outside contract time)', () => {
  it.each([
    {
      cas: 'training in place of a day of work counts nothing',
      creneaux: () => [...semaineComplete().slice(1), creneau('CreneauDeFormation', '2026-03-02', 480, 900)],
      attendu: [0],
    },
    {
      cas: 'training on a rest day beyond a full week counts whole',
      creneaux: () => [...semaineComplete(), creneau('CreneauDeFormation', '2026-03-07', 540, 720)],
      attendu: [180],
    },
    {
      cas: 'training that overflows the contract counts its overflow only',
      creneaux: () => [...semaineComplete().slice(1), creneau('CreneauDeFormation', '2026-03-07', 480, 1020)],
      attendu: [540 - 420],
    },
    {
      cas: 'the overflow goes to the latest training first',
      creneaux: () => [
        ...semaineComplete().slice(1),
        creneau('CreneauDeFormation', '2026-03-02', 480, 720),
        creneau('CreneauDeFormation', '2026-03-07', 480, 720),
      ],
      attendu: [0, 60],
    },
    {
      cas: 'extra hours are not presence here (credited on their own)',
      creneaux: () => [
        ...semaineComplete().slice(1),
        creneau('CreneauHeuresSupplementaires', '2026-03-03', 900, 1020),
        creneau('CreneauDeFormation', '2026-03-02', 480, 900),
      ],
      attendu: [0],
    },
    {
      cas: 'replacement fills contract time like work',
      creneaux: () => [
        ...semaineComplete().slice(1),
        creneau('CreneauDeRemplacement', '2026-03-02', 480, 900),
        creneau('CreneauDeFormation', '2026-03-07', 480, 600),
      ],
      attendu: [120],
    },
    {
      cas: 'each ISO week stands alone (Sunday 8, Monday 9 March)',
      creneaux: () => [
        ...semaineComplete(),
        creneau('CreneauDeFormation', '2026-03-08', 480, 600),
        creneau('CreneauDeFormation', '2026-03-09', 480, 600),
      ],
      attendu: [120, 0],
    },
  ])('$cas', ({ creneaux, attendu }) => {
    const liste = creneaux();
    const resultat = minutesFormationHorsContrat(liste, TEMPS_PLEIN);
    const formations = liste.filter((c) => c.type === 'CreneauDeFormation');
    expect(formations.map((f) => resultat.get(f.id))).toEqual(attendu);
  });

  it('counts training whole without a contract', () => {
    const formation = creneau('CreneauDeFormation', '2026-03-04', 540, 720);
    expect(minutesFormationHorsContrat([formation], []).get(formation.id)).toBe(180);
  });
});
