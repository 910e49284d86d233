import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import {
  creerDelegation,
  listerCandidatsDelegation,
  listerDelegations,
  revoquerDelegation,
} from './delegation.service';

export function delegationModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.delegation;
  const { db } = ctx;
  registerRoute(app, routes.lister, ({ actor }) => listerDelegations(db, actor));
  registerRoute(app, routes.candidats, ({ actor, query }) =>
    listerCandidatsDelegation(db, actor, query._etablissementId),
  );
  registerRoute(app, routes.creer, ({ actor, body }) => creerDelegation(db, actor, body));
  registerRoute(app, routes.revoquer, ({ actor, params }) => revoquerDelegation(db, actor, params.delegationId));
}
