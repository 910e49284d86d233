import { AUTHENTICATED, defineRoute } from '../common/define-route';
import { IdParamsSchema } from '../common/fields';
import { ServiceIdParamsSchema } from '../planning/planning.schemas';
import {
  MesOffresSchema,
  OffreBodySchema,
  OffreSchema,
  OffresEtablissementSchema,
  ReglageOffresBodySchema,
  ReglageOffresSchema,
} from './offre.schemas';

const tags = ['Offres de remplacement'] as const;

const etape = (path: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    tags,
    permission: AUTHENTICATED,
    params: IdParamsSchema,
    responses: { 200: OffreSchema },
  });

export const offreRoutes = {
  envoyer: defineRoute({
    method: 'POST',
    path: '/offres',
    summary: "Proposer des créneaux à couvrir à des candidats (chef de service, administrateur de l'établissement)",
    tags,
    permission: AUTHENTICATED,
    body: OffreBodySchema,
    responses: { 201: OffreSchema },
  }),
  miennes: defineRoute({
    method: 'GET',
    path: '/offres/miennes',
    summary: 'Les offres de remplacement reçues, et le nombre qui attendent une réponse',
    tags,
    permission: AUTHENTICATED,
    responses: { 200: MesOffresSchema },
  }),
  etablissement: defineRoute({
    method: 'GET',
    path: '/offres/etablissement/:id',
    summary: "Les offres envoyées pour les services gérés d'un établissement, et leurs réglages",
    tags,
    permission: AUTHENTICATED,
    params: IdParamsSchema,
    responses: { 200: OffresEtablissementSchema },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/offres/:id',
    summary: 'Une offre, pour un de ses candidats ou pour qui gère ses services',
    tags,
    permission: AUTHENTICATED,
    params: IdParamsSchema,
    responses: { 200: OffreSchema },
  }),
  vue: etape('/offres/:id/vue', 'Le candidat a ouvert l’offre (tracé une fois)'),
  accepter: etape('/offres/:id/accepter', '« J’accepte » : le premier qui accepte prend les créneaux'),
  refuser: etape('/offres/:id/refuser', '« Je ne peux pas »'),
  confirmer: etape('/offres/:id/confirmer', "Confirmer l'acceptation : le remplacement est écrit (chef de service)"),
  retirer: etape('/offres/:id/retirer', "Retirer l'offre (chef de service, administrateur de l'établissement)"),
  reglage: defineRoute({
    method: 'PUT',
    path: '/offres/service/:serviceId/reglage',
    summary: 'Confirmer ou non les acceptations avant d’attribuer le créneau (par service)',
    tags,
    permission: AUTHENTICATED,
    params: ServiceIdParamsSchema,
    body: ReglageOffresBodySchema,
    responses: { 200: ReglageOffresSchema },
  }),
} as const;
