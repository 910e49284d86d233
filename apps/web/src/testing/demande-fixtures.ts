import { borneHoraire, type PropositionHeuresSupp, type RecuperationEvaluee } from '@roulement/contract';
import { employeFixture } from './employe-fixtures';
import { jsonResponse } from './mock-fetch';

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
