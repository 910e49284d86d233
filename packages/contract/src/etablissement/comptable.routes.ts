import { AUTHENTICATED, defineRoute } from '../common/define-route';
import { ComptableAjoutBodySchema, ComptableRetraitBodySchema, ComptablesSchema } from './comptable.schemas';
import { EtablissementIdParamsSchema } from './etablissement-admin.schemas';

const tags = ['Établissements'] as const;
const path = '/etablissement/:id/comptable';

export const comptableRoutes = {
  lister: defineRoute({
    method: 'GET',
    path,
    summary: "Comptables de l'établissement",
    tags,
    permission: AUTHENTICATED,
    params: EtablissementIdParamsSchema,
    responses: { 200: ComptablesSchema },
  }),
  ajouter: defineRoute({
    method: 'POST',
    path,
    summary: "Ajouter un comptable (administrateur de l'établissement) ; rôle COMPTABLE recalculé",
    tags,
    permission: AUTHENTICATED,
    params: EtablissementIdParamsSchema,
    body: ComptableAjoutBodySchema,
    responses: { 200: ComptablesSchema },
  }),
  retirer: defineRoute({
    method: 'DELETE',
    path,
    summary: "Retirer un comptable (administrateur de l'établissement) ; rôle COMPTABLE recalculé",
    tags,
    permission: AUTHENTICATED,
    params: EtablissementIdParamsSchema,
    body: ComptableRetraitBodySchema,
    responses: { 200: ComptablesSchema },
  }),
} as const;
