import {
  borneHoraire,
  type Creneau,
  compteursHeures,
  joursDeSemaine,
  type Membre,
  numeroSemaine,
  type PlanningSemaine,
  type Semaine,
  type Service,
} from '@roulement/contract';

/** A member of service 1 (Foyer Les Cèdres in the demo), present all week. */
export const membreFixture = (
  membreId: number,
  prenom: string,
  nom: string,
  overrides: Partial<Membre> = {},
): Membre => ({
  membreId,
  serviceId: 1,
  employe: {
    employeId: 100 + membreId,
    nomComplet: `${prenom} ${nom}`,
    etablissement: { etablissementId: 14 },
    utilisateur: { utilisateurId: 200 + membreId, prenom, nom, nomComplet: `${prenom} ${nom}` },
    indisponibilites: [],
  },
  couleur: '#90CAF9',
  heuresHebdo: 35,
  titulaire: true,
  nomComplet: `${prenom} ${nom}`,
  dateFin: null,
  ...overrides,
});

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
  return {
    serviceId: 1,
    semaine: { ...semaine, numeroSemaine: numeroSemaine(semaine), dateDebut: jours[0]!, dateFin: jours[6]! },
    modeleEnVigueur: true,
    membres,
    creneaux,
    compteurs: compteursHeures(
      membres,
      creneaux.map((c) => ({ ...c, heureDebut: c.heureDebut.valeur, heureFin: c.heureFin.valeur })),
      () => false,
    ),
    abilities: { ajouterCreneau: true, ajouterFormation: true, modifierModele: true },
    ...overrides,
  };
}

export const serviceFixture = (overrides: Partial<Service> = {}): Service => ({
  serviceId: 1,
  nom: 'Foyer Les Cèdres',
  chefDeService: { employeId: 101, utilisateurId: 201, nomComplet: 'Charlotte Chef' },
  etablissement: {
    etablissementId: 14,
    raisonSociale: 'Foyer d’hébergement Les Cèdres',
    siegeSocialId: null,
    granulariteMinutes: 15,
    aideIndividuelleMensuelle: true,
  },
  dateFermeture: null,
  heuresSurJoursFeriesAutomatiques: false,
  validationAutonome: false,
  dateDernierExportElementsPaye: null,
  membres: [],
  abilities: {
    administrer: true,
    renommer: true,
    changerChef: true,
    fermer: false,
    supprimer: false,
    modifierJoursFeriesAuto: true,
    modifierValidationAutonome: false,
    gererMembres: true,
    voirFicheEmploye: false,
    poserConges: false,
    voirConges: true,
    voirAim: true,
    exportPaye: true,
    voirPlanning: true,
    modifierPlanning: true,
    publierDansLePasse: false,
  },
  ...overrides,
});
