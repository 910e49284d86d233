import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { registerRoute } from '../../lib/register-route';
import {
  changerMotDePasse,
  connexion,
  deconnexion,
  inscription,
  modifierUtilisateur,
  rechercherParEmail,
} from './auth.service';
import { enregistrerAvatar, lireAvatar } from './avatar.service';
import { lireFichierAvatar } from './avatar.upload';
import { connexionRateLimits } from './connexion-rate-limit';
import { choisirMotDePasse, verifierLien } from './lien.service';
import { motDePasseOublieRateLimits } from './lien-rate-limit';
import { demanderReinitialisation } from './mot-de-passe-oublie.service';
import { creerPremierAdministrateur } from './premier-administrateur.service';

/** The answers that carry a session's token: no cache along the way may keep them. */
const sansCache =
  (reply: FastifyReply) =>
  <T>(session: T): T => {
    reply.header('cache-control', 'no-store');
    return session;
  };

export function authModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.auth;
  const limites = connexionRateLimits(ctx.env, ctx.redis);
  registerRoute(
    app,
    routes.connexion,
    async ({ body, request, reply }) => {
      try {
        const session = await connexion(ctx, body);
        await limites.succes(request, body.email);
        return sansCache(reply)(session);
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') await limites.echec(request, body.email);
        throw error;
      }
    },
    limites.hooks,
  );
  registerRoute(app, routes.deconnexion, ({ request }) => {
    // The auth hook sets it on every authenticated route.
    if (!request.jeton) throw new AppError('UNAUTHENTICATED', 'Authentification requise : veuillez vous reconnecter');
    return deconnexion(ctx, request.jeton);
  });
  registerRoute(app, routes.premierAdministrateur, ({ body }) => creerPremierAdministrateur(ctx.db, body));
  registerRoute(app, routes.inscription, ({ body }) => inscription(ctx.db, body));
  registerRoute(app, routes.rechercherParEmail, ({ actor, query }) => rechercherParEmail(ctx.db, actor, query._search));
  registerRoute(app, routes.modifier, ({ actor, params, body }) => modifierUtilisateur(ctx.db, actor, params.id, body));
  registerRoute(app, routes.changerMotDePasse, ({ actor, params, body }) =>
    changerMotDePasse(ctx, actor, params.id, body),
  );
  registerRoute(app, routes.envoyerAvatar, async ({ actor, params, request }) =>
    enregistrerAvatar(ctx.db, actor, params.id, () => lireFichierAvatar(request)),
  );
  registerRoute(app, routes.lireAvatar, async ({ actor, params, reply }) => {
    const image = await lireAvatar(ctx.db, actor, params.id);
    return reply.type('image/png').send(image);
  });
  registerRoute(app, routes.verifierInvitation, ({ body }) => verifierLien(ctx.db, 'INVITATION', body.jeton));
  registerRoute(app, routes.accepterInvitation, ({ body, reply }) =>
    choisirMotDePasse(ctx, 'INVITATION', body).then(sansCache(reply)),
  );
  registerRoute(
    app,
    routes.motDePasseOublie,
    ({ body }) => demanderReinitialisation(ctx, body.email),
    motDePasseOublieRateLimits(ctx.env, ctx.redis),
  );
  registerRoute(app, routes.verifierReinitialisation, ({ body }) =>
    verifierLien(ctx.db, 'REINITIALISATION', body.jeton),
  );
  registerRoute(app, routes.reinitialiserMotDePasse, ({ body, reply }) =>
    choisirMotDePasse(ctx, 'REINITIALISATION', body).then(sansCache(reply)),
  );
}
