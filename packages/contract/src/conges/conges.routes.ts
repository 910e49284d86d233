import { z } from 'zod';
import { AUTHENTICATED, defineRoute, requireRole } from '../common/define-route';
import { ADMINISTRATEUR_GLOBAL } from '../common/roles';
import { EmployeSchema } from '../employe/employe.schemas';
import {
  CreditCongesAnnuelsBodySchema,
  CreditCongesTrimestrielsBodySchema,
  ResultatCreditSchema,
  SimulationCongesAnnuelsQuerySchema,
  SimulationCongesAnnuelsSchema,
} from './acquisition.schemas';
import {
  CongesBodySchema,
  CongesCreditBodySchema,
  CongesCreditIdParamsSchema,
  CongesIdParamsSchema,
  CongesTypeSchema,
} from './conges.schemas';

const tags = ['Congés'] as const;

export const congesRoutes = {
  types: defineRoute({
    method: 'GET',
    path: '/conges/types',
    summary: 'Types de congés',
    tags,
    permission: AUTHENTICATED,
    responses: { 200: z.array(CongesTypeSchema) },
  }),
  evaluer: defineRoute({
    method: 'POST',
    path: '/conges/evaluer',
    summary: 'Nombre de jours décomptés pour un congé, selon le mode du type',
    tags,
    permission: AUTHENTICATED,
    body: CongesBodySchema,
    responses: { 200: z.number() },
  }),
  creer: defineRoute({
    method: 'POST',
    path: '/conges',
    summary: "Poser un congé (ADMINISTRATEUR de l'établissement) ; répond l'employé à jour",
    tags,
    permission: AUTHENTICATED,
    body: CongesBodySchema,
    responses: { 201: EmployeSchema },
  }),
  modifier: defineRoute({
    method: 'PUT',
    path: '/conges/:congesId',
    summary: "Modifier un congé qui ne vient pas d'une demande",
    tags,
    permission: AUTHENTICATED,
    params: CongesIdParamsSchema,
    body: CongesBodySchema,
    responses: { 200: EmployeSchema },
  }),
  supprimer: defineRoute({
    method: 'DELETE',
    path: '/conges/:congesId',
    summary: "Supprimer un congé qui ne vient pas d'une demande",
    tags,
    permission: AUTHENTICATED,
    params: CongesIdParamsSchema,
    responses: { 200: EmployeSchema },
  }),
  crediter: defineRoute({
    method: 'POST',
    path: '/conges/credit',
    summary: 'Créditer (nbJours > 0) ou débiter (nbJours < 0) des jours de congés',
    tags,
    permission: AUTHENTICATED,
    body: CongesCreditBodySchema,
    responses: { 201: EmployeSchema },
  }),
  modifierCredit: defineRoute({
    method: 'PUT',
    path: '/conges/credit/:congesCreditId',
    summary: 'Modifier un crédit ou un débit de congés',
    tags,
    permission: AUTHENTICATED,
    params: CongesCreditIdParamsSchema,
    body: CongesCreditBodySchema,
    responses: { 200: EmployeSchema },
  }),
  supprimerCredit: defineRoute({
    method: 'DELETE',
    path: '/conges/credit/:congesCreditId',
    summary: 'Supprimer un crédit ou un débit de congés',
    tags,
    permission: AUTHENTICATED,
    params: CongesCreditIdParamsSchema,
    responses: { 200: EmployeSchema },
  }),
  simulerCongesAnnuels: defineRoute({
    method: 'GET',
    path: '/conges/credit/congesAnnuels/simulation',
    summary: 'Simuler congés annuels : ce que chaque employé recevrait pour le mois, sans rien écrire (Administrateur)',
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    query: SimulationCongesAnnuelsQuerySchema,
    responses: { 200: SimulationCongesAnnuelsSchema },
  }),
  csvCongesAnnuels: defineRoute({
    method: 'GET',
    path: '/conges/credit/conges_annuels.csv',
    summary: 'La simulation des congés annuels du mois en CSV (;, UTF-8 avec BOM) (Administrateur)',
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    query: SimulationCongesAnnuelsQuerySchema,
    produces: 'text/csv',
    responses: { 200: z.string() },
  }),
  crediterCongesAnnuels: defineRoute({
    method: 'POST',
    path: '/conges/credit/congesAnnuels',
    summary:
      'Créditer les congés annuels du mois pour tous les employés ; un mois déjà crédité ne change rien (Administrateur)',
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    body: CreditCongesAnnuelsBodySchema,
    responses: { 200: ResultatCreditSchema },
  }),
  crediterCongesTrimestriels: defineRoute({
    method: 'POST',
    path: '/conges/credit/congesTrimestriels',
    summary: 'Créditer les congés du trimestre (CCN 66) pour tous les employés (Administrateur)',
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    body: CreditCongesTrimestrielsBodySchema,
    responses: { 200: ResultatCreditSchema },
  }),
} as const;
