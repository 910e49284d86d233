import { z } from 'zod';
import { AUTHENTICATED, defineRoute } from '../common/define-route';
import {
  AbonnementBodySchema,
  AbonnementCibleSchema,
  AbonnementSchema,
  ClePubliqueSchema,
  EssaiSchema,
  PreferencesBodySchema,
} from './notification.schemas';

const tags = ['Notifications'] as const;

// Every route acts on the signed-in user's own devices: another user's endpoint is not found.
export const notificationRoutes = {
  clePublique: defineRoute({
    method: 'GET',
    path: '/notification/cle-publique',
    summary: 'Clé publique VAPID du serveur, pour abonner un appareil',
    tags,
    permission: AUTHENTICATED,
    responses: { 200: ClePubliqueSchema },
  }),
  lister: defineRoute({
    method: 'GET',
    path: '/notification/abonnement',
    summary: 'Ses appareils abonnés et leurs événements',
    tags,
    permission: AUTHENTICATED,
    responses: { 200: z.array(AbonnementSchema) },
  }),
  abonner: defineRoute({
    method: 'POST',
    path: '/notification/abonnement',
    summary: 'Abonne cet appareil (ou le reprend, avec ses événements, s’il l’était déjà)',
    tags,
    permission: AUTHENTICATED,
    body: AbonnementBodySchema,
    responses: { 200: AbonnementSchema },
  }),
  desabonner: defineRoute({
    method: 'DELETE',
    path: '/notification/abonnement',
    summary: 'Désabonne cet appareil',
    tags,
    permission: AUTHENTICATED,
    body: AbonnementCibleSchema,
    responses: { 204: z.null() },
  }),
  preferences: defineRoute({
    method: 'PUT',
    path: '/notification/abonnement/preferences',
    summary: 'Les événements notifiés sur cet appareil',
    tags,
    permission: AUTHENTICATED,
    body: PreferencesBodySchema,
    responses: { 200: AbonnementSchema },
  }),
  essai: defineRoute({
    method: 'POST',
    path: '/notification/essai',
    summary: 'Envoie une notification d’essai à cet appareil',
    tags,
    permission: AUTHENTICATED,
    body: AbonnementCibleSchema,
    responses: { 200: EssaiSchema },
  }),
};
