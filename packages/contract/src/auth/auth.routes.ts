import { z } from 'zod';
import { AUTHENTICATED, defineRoute, PUBLIC, requireRole } from '../common/define-route';
import { IdParamsSchema } from '../common/fields';
import { ADMINISTRATEUR_GLOBAL } from '../common/roles';
import {
  AuthentificationSchema,
  ConnexionBodySchema,
  InscriptionBodySchema,
  PasswordBodySchema,
  PremierAdministrateurBodySchema,
  UtilisateurRechercheQuerySchema,
  UtilisateurSchema,
  UtilisateurUpdateBodySchema,
} from './auth.schemas';

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
  deconnexion: defineRoute({
    method: 'POST',
    path: '/authentification/deconnexion',
    summary: 'Se déconnecter : le jeton de cette session cesse de valoir',
    tags,
    permission: AUTHENTICATED,
    responses: { 204: z.null() },
  }),
  premierAdministrateur: defineRoute({
    method: 'POST',
    path: '/authentification/premier-administrateur',
    summary: 'Créer le premier administrateur avec le lien à usage unique affiché au démarrage',
    tags,
    permission: PUBLIC,
    body: PremierAdministrateurBodySchema,
    responses: { 201: UtilisateurSchema },
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
    summary: 'Trouver un utilisateur par son e-mail',
    tags,
    permission: AUTHENTICATED,
    query: UtilisateurRechercheQuerySchema,
    responses: { 200: UtilisateurSchema },
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
} as const;
