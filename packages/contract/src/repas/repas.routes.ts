import { z } from 'zod';
import { AUTHENTICATED, defineRoute } from '../common/define-route';
import {
  HorairesRepasBodySchema,
  HorairesRepasSchema,
  PrevisionRepasJourSchema,
  PrevisionRepasQuerySchema,
  RepasParamsSchema,
} from './repas.schemas';

const tags = ['Restauration'] as const;

export const repasRoutes = {
  lireHoraires: defineRoute({
    method: 'GET',
    path: '/etablissement/:id/horaires-repas',
    summary: "Plages du repas de midi et du soir d'un établissement (null quand elles ne sont pas réglées)",
    tags,
    permission: AUTHENTICATED,
    params: RepasParamsSchema,
    responses: { 200: HorairesRepasSchema },
  }),
  modifierHoraires: defineRoute({
    method: 'PUT',
    path: '/etablissement/:id/horaires-repas',
    summary: 'Modifier les plages des repas (DIRECTEUR ou ADMINISTRATEUR de l’établissement)',
    tags,
    permission: AUTHENTICATED,
    params: RepasParamsSchema,
    body: HorairesRepasBodySchema,
    responses: { 200: HorairesRepasSchema },
  }),
  prevision: defineRoute({
    method: 'GET',
    path: '/etablissement/:id/previsionRepas',
    summary:
      'Prévision des repas, par jour (4 au plus) et par service : les employés dont un créneau effectif chevauche la plage du repas',
    tags,
    permission: AUTHENTICATED,
    params: RepasParamsSchema,
    query: PrevisionRepasQuerySchema,
    responses: { 200: z.array(PrevisionRepasJourSchema) },
  }),
} as const;
