import { z } from 'zod';
import { AUTHENTICATED, defineRoute, requireRole } from '../common/define-route';
import { ADMINISTRATEUR_GLOBAL, UTILISATEUR } from '../common/roles';
import { EtablissementSchema } from './etablissement.schemas';
import {
  DirecteurBodySchema,
  EtablissementCreationBodySchema,
  EtablissementDetailSchema,
  EtablissementIdParamsSchema,
  ReglagesBodySchema,
} from './etablissement-admin.schemas';
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
  lire: defineRoute({
    method: 'GET',
    path: '/etablissement/:id',
    summary: "Détail d'un établissement : association, directeur, réglages et droits de l'utilisateur",
    tags,
    permission: AUTHENTICATED,
    params: EtablissementIdParamsSchema,
    responses: { 200: EtablissementDetailSchema },
  }),
  creer: defineRoute({
    method: 'POST',
    path: '/etablissement',
    summary: "Créer un établissement (l'association est fixée à 2 par l'écran)",
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    body: EtablissementCreationBodySchema,
    responses: { 201: EtablissementDetailSchema },
  }),
  designerDirecteur: defineRoute({
    method: 'PUT',
    path: '/etablissement/:id/directeur',
    summary: "Désigner le directeur, un employé de l'établissement ; rôles DIRECTEUR recalculés",
    tags,
    permission: AUTHENTICATED,
    params: EtablissementIdParamsSchema,
    body: DirecteurBodySchema,
    responses: { 200: EtablissementDetailSchema },
  }),
  modifierReglages: defineRoute({
    method: 'PUT',
    path: '/etablissement/:id/reglages',
    summary: "Réglages de l'établissement (Administrateur) : seuls les champs envoyés changent",
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    params: EtablissementIdParamsSchema,
    body: ReglagesBodySchema,
    responses: { 200: EtablissementDetailSchema },
  }),
} as const;
