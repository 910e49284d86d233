import { describe, expect, it } from 'vitest';
import { creneauModeleFixture, modeleFixture, reposModeleFixture } from '../../../../testing/planning-fixtures';
import { actionsRepos, contenuDuJour, indexerModele, jourSuivant, joursLibresPourDeplacer } from './jours-modele';

const modele = modeleFixture(
  2,
  [
    creneauModeleFixture(1, 1, 1, 3, 840, 1020),
    creneauModeleFixture(2, 1, 1, 3, 420, 600),
    creneauModeleFixture(3, 1, 2, 3, 480, 660),
    creneauModeleFixture(4, 2, 3, 3, 420, 840),
  ],
  [reposModeleFixture(10, 1, 3, 3), reposModeleFixture(11, 1, 4, 3, true)],
);
const index = indexerModele(modele);
const jour = (ordre: number, jourId: number) => contenuDuJour(index, { ordre, jourId, membreId: 3 });

describe("a template's days", () => {
  it('gathers each member day: slots by start time, worked minutes, rest day', () => {
    expect(jour(1, 1).creneaux.map((c) => c.modeleCreneauDeTravailId)).toEqual([2, 1]);
    expect(jour(1, 1).minutesTravaillees).toBe(360);
    expect(jour(1, 3).repos?.modeleJourDeReposId).toBe(10);
    expect(jour(2, 7)).toEqual({ creneaux: [], repos: null, minutesTravaillees: 0 });
  });

  it('allows a full rest day only without work, a half one within 3 h 30 (decision 021)', () => {
    expect(actionsRepos(jour(1, 5))).toMatchObject({ poserComplet: true, poserDemi: true });
    expect(actionsRepos(jour(1, 2))).toMatchObject({ poserComplet: false, poserDemi: true });
    expect(actionsRepos(jour(1, 1))).toMatchObject({ poserComplet: false, poserDemi: false });
    expect(actionsRepos(jour(1, 3))).toMatchObject({ poserComplet: false, poserDemi: false, passerEnComplet: false });
    expect(actionsRepos(jour(1, 4))).toMatchObject({ passerEnComplet: true });
  });

  it('disables switching to a full day while the member works that day', () => {
    const avecTravail = indexerModele(
      modeleFixture(1, [creneauModeleFixture(1, 1, 4, 3, 480, 600)], [reposModeleFixture(11, 1, 4, 3, true)]),
    );
    expect(actionsRepos(contenuDuJour(avecTravail, { ordre: 1, jourId: 4, membreId: 3 })).passerEnComplet).toBe(false);
  });

  it('moves a rest day only to a free day of the member', () => {
    const complet = modele.semaines[0]!.joursDeRepos[0]!;
    const libres = joursLibresPourDeplacer(index, [1, 2], complet).map((c) => `${c.ordre}-${c.jourId}`);
    expect(libres).toEqual(['1-5', '1-6', '1-7', '2-1', '2-2', '2-4', '2-5', '2-6', '2-7']);
    const demi = modele.semaines[0]!.joursDeRepos[1]!;
    expect(joursLibresPourDeplacer(index, [1], demi).map((c) => c.jourId)).toEqual([2, 5, 6, 7]);
  });

  it('follows Sunday with the Monday of the next week, the last week with the first', () => {
    expect(jourSuivant({ ordre: 1, jourId: 3, membreId: 3 }, 2)).toEqual({ ordre: 1, jourId: 4, membreId: 3 });
    expect(jourSuivant({ ordre: 1, jourId: 7, membreId: 3 }, 2)).toEqual({ ordre: 2, jourId: 1, membreId: 3 });
    expect(jourSuivant({ ordre: 2, jourId: 7, membreId: 3 }, 2)).toEqual({ ordre: 1, jourId: 1, membreId: 3 });
  });
});
