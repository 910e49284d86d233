import { z } from 'zod';
import { AUTHENTICATED, defineRoute, requireRole } from '../common/define-route';
import { UTILISATEUR } from '../common/roles';
import { EtablissementSchema } from './etablissement.schemas';
import {
  FicheDePresenceParamsSchema,
  FicheDePresenceQuerySchema,
  FicheDePresenceSchema,
} from './fiche-de-presence.schemas';

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
  ficheDePresence: defineRoute({
    method: 'GET',
    path: '/etablissement/:id/ficheDePresence',
    summary: "Fiche de présence d'un jour : employés présents et employés en congé, avec le type du congé",
    tags,
    // Spec doc. 1 §2.1: the leave table and its sheet need UTILISATEUR; the establishment is then
    // checked against the user's roles (404 outside them).
    permission: requireRole(UTILISATEUR),
    params: FicheDePresenceParamsSchema,
    query: FicheDePresenceQuerySchema,
    responses: { 200: FicheDePresenceSchema },
  }),
} as const;
