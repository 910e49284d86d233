import { AUTHENTICATED, defineRoute } from '../common/define-route';
import { HistoriquePageSchema, HistoriqueParamsSchema, HistoriqueQuerySchema } from './historique.schemas';

const tags = ['Historique'] as const;

export const historiqueRoutes = {
  lireDeEmploye: defineRoute({
    method: 'GET',
    path: '/employe/:id/historique',
    summary:
      "Historique des changements d'un employé, du plus récent au plus ancien (ADMINISTRATEUR de l'établissement ou Administrateur)",
    tags,
    permission: AUTHENTICATED,
    params: HistoriqueParamsSchema,
    query: HistoriqueQuerySchema,
    responses: { 200: HistoriquePageSchema },
  }),
} as const;
