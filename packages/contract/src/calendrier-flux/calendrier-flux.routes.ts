import { z } from 'zod';
import { AUTHENTICATED, defineRoute, PUBLIC } from '../common/define-route';
import { FluxCalendrierSchema, FluxJetonParamsSchema } from './calendrier-flux.schemas';

const tags = ['Calendrier (iCalendar)'] as const;

export const calendrierFluxRoutes = {
  lire: defineRoute({
    method: 'GET',
    path: '/calendrier-flux',
    summary: 'Ses adresses iCalendar privées (créées à la première lecture)',
    tags,
    permission: AUTHENTICATED,
    responses: { 200: FluxCalendrierSchema },
  }),
  regenerer: defineRoute({
    method: 'POST',
    path: '/calendrier-flux/regenerer',
    summary: 'Nouvelles adresses iCalendar : les précédentes cessent aussitôt de répondre',
    tags,
    permission: AUTHENTICATED,
    responses: { 200: FluxCalendrierSchema },
  }),
  // Public: a phone's calendar sends no session. The token in the path is the only key.
  planning: defineRoute({
    method: 'GET',
    path: '/calendrier-flux/:jeton.ics',
    summary: 'Calendrier (RFC 5545) de ses créneaux et congés, du mois passé aux douze prochains',
    tags,
    permission: PUBLIC,
    params: FluxJetonParamsSchema,
    produces: 'text/calendar',
    responses: { 200: z.string() },
  }),
  absences: defineRoute({
    method: 'GET',
    path: '/calendrier-flux/absences/:jeton.ics',
    summary: 'Calendrier (RFC 5545) des congés des membres de ses services (chef de service)',
    tags,
    permission: PUBLIC,
    params: FluxJetonParamsSchema,
    produces: 'text/calendar',
    responses: { 200: z.string() },
  }),
};
