import { z } from 'zod';
import { AUTHENTICATED, defineRoute } from '../common/define-route';
import { EtablissementSchema } from './etablissement.schemas';

const tags = ['Établissements'] as const;

export const etablissementRoutes = {
  lister: defineRoute({
    method: 'GET',
    path: '/etablissement',
    summary: "Établissements visibles par l'utilisateur, triés par identifiant",
    tags,
    permission: AUTHENTICATED,
    responses: { 200: z.array(EtablissementSchema) },
  }),
} as const;
