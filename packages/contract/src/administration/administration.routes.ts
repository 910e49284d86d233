import { defineRoute, requireRole } from '../common/define-route';
import { ADMINISTRATEUR_GLOBAL } from '../common/roles';
import {
  AclPageSchema,
  AclQuerySchema,
  AclRefreshBodySchema,
  AclRefreshResultSchema,
  MailTestBodySchema,
  MailTestResultSchema,
} from './administration.schemas';

const tags = ['Administration'] as const;
const permission = requireRole(ADMINISTRATEUR_GLOBAL);

export const administrationRoutes = {
  listerAcl: defineRoute({
    method: 'GET',
    path: '/acl',
    summary: 'Rôles matérialisés des utilisateurs',
    tags,
    permission,
    query: AclQuerySchema,
    responses: { 200: AclPageSchema },
  }),
  rafraichirAcl: defineRoute({
    method: 'POST',
    path: '/acl/refresh',
    summary: "Recalculer les rôles pour une plage d'enregistrements",
    tags,
    permission,
    body: AclRefreshBodySchema,
    responses: { 200: AclRefreshResultSchema },
  }),
  envoyerMailTest: defineRoute({
    method: 'POST',
    path: '/administration/envoyerMailTest',
    summary: 'Envoyer un e-mail de test',
    tags,
    permission,
    body: MailTestBodySchema,
    responses: { 200: MailTestResultSchema },
  }),
} as const;
