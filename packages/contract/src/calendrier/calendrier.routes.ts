import { z } from 'zod';
import { AUTHENTICATED, defineRoute } from '../common/define-route';
import {
  BorneHoraireQuerySchema,
  BorneHoraireSchema,
  JourFerieSchema,
  JourSchema,
  JoursFeriesQuerySchema,
} from './calendrier.schemas';

const tags = ['Calendrier'] as const;

export const calendrierRoutes = {
  bornesHoraires: defineRoute({
    method: 'GET',
    path: '/calendrier/borneHoraire',
    summary: 'Bornes horaires proposées (de 00:00 à 24:00, au pas de la granularité)',
    tags,
    permission: AUTHENTICATED,
    query: BorneHoraireQuerySchema,
    responses: { 200: z.array(BorneHoraireSchema) },
  }),
  jours: defineRoute({
    method: 'GET',
    path: '/calendrier/jour',
    summary: 'Jours de la semaine (1 = lundi)',
    tags,
    permission: AUTHENTICATED,
    responses: { 200: z.array(JourSchema) },
  }),
  joursFeries: defineRoute({
    method: 'GET',
    path: '/calendrier/joursFeries',
    summary: "Jours fériés en France métropolitaine pour l'année",
    tags,
    permission: AUTHENTICATED,
    query: JoursFeriesQuerySchema,
    responses: { 200: z.array(JourFerieSchema) },
  }),
} as const;
