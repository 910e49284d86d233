import type {
  Conges,
  CongesCredit,
  CongesType,
  Contrat,
  ContratType,
  Employe,
  EmployeResume,
  Metier,
} from '@roulement/contract';

export const congesTypeFixture = (overrides: Partial<CongesType> = {}): CongesType => ({
  congesTypeId: 1,
  label: 'Congés payés',
  shortLabel: 'CP',
  couleur: '#4caf50',
  avecSolde: true,
  chevauchementAutorise: false,
  demiJourneeAutorisee: false,
  modeDecompte: 'OUVRABLES',
  ...overrides,
});

const TRIMESTRIELS = congesTypeFixture({
  congesTypeId: 2,
  label: 'Congés trimestriels',
  shortLabel: 'CT',
  couleur: '#2196f3',
});
export const CONGES_TYPES: CongesType[] = [
  congesTypeFixture(),
  TRIMESTRIELS,
  congesTypeFixture({
    congesTypeId: 4,
    label: 'Maladie',
    shortLabel: 'MA',
    couleur: '#9e9e9e',
    avecSolde: false,
    chevauchementAutorise: true,
  }),
  congesTypeFixture({
    congesTypeId: 7,
    label: 'Demi-journée',
    shortLabel: 'DJ',
    couleur: '#ff9800',
    avecSolde: false,
    demiJourneeAutorisee: true,
  }),
];

const CDI: ContratType = {
  contratTypeId: 1,
  acronyme: 'CDI',
  libelle: 'Contrat à durée indéterminée',
  eligibleRemplacement: false,
};
const CDD: ContratType = {
  contratTypeId: 2,
  acronyme: 'CDD',
  libelle: 'Contrat à durée déterminée',
  eligibleRemplacement: true,
};
export const CONTRAT_TYPES: ContratType[] = [CDI, CDD];

const AIDE_SOIGNANT: Metier = { metierId: 1, libelle: 'Aide-soignant(e)' };
export const METIERS: Metier[] = [AIDE_SOIGNANT, { metierId: 2, libelle: 'Éducateur spécialisé' }];

export const contratFixture = (overrides: Partial<Contrat> = {}): Contrat => ({
  contratId: 10,
  type: CDI,
  heuresHebdo: 35,
  metier: AIDE_SOIGNANT,
  dateDebut: '2020-09-01',
  dateFin: null,
  cadre: false,
  nbJoursAstreintesAnnuels: 0,
  status: 'En cours',
  remplaceEmployeId: null,
  remplaceNomComplet: null,
  ...overrides,
});

export const congesFixture = (overrides: Partial<Conges> = {}): Conges => ({
  congesId: 100,
  employeId: 5,
  type: congesTypeFixture(),
  dateDebut: '2026-03-02',
  dateFin: '2026-03-06',
  demiJournee: 0,
  demiJourneeLabel: null,
  nbJours: 5,
  dateDemande: null,
  demandeCongesId: null,
  commentaire: null,
  abilities: { modifier: true, supprimer: true },
  ...overrides,
});

export const creditFixture = (overrides: Partial<CongesCredit> = {}): CongesCredit => ({
  congesCreditId: 200,
  type: congesTypeFixture(),
  date: '2026-01-01',
  nbJours: 2.5,
  exceptionnel: false,
  dateExpiration: null,
  commentaire: null,
  abilities: { modifier: true, supprimer: true },
  ...overrides,
});

export const employeResumeFixture = (overrides: Partial<EmployeResume> = {}): EmployeResume => ({
  employeId: 5,
  utilisateur: {
    utilisateurId: 7,
    genre: 'Mr',
    nom: 'Salarié',
    prenom: 'Samuel',
    email: 'salarie@demo.test',
    nomComplet: 'Samuel Salarié',
    hasAvatar: false,
  },
  nomComplet: 'Samuel Salarié',
  emailPro: null,
  status: 'Présent(e)',
  complementStatus: null,
  metier: 'Aide-soignant(e)',
  ...overrides,
});

export const employeFixture = (overrides: Partial<Employe> = {}): Employe => ({
  ...employeResumeFixture(),
  etablissement: { etablissementId: 14, raisonSociale: 'Maison des Aulnes', siegeSocialId: 1, granulariteMinutes: 15 },
  titulaire: true,
  salarie: true,
  cadre: false,
  delegueDuPersonnel: false,
  administrateur: false,
  soldeRecupInitial: 0,
  dateEntreeAnciennete: null,
  indisponibilites: [],
  contrats: [contratFixture()],
  conges: [],
  congesCredits: [],
  congesSoldes: [
    { congesType: congesTypeFixture(), solde: 12.5, soldeFutur: 7.5 },
    { congesType: TRIMESTRIELS, solde: -1, soldeFutur: -1 },
  ],
  autresConges: { nbJoursADate: 3, nbJoursTotal: 4 },
  recuperations: {
    soldeRecupInitial: 120,
    soldeDeRecuperationADate: 330,
    soldeDeRecuperationTotal: 450,
    detailsParDateAVenir: {},
    detailsParDatePasse: {},
  },
  heuresDeTravail: null,
  membres: [],
  abilities: { modifier: true, voirSoldes: true },
  ...overrides,
});
