import { z } from 'zod';
import { defineRoute, PUBLIC } from '../common/define-route';

export const santeRoutes = {
  sante: defineRoute({
    method: 'GET',
    path: '/sante',
    summary: 'État du serveur (sonde des répartiteurs de charge), sans accès à la base',
    tags: ['Santé'],
    permission: PUBLIC,
    responses: { 200: z.object({ statut: z.literal('ok') }) },
  }),
} as const;
