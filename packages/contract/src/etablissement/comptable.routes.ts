import { z } from 'zod';
import { AUTHENTICATED, defineRoute } from '../common/define-route';
import {
  ComptableAjoutBodySchema,
  ComptableCandidatSchema,
  ComptableRetraitBodySchema,
  ComptablesSchema,
} from './comptable.schemas';
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
  candidats: defineRoute({
    method: 'GET',
    path: `${path}/candidats`,
    // Issue 23: the director manages the accountants without the employee list, which stays
    // with the establishment's administrators (spec §1 « Employés »).
    summary: "Employés de l'établissement qu'on peut nommer comptables (directeur ou administrateur), par nom",
    tags,
    permission: AUTHENTICATED,
    params: EtablissementIdParamsSchema,
    responses: { 200: z.array(ComptableCandidatSchema) },
  }),
  ajouter: defineRoute({
    method: 'POST',
    path,
    summary: "Ajouter un comptable (directeur ou administrateur de l'établissement) ; rôle COMPTABLE recalculé",
    tags,
    permission: AUTHENTICATED,
    params: EtablissementIdParamsSchema,
    body: ComptableAjoutBodySchema,
    responses: { 200: ComptablesSchema },
  }),
  retirer: defineRoute({
    method: 'DELETE',
    path,
    summary: "Retirer un comptable (directeur ou administrateur de l'établissement) ; rôle COMPTABLE recalculé",
    tags,
    permission: AUTHENTICATED,
    params: EtablissementIdParamsSchema,
    body: ComptableRetraitBodySchema,
    responses: { 200: ComptablesSchema },
  }),
} as const;
