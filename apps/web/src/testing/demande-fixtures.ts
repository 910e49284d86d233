import {
  borneHoraire,
  type Commentaire,
  DEMANDE_STATUT_LABELS,
  type Demande,
  type DemandeResume,
  type DemandeStatutId,
  type ImpactDemande,
  type Personne,
  type PropositionHeuresSupp,
  type RecuperationEvaluee,
  type Validation,
} from '@roulement/contract';
import { congesTypeFixture, employeFixture } from './employe-fixtures';
import { jsonResponse } from './mock-fetch';

export const personneFixture = (overrides: Partial<Personne> = {}): Personne => ({
  utilisateurId: 7,
  nomComplet: 'Samuel Salarié',
  email: 'salarie@demo.test',
  ...overrides,
});

const statut = (demandeStatutId: DemandeStatutId) => ({
  demandeStatutId,
  label: DEMANDE_STATUT_LABELS[demandeStatutId],
});

/** A pending leave request of Samuel Salarié (employee 5, establishment 14), made by himself. */
export const demandeResumeFixture = (
  overrides: Partial<Omit<DemandeResume, 'statut'>> & { statutId?: DemandeStatutId } = {},
): DemandeResume => {
  const { statutId = 1, ...rest } = overrides;
  return {
    demandeId: 40,
    typeDemande: 'Congés',
    statut: statut(statutId),
    dateDemande: '2026-02-20T09:30:00.000Z',
    dateDebut: '2026-03-02',
    dateFin: '2026-03-06',
    createur: personneFixture(),
    employe: { employeId: 5, utilisateurId: 7, nomComplet: 'Samuel Salarié', etablissementId: 14 },
    nbCommentaires: 0,
    nbValidationsAcceptees: 0,
    nbValidationsEnAttente: 2,
    nbValidationsRefusees: 0,
    ...rest,
  };
};

/** A pending validation of the head of service 3, which the viewer may not give. */
export const validationFixture = (overrides: Partial<Validation> = {}): Validation => ({
  validationId: 501,
  authority: 'CHEF_DE_SERVICE_3',
  authorityLabel: 'Chef de service – Internat',
  accepte: null,
  validePar: null,
  validateur: null,
  pourLeCompteDe: null,
  dateValidation: null,
  sousValidations: [],
  abilities: { valider: false },
  ...overrides,
});

export const commentaireFixture = (overrides: Partial<Commentaire> = {}): Commentaire => ({
  commentaireId: 801,
  commentaire: 'Je serai joignable par téléphone.',
  auteur: personneFixture(),
  instantPublication: '2026-02-20T10:00:00.000Z',
  supprime: false,
  abilities: { supprimer: false },
  ...overrides,
});

/**
 * The detail of `demandeResumeFixture`: a leave from 02/03 to 06/03, the director's root validation
 * over the head of service's, no comment, seen by its creator (who may cancel and comment).
 */
export const demandeFixture = (
  overrides: Partial<Omit<Demande, 'statut'>> & { statutId?: DemandeStatutId } = {},
): Demande => {
  const { statutId, ...rest } = overrides;
  return {
    ...demandeResumeFixture(statutId ? { statutId } : {}),
    commentaire: null,
    commentaires: [],
    validations: [
      validationFixture({
        validationId: 500,
        authority: 'DIRECTEUR_14',
        authorityLabel: 'Direction – Foyer Les Tilleuls',
        sousValidations: [validationFixture()],
      }),
    ],
    conges: {
      congesType: congesTypeFixture(),
      dateDebut: '2026-03-02',
      dateFin: '2026-03-06',
      demiJournee: 0,
      demiJourneeLabel: null,
      nbJours: 5,
    },
    heuresSupp: null,
    recuperation: null,
    ficheAim: null,
    abilities: { annuler: true, commenter: true, voirImpact: false },
    ...rest,
  };
};

/** An overtime request of 02/03/2026 from 14:00 to 16:00 in service 3, after a 07:00–14:00 slot. */
export const demandeHeuresSuppFixture = (overrides: Parameters<typeof demandeFixture>[0] = {}): Demande =>
  demandeFixture({
    typeDemande: 'Heures complémentaires',
    dateFin: '2026-03-02',
    conges: null,
    heuresSupp: {
      membreId: 31,
      serviceId: 3,
      serviceNom: 'Internat',
      date: '2026-03-02',
      heureDebut: borneHoraire(840),
      heureFin: borneHoraire(960),
      creneauxDuJour: [
        { creneauId: 900, type: 'CreneauDeTravail', heureDebut: borneHoraire(420), heureFin: borneHoraire(840) },
      ],
    },
    ...overrides,
  });

/** A recovery request of 02/03/2026 from 08:00 to 12:00 in service 3, one slot of work found. */
export const demandeRecuperationFixture = (overrides: Parameters<typeof demandeFixture>[0] = {}): Demande =>
  demandeFixture({
    typeDemande: 'Récupération',
    dateFin: '2026-03-02',
    conges: null,
    recuperation: {
      membreId: 31,
      serviceId: 3,
      serviceNom: 'Internat',
      dateDebut: '2026-03-02',
      heureDebut: borneHoraire(480),
      dateFin: '2026-03-02',
      heureFin: borneHoraire(720),
      recuperations: [
        {
          type: 'RECUPERATION',
          date: '2026-03-02',
          heureDebut: borneHoraire(480),
          heureFin: borneHoraire(720),
          dureeEnMinute: 240,
          creneauId: 901,
        },
      ],
    },
    ...overrides,
  });

export const impactFixture = (overrides: Partial<ImpactDemande> = {}): ImpactDemande => ({
  creneaux: [
    {
      creneauId: 902,
      date: '2026-03-03',
      serviceId: 3,
      serviceNom: 'Internat',
      type: 'CreneauDeTravail',
      heureDebut: borneHoraire(420),
      heureFin: borneHoraire(840),
    },
  ],
  absents: [
    { date: '2026-03-03', employeId: 9, nomComplet: 'Julie Dupont', serviceNom: 'Internat', congesType: 'Maladie' },
  ],
  ...overrides,
});

/** Samuel Salarié (employee 5, establishment 14), member of two services. */
export const monEmployeFixture = () =>
  employeFixture({
    membres: [
      { membreId: 31, serviceId: 3, serviceNom: 'Accueil de jour', couleur: '#90CAF9', heuresHebdo: 20 },
      { membreId: 33, serviceId: 4, serviceNom: 'Internat', couleur: '#A5D6A7', heuresHebdo: 15 },
    ],
  });

export const propositionFixture = (overrides: Partial<PropositionHeuresSupp> = {}): PropositionHeuresSupp => ({
  membreId: 31,
  date: '2026-11-16',
  heureDebut: 840,
  heureFin: 900,
  commentaire: null,
  creneau: { creneauId: 5, type: 'CreneauDeTravail', heureDebut: borneHoraire(420), heureFin: borneHoraire(840) },
  ...overrides,
});

export const recuperationFixture = (overrides: Partial<RecuperationEvaluee> = {}): RecuperationEvaluee => ({
  type: 'RECUPERATION',
  date: '2026-11-16',
  heureDebut: borneHoraire(420),
  heureFin: borneHoraire(840),
  dureeEnMinute: 420,
  creneauId: 5,
  ...overrides,
});

/** The API's error envelope with field errors (ARCHITECTURE §4.5). */
export const erreurDeChamps = (message: string, fieldErrors: Record<string, string>) =>
  jsonResponse({ statusCode: 400, error: 'Bad Request', code: 'BAD_REQUEST', message, fieldErrors }, 400);
