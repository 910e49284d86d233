import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import {
  creerDemandeHeuresSupp,
  creerDemandeRecuperation,
  evaluerDemandeHeuresSupp,
  evaluerDemandeRecuperation,
} from './heures.service';

/** Overtime and recovery requests (spec 1 §2.9, §3). */
export function demandeHeuresModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.demande;
  const { db } = ctx;
  registerRoute(app, routes.evaluerHeuresSupp, ({ actor, body }) => evaluerDemandeHeuresSupp(db, actor, body));
  registerRoute(app, routes.creerHeuresSupp, ({ actor, body }) => creerDemandeHeuresSupp(db, actor, body));
  registerRoute(app, routes.evaluerRecuperation, ({ actor, body }) => evaluerDemandeRecuperation(db, actor, body));
  registerRoute(app, routes.creerRecuperation, ({ actor, body }) => creerDemandeRecuperation(db, actor, body));
}
