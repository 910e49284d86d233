import { z } from 'zod';
import { AUTHENTICATED, defineRoute } from '../common/define-route';
import {
  ImportInvitationsBodySchema,
  ImportRapportSchema,
  ImportSorteParamsSchema,
  ModeleQuerySchema,
} from './import.schemas';
import { ImportJournalEntreeSchema, ImportJournalParamsSchema } from './journal.schemas';

const tags = ['Imports'] as const;
const fichier = 'formulaire multipart, champ fichier, CSV ou XLSX de 10 Mo au plus';

export const importRoutes = {
  apercu: defineRoute({
    method: 'POST',
    path: '/import/:sorte/apercu',
    summary: `Aperçu d'un import d'une sorte (employés…), sans rien écrire (${fichier})`,
    params: ImportSorteParamsSchema,
    tags,
    permission: AUTHENTICATED,
    multipart: true,
    responses: { 200: ImportRapportSchema },
  }),
  appliquer: defineRoute({
    method: 'POST',
    path: '/import/:sorte/appliquer',
    summary: `Importer une sorte : tout le fichier en une transaction, ou rien s'il a une erreur (${fichier})`,
    params: ImportSorteParamsSchema,
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
  exporter: defineRoute({
    method: 'GET',
    path: '/import/:sorte/export',
    summary:
      "Les données d'une sorte dans les établissements que l'on administre, dans la forme de son modèle (CSV ou XLSX)",
    params: ImportSorteParamsSchema,
    tags,
    permission: AUTHENTICATED,
    query: ModeleQuerySchema,
    produces: 'application/octet-stream',
    responses: { 200: z.any() },
  }),
  modele: defineRoute({
    method: 'GET',
    path: '/import/:sorte/modele',
    summary: "Modèle du fichier d'import d'une sorte (CSV ou XLSX), en-tête et ligne d'exemple",
    params: ImportSorteParamsSchema,
    tags,
    permission: AUTHENTICATED,
    query: ModeleQuerySchema,
    produces: 'application/octet-stream',
    responses: { 200: z.any() },
  }),
  journal: defineRoute({
    method: 'GET',
    path: '/import/journal',
    summary:
      "Le journal des imports appliqués (décision 107) : tous pour l'Administrateur, ceux de ses établissements pour leur administrateur",
    tags,
    permission: AUTHENTICATED,
    responses: { 200: z.array(ImportJournalEntreeSchema) },
  }),
  rapportJournal: defineRoute({
    method: 'GET',
    path: '/import/journal/:id/rapport.csv',
    summary: "Le rapport d'un import du journal, ligne par ligne (CSV, ;, UTF-8 avec BOM)",
    params: ImportJournalParamsSchema,
    tags,
    permission: AUTHENTICATED,
    produces: 'text/csv',
    responses: { 200: z.any() },
  }),
};
