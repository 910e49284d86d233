import { describe, expect, it } from 'vitest';
import { creneauFixture, planningFixture } from '../../../testing/planning-fixtures';
import { membreFixture } from '../../../testing/service-fixtures';
import { creneauProvisoire, creneauxParColonne, joursIndisponibles, remplacerJournee } from './semaine-planning';

const S47 = { semaine: 47, annee: 2026 };
const LUNDI = '2026-11-16';
const MARDI = '2026-11-17';

describe('a day answered by a slot mutation (decision 023)', () => {
  const alice = membreFixture({ membreId: 1, prenom: 'Alice', nom: 'Martin', heuresHebdo: 10 });
  const lundi = creneauFixture(1, 1, LUNDI, 420, 840);
  const mardi = creneauFixture(2, 1, MARDI, 420, 840);
  const planning = planningFixture(S47, [alice], [lundi, mardi]);

  it('replaces that day only, keeping the other days’ slots as they were', () => {
    const allonge = creneauFixture(1, 1, LUNDI, 360, 840);
    const heuresSup = creneauFixture(3, 1, LUNDI, 840, 900, { type: 'CreneauHeuresSupplementaires' });
    const apres = remplacerJournee(planning, LUNDI, [allonge, heuresSup]);
    expect(apres.creneaux).toEqual([mardi, allonge, heuresSup]);
    expect(apres.creneaux[0]).toBe(mardi);
  });

  it('recounts the hours with the contract’s rule (colour included)', () => {
    expect(planning.compteurs[0]).toMatchObject({ minutesEffectives: 840, etat: 'orange' });
    const apres = remplacerJournee(planning, MARDI, []);
    expect(apres.compteurs[0]).toMatchObject({ minutesEffectives: 420, heures: 7, etat: 'gris' });
  });

  it('keeps counting the holidays the service counts automatically (decision 076)', () => {
    // 17 November is no holiday: the week only pretends, to recount on the server's list.
    const ferie = { ...planning, feriesAutomatiques: [MARDI] };
    const apres = remplacerJournee(ferie, MARDI, []);
    expect(apres.compteurs[0]).toMatchObject({ minutesEffectives: 420 + 120, minutesFeriesAutomatiques: 120 });
  });

  it('leaves out the days the member is unavailable', () => {
    const absente = membreFixture({
      membreId: 1,
      prenom: 'Alice',
      nom: 'Martin',
      employe: { ...alice.employe, indisponibilites: [{ jour: { jourId: 2 }, semaine: S47 }] },
    });
    expect([...joursIndisponibles(absente)]).toEqual([MARDI]);
    const apres = remplacerJournee({ ...planning, membres: [absente] }, LUNDI, [lundi]);
    expect(apres.compteurs[0]?.minutesEffectives).toBe(420);
  });
});

describe('columns of the grid', () => {
  it('groups the slots by day and member, in time order', () => {
    const soir = creneauFixture(2, 1, LUNDI, 840, 1290);
    const matin = creneauFixture(1, 1, LUNDI, 420, 840);
    const autre = creneauFixture(3, 2, LUNDI, 420, 840);
    const colonnes = creneauxParColonne([soir, autre, matin]);
    expect(colonnes.get(`${LUNDI}|1`)).toEqual([matin, soir]);
    expect(colonnes.get(`${LUNDI}|2`)).toEqual([autre]);
  });

  it('draws a slot to come with id 0', () => {
    const c = creneauProvisoire(1, {
      membreId: 2,
      date: LUNDI,
      type: 'CreneauDeFormation',
      heureDebut: 540,
      heureFin: 600,
    });
    expect(c).toMatchObject({ creneauId: 0, membreId: 2, heureDebut: { toHeureMinute: '09:00' }, abilities: {} });
  });
});
