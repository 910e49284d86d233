import { AUTHENTICATED, defineRoute } from '../common/define-route';
import { IdParamsSchema } from '../common/fields';
import { AssociationIdParamsSchema } from '../conges/regle-conges.schemas';
import {
  ACouvrirQuerySchema,
  ACouvrirSchema,
  CandidatsSchema,
  ChiffresQuerySchema,
  ChiffresSchema,
  PreferenceRemplacementSchema,
} from './couverture.schemas';
import { ReglesTravailSchema, RegleTravailBodySchema } from './regle-travail.schemas';

const tags = ['Couverture des absences'] as const;

export const couvertureRoutes = {
  aCouvrir: defineRoute({
    method: 'GET',
    path: '/couverture/etablissement/:id/a-couvrir',
    summary: "Créneaux à remplacer des 28 prochains jours, le plus urgent d'abord (chef de service, administrateur)",
    tags,
    permission: AUTHENTICATED,
    params: IdParamsSchema,
    query: ACouvrirQuerySchema,
    responses: { 200: ACouvrirSchema },
  }),
  candidats: defineRoute({
    method: 'GET',
    path: '/couverture/creneau/:id/candidats',
    summary: 'Candidats classés pour un créneau à couvrir, avec les raisons et les règles du travail',
    tags,
    permission: AUTHENTICATED,
    params: IdParamsSchema,
    responses: { 200: CandidatsSchema },
  }),
  chiffres: defineRoute({
    method: 'GET',
    path: '/couverture/etablissement/:id/chiffres',
    summary: "Couverture des absences d'un établissement, mois par mois",
    tags,
    permission: AUTHENTICATED,
    params: IdParamsSchema,
    query: ChiffresQuerySchema,
    responses: { 200: ChiffresSchema },
  }),
  regles: defineRoute({
    method: 'GET',
    path: '/couverture/regles/:associationId',
    summary: "Règles du temps de travail de l'association, toutes les versions",
    tags,
    permission: AUTHENTICATED,
    params: AssociationIdParamsSchema,
    responses: { 200: ReglesTravailSchema },
  }),
  creerRegle: defineRoute({
    method: 'POST',
    path: '/couverture/regles/:associationId',
    summary: 'Ajouter une version des règles du temps de travail (Administrateur du siège)',
    tags,
    permission: AUTHENTICATED,
    params: AssociationIdParamsSchema,
    body: RegleTravailBodySchema,
    responses: { 201: ReglesTravailSchema },
  }),
  preference: defineRoute({
    method: 'GET',
    path: '/couverture/utilisateur/:id/preference',
    summary: 'Remplacements acceptés dans les autres établissements (soi-même)',
    tags,
    permission: AUTHENTICATED,
    params: IdParamsSchema,
    responses: { 200: PreferenceRemplacementSchema },
  }),
  modifierPreference: defineRoute({
    method: 'PUT',
    path: '/couverture/utilisateur/:id/preference',
    summary: 'Accepter ou non des remplacements dans les autres établissements (soi-même)',
    tags,
    permission: AUTHENTICATED,
    params: IdParamsSchema,
    body: PreferenceRemplacementSchema,
    responses: { 200: PreferenceRemplacementSchema },
  }),
} as const;
