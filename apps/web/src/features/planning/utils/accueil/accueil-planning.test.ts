import { describe, expect, it } from 'vitest';
import { creneauFixture, planningFixture } from '../../../../testing/planning-fixtures';
import { membreFixture } from '../../../../testing/service-fixtures';
import { colleguesDuJour, prochainCreneau } from './accueil-planning';

const LUNDI = '2026-11-23';
const MARDI = '2026-11-24';

describe('prochainCreneau', () => {
  const matin = creneauFixture(1, 5, LUNDI, 7 * 60, 14 * 60);
  const soir = creneauFixture(2, 5, LUNDI, 17 * 60, 21 * 60);
  const demain = creneauFixture(3, 5, MARDI, 7 * 60, 14 * 60);

  it('is the slot in progress while it lasts', () => {
    expect(prochainCreneau([soir, demain, matin], { date: LUNDI, minutes: 9 * 60 })).toBe(matin);
  });

  it('is the next one once the slot has ended', () => {
    expect(prochainCreneau([soir, demain, matin], { date: LUNDI, minutes: 14 * 60 })).toBe(soir);
    expect(prochainCreneau([soir, demain, matin], { date: LUNDI, minutes: 22 * 60 })).toBe(demain);
  });

  it('skips a slot on a day of leave and a recovery', () => {
    const conge = creneauFixture(4, 5, LUNDI, 17 * 60, 21 * 60, { indisponible: true });
    const recup = creneauFixture(5, 5, LUNDI, 18 * 60, 20 * 60, { type: 'CreneauDeRecuperation' });
    expect(prochainCreneau([conge, recup, demain], { date: LUNDI, minutes: 15 * 60 })).toBe(demain);
  });

  it('is undefined when nothing is left', () => {
    expect(prochainCreneau([matin], { date: MARDI, minutes: 0 })).toBeUndefined();
  });
});

describe('colleguesDuJour', () => {
  const semaine = { semaine: 48, annee: 2026 };
  const membres = [
    membreFixture({ membreId: 5, nomComplet: 'Moi Même' }),
    membreFixture({ membreId: 6, nomComplet: 'Bruno Soir' }),
    membreFixture({ membreId: 7, nomComplet: 'Alice Matin' }),
    membreFixture({ membreId: 8, nomComplet: 'Chloé Congé' }),
  ];

  it('lists who works that day apart from me, earliest first, leave left out', () => {
    const planning = planningFixture(semaine, membres, [
      creneauFixture(1, 5, LUNDI, 7 * 60, 14 * 60),
      creneauFixture(2, 6, LUNDI, 14 * 60, 21 * 60),
      creneauFixture(3, 7, LUNDI, 7 * 60, 14 * 60),
      creneauFixture(4, 8, LUNDI, 7 * 60, 14 * 60, { indisponible: true }),
      creneauFixture(5, 6, MARDI, 7 * 60, 14 * 60),
    ]);
    expect(colleguesDuJour(planning, LUNDI, 5).map((c) => c.nomComplet)).toEqual(['Alice Matin', 'Bruno Soir']);
  });
});
