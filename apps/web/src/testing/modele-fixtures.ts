import {
  ABILITIES_SERVICE_TOUS_LES_EMPLOYES,
  borneHoraire,
  type Membre,
  type ModeleCreneauDeTravail,
  type ModeleJourDeRepos,
  type ModelePlanning,
  type Service,
} from '@roulement/contract';

export const membreFixture = (membreId: number, prenom: string, overrides: Partial<Membre> = {}): Membre => ({
  membreId,
  serviceId: 5,
  employe: {
    employeId: membreId + 100,
    nomComplet: `${prenom} Essai`,
    etablissement: { etablissementId: 14 },
    utilisateur: { utilisateurId: membreId + 200, prenom, nom: 'Essai', nomComplet: `${prenom} Essai` },
    indisponibilites: [],
  },
  couleur: '#1565C0',
  heuresHebdo: 35,
  titulaire: true,
  nomComplet: `${prenom} Essai`,
  dateFin: null,
  ...overrides,
});

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

/** Service 5 of establishment 14, with these members; the template screen reads the template's abilities. */
export const serviceFixture = (membres: Membre[]): Service => ({
  serviceId: 5,
  nom: 'Foyer Essai',
  chefDeService: null,
  etablissement: {
    etablissementId: 14,
    raisonSociale: 'Foyer d’essai',
    siegeSocialId: null,
    granulariteMinutes: 15,
    aideIndividuelleMensuelle: false,
  },
  dateFermeture: null,
  heuresSurJoursFeriesAutomatiques: false,
  validationAutonome: false,
  dateDernierExportElementsPaye: null,
  membres,
  abilities: { ...ABILITIES_SERVICE_TOUS_LES_EMPLOYES, voirPlanning: true },
});
