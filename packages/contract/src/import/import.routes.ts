import { z } from 'zod';
import { AUTHENTICATED, defineRoute } from '../common/define-route';
import { ImportInvitationsBodySchema, ImportRapportSchema, ModeleQuerySchema } from './import.schemas';

const tags = ['Imports'] as const;
const fichier = 'formulaire multipart, champ fichier, CSV ou XLSX de 10 Mo au plus';

export const importRoutes = {
  apercuEmployes: defineRoute({
    method: 'POST',
    path: '/import/employes/apercu',
    summary: `Aperçu d'un import d'employés, sans rien écrire (${fichier})`,
    tags,
    permission: AUTHENTICATED,
    multipart: true,
    responses: { 200: ImportRapportSchema },
  }),
  appliquerEmployes: defineRoute({
    method: 'POST',
    path: '/import/employes/appliquer',
    summary: `Importer des employés : tout le fichier en une transaction, ou rien s'il a une erreur (${fichier})`,
    tags,
    permission: AUTHENTICATED,
    multipart: true,
    responses: { 200: ImportRapportSchema },
  }),
  envoyerInvitations: defineRoute({
    method: 'POST',
    path: '/import/employes/invitations',
    summary: "Envoyer le lien d'invitation (décision 011) aux comptes créés par un import, par la file des e-mails",
    tags,
    permission: AUTHENTICATED,
    body: ImportInvitationsBodySchema,
    responses: { 200: z.object({ envoyees: z.number().int() }) },
  }),
  exporterEmployes: defineRoute({
    method: 'GET',
    path: '/import/employes/export',
    summary: "Les employés des établissements que l'on administre, dans la forme du modèle d'import (CSV ou XLSX)",
    tags,
    permission: AUTHENTICATED,
    query: ModeleQuerySchema,
    produces: 'application/octet-stream',
    responses: { 200: z.any() },
  }),
  modeleEmployes: defineRoute({
    method: 'GET',
    path: '/import/employes/modele',
    summary: "Modèle du fichier d'import des employés (CSV ou XLSX), en-tête et ligne d'exemple",
    tags,
    permission: AUTHENTICATED,
    query: ModeleQuerySchema,
    produces: 'application/octet-stream',
    responses: { 200: z.any() },
  }),
};
