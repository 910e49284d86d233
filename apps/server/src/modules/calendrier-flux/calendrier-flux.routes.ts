import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { signingSecret } from '../../lib/secret';
import {
  type AccesFlux,
  calendrierDesAbsences,
  calendrierDuTitulaire,
  lireFlux,
  regenererFlux,
} from './calendrier-flux.service';

/** RFC 5545 media type; private data, so no shared cache keeps it. */
function envoyerIcal(reply: FastifyReply, texte: string) {
  return reply.type('text/calendar; charset=utf-8').header('cache-control', 'no-store').send(texte);
}

export function calendrierFluxModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.calendrierFlux;
  // The same secret as the session tokens: read once, on the first feed request.
  let secret: Promise<string> | undefined;
  const acces = async (request: FastifyRequest): Promise<AccesFlux> => {
    secret ??= signingSecret(ctx.db, ctx.env.JWT_SECRET);
    // APP_URL when set (behind a proxy); otherwise the address the browser used to reach us.
    const origine = (ctx.env.APP_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
    return { origine, secret: await secret };
  };
  registerRoute(app, routes.lire, async ({ actor, request }) => lireFlux(ctx.db, await acces(request), actor));
  registerRoute(app, routes.regenerer, async ({ actor, request }) =>
    regenererFlux(ctx.db, await acces(request), actor),
  );
  registerRoute(app, routes.planning, async ({ params, reply }) =>
    envoyerIcal(reply, await calendrierDuTitulaire(ctx.db, params.jeton)),
  );
  registerRoute(app, routes.absences, async ({ params, reply }) =>
    envoyerIcal(reply, await calendrierDesAbsences(ctx.db, params.jeton)),
  );
}
