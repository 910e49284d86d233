import { z } from 'zod';
import { AUTHENTICATED, defineRoute } from '../common/define-route';
import {
  MembreCreationBodySchema,
  MembreModificationBodySchema,
  MembreParamsSchema,
  MembreRemplacementBodySchema,
  MembreSchema,
  NouveauMembreCandidatSchema,
  RechercheNouveauxMembresQuerySchema,
} from './membre.schemas';
import { EtablissementParamsSchema, ServiceParamsSchema } from './service.schemas';

const tags = ['Membres'] as const;

export const membreRoutes = {
  listerParEtablissement: defineRoute({
    method: 'GET',
    path: '/membre/etablissement/:etablissementId',
    summary: "Membres actuels de tous les services ouverts d'un établissement",
    tags,
    permission: AUTHENTICATED,
    params: EtablissementParamsSchema,
    responses: { 200: z.array(MembreSchema) },
  }),
  creer: defineRoute({
    method: 'POST',
    path: '/membre',
    summary: "Ajouter un membre (chef du service ou administrateur de l'établissement)",
    tags,
    permission: AUTHENTICATED,
    body: MembreCreationBodySchema,
    responses: { 201: MembreSchema },
  }),
  remplacer: defineRoute({
    method: 'POST',
    path: '/membre/:id/remplacer',
    summary:
      'Remplacer un membre à partir d’une date : le remplaçant reprend sa place dans le modèle et ses créneaux à partir de cette date',
    tags,
    permission: AUTHENTICATED,
    params: MembreParamsSchema,
    body: MembreRemplacementBodySchema,
    responses: { 201: MembreSchema },
  }),
  modifier: defineRoute({
    method: 'PUT',
    path: '/membre/:id',
    summary: 'Modifier la couleur et les heures hebdomadaires d’un membre',
    tags,
    permission: AUTHENTICATED,
    params: MembreParamsSchema,
    body: MembreModificationBodySchema,
    responses: { 200: MembreSchema },
  }),
  supprimer: defineRoute({
    method: 'DELETE',
    path: '/membre/:id',
    summary: 'Retirer un membre : ses créneaux à partir d’aujourd’hui et sa place dans le modèle sont supprimés',
    tags,
    permission: AUTHENTICATED,
    params: MembreParamsSchema,
    responses: { 204: z.null() },
  }),
  rechercherNouveauxMembres: defineRoute({
    method: 'GET',
    path: '/employe/rechercheDeNouveauxMembres/:serviceId',
    summary: "Employés de l'établissement du service qui n'en sont pas membres, par nom (20 au plus)",
    tags,
    permission: AUTHENTICATED,
    params: ServiceParamsSchema,
    query: RechercheNouveauxMembresQuerySchema,
    responses: { 200: z.array(NouveauMembreCandidatSchema) },
  }),
} as const;
