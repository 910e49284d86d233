import { z } from 'zod';
import { defineRoute, requireRole } from '../common/define-route';
import { ADMINISTRATEUR_GLOBAL } from '../common/roles';
import { AssociationCreationBodySchema, AssociationParamsSchema, AssociationSchema } from './association.schemas';

const tags = ['Associations'] as const;

/** Spec §2.1: the association screens belong to the Administrateur. */
export const associationRoutes = {
  lister: defineRoute({
    method: 'GET',
    path: '/etablissement/association',
    summary: 'Associations, triées par identifiant',
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    responses: { 200: z.array(AssociationSchema) },
  }),
  lire: defineRoute({
    method: 'GET',
    path: '/etablissement/association/:associationId',
    summary: "Détail d'une association",
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    params: AssociationParamsSchema,
    responses: { 200: AssociationSchema },
  }),
  creer: defineRoute({
    method: 'POST',
    path: '/etablissement/association',
    summary: 'Créer une association (nom obligatoire ; SIREN, FINESS et SIRET facultatifs)',
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    body: AssociationCreationBodySchema,
    responses: { 201: AssociationSchema },
  }),
} as const;
