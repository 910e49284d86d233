import { z } from 'zod';
import { AUTHENTICATED, defineRoute, PUBLIC, requireRole } from '../common/define-route';
import { IdParamsSchema } from '../common/fields';
import { ADMINISTRATEUR_GLOBAL } from '../common/roles';
import {
  AuthentificationSchema,
  ConnexionBodySchema,
  InscriptionBodySchema,
  PasswordBodySchema,
  UtilisateurRechercheQuerySchema,
  UtilisateurSchema,
  UtilisateurTrouveSchema,
  UtilisateurUpdateBodySchema,
} from './auth.schemas';
import {
  LienBodySchema,
  LienInfoSchema,
  MotDePasseOublieBodySchema,
  MotDePasseOublieReponseSchema,
  MotDePasseParLienBodySchema,
} from './lien.schemas';

const tags = ['Authentification'] as const;

export const authRoutes = {
  connexion: defineRoute({
    method: 'POST',
    path: '/authentification/connexion',
    summary: 'Se connecter avec son e-mail et son mot de passe',
    tags,
    permission: PUBLIC,
    body: ConnexionBodySchema,
    responses: { 200: AuthentificationSchema },
  }),
  inscription: defineRoute({
    method: 'POST',
    path: '/authentification/inscription',
    summary: 'Inscrire un nouvel utilisateur (Administrateur)',
    tags,
    permission: requireRole(ADMINISTRATEUR_GLOBAL),
    body: InscriptionBodySchema,
    responses: { 201: UtilisateurSchema },
  }),
  rechercherParEmail: defineRoute({
    method: 'GET',
    path: '/utilisateur/email',
    summary:
      "Trouver un utilisateur par son e-mail : la fiche entière s'il est de vos établissements, sinon son identifiant et son nom",
    tags,
    permission: AUTHENTICATED,
    query: UtilisateurRechercheQuerySchema,
    responses: { 200: UtilisateurTrouveSchema },
  }),
  modifier: defineRoute({
    method: 'PUT',
    path: '/utilisateur/:id',
    summary: "Modifier les informations d'un utilisateur",
    tags,
    permission: AUTHENTICATED,
    params: IdParamsSchema,
    body: UtilisateurUpdateBodySchema,
    responses: { 200: UtilisateurSchema },
  }),
  changerMotDePasse: defineRoute({
    method: 'PUT',
    path: '/utilisateur/:id/password',
    summary: "Changer le mot de passe d'un utilisateur",
    tags,
    permission: AUTHENTICATED,
    params: IdParamsSchema,
    body: PasswordBodySchema,
    responses: { 204: z.null() },
  }),
  envoyerAvatar: defineRoute({
    method: 'PUT',
    path: '/utilisateur/:id/avatar',
    summary: "Changer l'avatar (formulaire multipart, champ avatar, image PNG)",
    tags,
    permission: AUTHENTICATED,
    params: IdParamsSchema,
    multipart: true,
    responses: { 200: UtilisateurSchema },
  }),
  lireAvatar: defineRoute({
    method: 'GET',
    path: '/utilisateur/:id/avatar',
    summary: "Image de l'avatar (PNG), par défaut selon la civilité",
    tags,
    permission: AUTHENTICATED,
    params: IdParamsSchema,
    produces: 'image/png',
    responses: { 200: z.any() },
  }),
  // Links received by e-mail: the token travels in the body, never in a URL the server logs.
  verifierInvitation: defineRoute({
    method: 'POST',
    path: '/authentification/invitation/verifier',
    summary: "Vérifier un lien d'invitation avant de choisir son mot de passe",
    tags,
    permission: PUBLIC,
    body: LienBodySchema,
    responses: { 200: LienInfoSchema },
  }),
  accepterInvitation: defineRoute({
    method: 'POST',
    path: '/authentification/invitation',
    summary: "Choisir son premier mot de passe par le lien d'invitation, puis être connecté",
    tags,
    permission: PUBLIC,
    body: MotDePasseParLienBodySchema,
    responses: { 200: AuthentificationSchema },
  }),
  motDePasseOublie: defineRoute({
    method: 'POST',
    path: '/authentification/mot-de-passe-oublie',
    summary:
      "Recevoir par e-mail un lien pour choisir un nouveau mot de passe (même réponse que l'adresse existe ou non)",
    tags,
    permission: PUBLIC,
    body: MotDePasseOublieBodySchema,
    responses: { 200: MotDePasseOublieReponseSchema },
  }),
  verifierReinitialisation: defineRoute({
    method: 'POST',
    path: '/authentification/reinitialisation/verifier',
    summary: 'Vérifier un lien de mot de passe oublié',
    tags,
    permission: PUBLIC,
    body: LienBodySchema,
    responses: { 200: LienInfoSchema },
  }),
  reinitialiserMotDePasse: defineRoute({
    method: 'POST',
    path: '/authentification/reinitialisation',
    summary: 'Choisir un nouveau mot de passe par le lien reçu, fermer les autres sessions, puis être connecté',
    tags,
    permission: PUBLIC,
    body: MotDePasseParLienBodySchema,
    responses: { 200: AuthentificationSchema },
  }),
} as const;
