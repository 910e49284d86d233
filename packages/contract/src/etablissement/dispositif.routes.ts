import { AUTHENTICATED, defineRoute } from '../common/define-route';
import { DispositifCreationBodySchema, DispositifParamsSchema, DispositifsSchema } from './dispositif.schemas';
import { EtablissementIdParamsSchema } from './etablissement-admin.schemas';

const tags = ['Établissements'] as const;

export const dispositifRoutes = {
  lister: defineRoute({
    method: 'GET',
    path: '/etablissement/:id/dispositifs',
    summary: "Dispositifs d'accueil actifs de l'établissement, par libellé",
    tags,
    permission: AUTHENTICATED,
    params: EtablissementIdParamsSchema,
    responses: { 200: DispositifsSchema },
  }),
  creer: defineRoute({
    method: 'POST',
    path: '/etablissement/:id/dispositifs',
    summary: "Créer un dispositif d'accueil (administrateur de l'établissement)",
    tags,
    permission: AUTHENTICATED,
    params: EtablissementIdParamsSchema,
    body: DispositifCreationBodySchema,
    responses: { 200: DispositifsSchema },
  }),
  supprimer: defineRoute({
    method: 'DELETE',
    path: '/etablissement/:id/dispositifs/:dispositifId',
    summary: 'Supprimer un dispositif : plus de nouvelle admission, les séjours en cours restent valides',
    tags,
    permission: AUTHENTICATED,
    params: DispositifParamsSchema,
    responses: { 200: DispositifsSchema },
  }),
} as const;
