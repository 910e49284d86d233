import { AVATAR_MAX_OCTETS, apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { registerRoute } from '../../lib/register-route';
import { changerMotDePasse, connexion, inscription, modifierUtilisateur, rechercherParEmail } from './auth.service';
import { enregistrerAvatar, lireAvatar } from './avatar.service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export function authModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.auth;
  // Guessing is slowed twice: per address (many accounts from one place) and per e-mail
  // (one account from many places). The e-mail limit counts once the body is read.
  const perIp = app.rateLimit({
    max: ctx.env.CONNEXION_MAX_PAR_IP,
    timeWindow: 60_000,
    keyGenerator: (r) => `ip:${r.ip}`,
  });
  const perEmail = app.rateLimit({
    max: ctx.env.CONNEXION_MAX_PAR_EMAIL,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (r) =>
      `email:${String((r.body as { email?: unknown } | undefined)?.email ?? '')
        .trim()
        .toLowerCase()}`,
  });
  registerRoute(app, routes.connexion, ({ body }) => connexion(ctx, body), {
    onRequest: [perIp],
    preHandler: [perEmail],
  });
  registerRoute(app, routes.inscription, ({ body }) => inscription(ctx.db, body));
  registerRoute(app, routes.rechercherParEmail, ({ actor, query }) => rechercherParEmail(ctx.db, actor, query._search));
  registerRoute(app, routes.modifier, ({ actor, params, body }) => modifierUtilisateur(ctx.db, actor, params.id, body));
  registerRoute(app, routes.changerMotDePasse, ({ actor, params, body }) =>
    changerMotDePasse(ctx.db, actor, params.id, body),
  );
  registerRoute(app, routes.envoyerAvatar, async ({ actor, params, request }) => {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_OCTETS, files: 1, fields: 5 } });
    if (file && file.fieldname !== 'avatar')
      throw new AppError('BAD_REQUEST', "Le fichier doit être envoyé dans le champ 'avatar'");
    return enregistrerAvatar(ctx.db, actor, params.id, file ? await file.toBuffer() : undefined);
  });
  registerRoute(app, routes.lireAvatar, async ({ actor, params, reply }) => {
    const image = await lireAvatar(ctx.db, actor, params.id);
    return reply.type('image/png').header('cache-control', 'private, no-cache').send(image);
  });
}
