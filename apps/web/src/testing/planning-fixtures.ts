import {
  borneHoraire,
  type Creneau,
  compteursHeures,
  joursDeSemaine,
  type Membre,
  type ModeleCreneauDeTravail,
  type ModeleJourDeRepos,
  type ModelePlanning,
  numeroSemaine,
  type PlanningSemaine,
  type Semaine,
} from '@roulement/contract';

// Compact answers (decision 023): flags are present only when set.
export const creneauFixture = (
  creneauId: number,
  membreId: number,
  date: string,
  debut: number,
  fin: number,
  overrides: Partial<Creneau> = {},
): Creneau => ({
  creneauId,
  creneauTriId: creneauId,
  type: 'CreneauDeTravail',
  serviceId: 1,
  membreId,
  date,
  heureDebut: borneHoraire(debut),
  heureFin: borneHoraire(fin),
  abilities: {},
  ...overrides,
});

/** A week of service 1 with its counters computed as the server does. */
export function planningFixture(
  semaine: Semaine,
  membres: Membre[],
  creneaux: Creneau[],
  overrides: Partial<PlanningSemaine> = {},
): PlanningSemaine {
  const jours = joursDeSemaine(semaine);
  const feriesAutomatiques = overrides.feriesAutomatiques ?? [];
  return {
    serviceId: 1,
    semaine: { ...semaine, numeroSemaine: numeroSemaine(semaine), dateDebut: jours[0]!, dateFin: jours[6]! },
    modeleEnVigueur: true,
    membres,
    creneaux,
    absences: [],
    feriesAutomatiques,
    compteurs: compteursHeures(
      membres,
      creneaux.map((c) => ({ ...c, heureDebut: c.heureDebut.valeur, heureFin: c.heureFin.valeur })),
      () => false,
      feriesAutomatiques,
    ),
    abilities: { ajouterCreneau: true, ajouterFormation: true, modifierModele: true },
    ...overrides,
  };
}

export const creneauModeleFixture = (
  id: number,
  ordreSemaine: number,
  jourId: number,
  membreId: number,
  debut: number,
  fin: number,
): ModeleCreneauDeTravail => ({
  modeleCreneauDeTravailId: id,
  ordreSemaine,
  jourId,
  membreId,
  heureDebut: borneHoraire(debut),
  heureFin: borneHoraire(fin),
});

export const reposModeleFixture = (
  id: number,
  ordreSemaine: number,
  jourId: number,
  membreId: number,
  demiJour = false,
): ModeleJourDeRepos => ({ modeleJourDeReposId: id, ordreSemaine, jour: { jourId }, membreId, demiJour });

/** A template of `nbSemaines` weeks holding the given parts, editable unless said otherwise. */
export function modeleFixture(
  nbSemaines: number,
  creneaux: ModeleCreneauDeTravail[] = [],
  repos: ModeleJourDeRepos[] = [],
  abilities: Partial<ModelePlanning['abilities']> = {},
): ModelePlanning {
  return {
    modelePlanningId: 7,
    serviceId: 5,
    semaines: Array.from({ length: nbSemaines }, (_, i) => ({
      ordre: i + 1,
      creneaux: creneaux.filter((c) => c.ordreSemaine === i + 1),
      joursDeRepos: repos.filter((r) => r.ordreSemaine === i + 1),
    })),
    infos: [],
    publications: [],
    abilities: { modifier: true, publier: true, publierDansLePasse: false, ...abilities },
  };
}
