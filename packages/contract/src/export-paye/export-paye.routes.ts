import { z } from 'zod';
import { AUTHENTICATED, defineRoute, requireRole } from '../common/define-route';
import { ADMINISTRATEUR_GLOBAL } from '../common/roles';
import {
  BudgetDimancheQuerySchema,
  BudgetFeriesQuerySchema,
  CodeExportPayeSchema,
  CodesExportPayeBodySchema,
  ExportPayeParamsSchema,
  ExportPayeQuerySchema,
} from './export-paye.schemas';

const tags = ['Export paye et budgets'] as const;
const csv = 'CSV ; séparé, UTF-8 avec BOM, décimales à virgule';

export const exportPayeRoutes = {
  etablissement: defineRoute({
    method: 'GET',
    path: '/etablissement/:id/export_elements_paye.csv',
    summary: `Éléments de paye des employés de l'établissement sur la période, 31 jours au plus (DIRECTEUR ou COMPTABLE ; ${csv})`,
    tags,
    permission: AUTHENTICATED,
    params: ExportPayeParamsSchema,
    query: ExportPayeQuerySchema,
    produces: 'text/csv',
    responses: { 200: z.string() },
  }),
  service: defineRoute({
    method: 'GET',
    path: '/service/:id/export_elements_paye.csv',
    summary: `Éléments de paye des membres du service sur la période (chef de service, comptable ou administrateur ; ${csv})`,
    tags,
    permission: AUTHENTICATED,
    params: ExportPayeParamsSchema,
    query: ExportPayeQuerySchema,
    produces: 'text/csv',
    responses: { 200: z.string() },
  }),
  association: defineRoute({
    method: 'GET',
    path: '/etablissement/association/:id/export_elements_paye.csv',
    summary: `Éléments de paye de tous les employés de l'association (Administrateur ; ${csv})`,
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    params: ExportPayeParamsSchema,
    query: ExportPayeQuerySchema,
    produces: 'text/csv',
    responses: { 200: z.string() },
  }),
  lireCodes: defineRoute({
    method: 'GET',
    path: '/etablissement/association/:id/codes-export-paye',
    summary: "Codes (en-têtes) des colonnes de l'export de paye de l'association (Administrateur)",
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    params: ExportPayeParamsSchema,
    responses: { 200: z.array(CodeExportPayeSchema) },
  }),
  modifierCodes: defineRoute({
    method: 'PUT',
    path: '/etablissement/association/:id/codes-export-paye',
    summary: 'Modifier les codes des colonnes ; une colonne absente garde son code (Administrateur)',
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    params: ExportPayeParamsSchema,
    body: CodesExportPayeBodySchema,
    responses: { 200: z.array(CodeExportPayeSchema) },
  }),
  budgetFeries: defineRoute({
    method: 'GET',
    path: '/etablissement/association/:id/budget_heures_supp_jour_ferie_annuel.csv',
    summary: `Heures prévues sur les jours fériés de l'année, par établissement et employé (Administrateur ; ${csv})`,
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    params: ExportPayeParamsSchema,
    query: BudgetFeriesQuerySchema,
    produces: 'text/csv',
    responses: { 200: z.string() },
  }),
  budgetDimanche: defineRoute({
    method: 'GET',
    path: '/etablissement/association/:id/budget_dimanche.csv',
    summary: `Heures prévues un dimanche, par établissement et employé (Administrateur ; ${csv})`,
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    params: ExportPayeParamsSchema,
    query: BudgetDimancheQuerySchema,
    produces: 'text/csv',
    responses: { 200: z.string() },
  }),
} as const;
