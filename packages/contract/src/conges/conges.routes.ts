import { z } from 'zod';
import { AUTHENTICATED, defineRoute, requireRole } from '../common/define-route';
import { UTILISATEUR } from '../common/roles';
import { EmployeSchema } from '../employe/employe.schemas';
import { ApercuCongesSchema, ApercuMensuelQuerySchema, ApercuTrimestrielQuerySchema } from './apercu.schemas';
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
  apercuMensuel: defineRoute({
    method: 'GET',
    path: '/conges/apercu/mensuel',
    summary: "Tableau des congés d'un mois : les employés de l'établissement (ou d'un service) et leurs jours de congé",
    tags,
    permission: requireRole(UTILISATEUR),
    query: ApercuMensuelQuerySchema,
    responses: { 200: ApercuCongesSchema },
  }),
  apercuTrimestriel: defineRoute({
    method: 'GET',
    path: '/conges/apercu/trimestriel',
    summary: "Aperçu des congés de 13 semaines ISO à partir de la semaine donnée, par employé de l'établissement",
    tags,
    permission: requireRole(UTILISATEUR),
    query: ApercuTrimestrielQuerySchema,
    responses: { 200: ApercuCongesSchema },
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
} as const;
