import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { changerMotDePasse, connexion, inscription, modifierUtilisateur, rechercherParEmail } from './auth.service';
import { enregistrerAvatar, lireAvatar } from './avatar.service';
import { lireFichierAvatar } from './avatar.upload';
import { connexionRateLimits } from './connexion-rate-limit';
import { choisirMotDePasse, verifierLien } from './lien.service';
import { motDePasseOublieRateLimits } from './lien-rate-limit';
import { demanderReinitialisation } from './mot-de-passe-oublie.service';

export function authModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.auth;
  registerRoute(app, routes.connexion, ({ body }) => connexion(ctx, body), connexionRateLimits(app, ctx.env));
  registerRoute(app, routes.inscription, ({ body }) => inscription(ctx.db, body));
  registerRoute(app, routes.rechercherParEmail, ({ actor, query }) => rechercherParEmail(ctx.db, actor, query._search));
  registerRoute(app, routes.modifier, ({ actor, params, body }) => modifierUtilisateur(ctx.db, actor, params.id, body));
  registerRoute(app, routes.changerMotDePasse, ({ actor, params, body }) =>
    changerMotDePasse(ctx.db, actor, params.id, body),
  );
  registerRoute(app, routes.envoyerAvatar, async ({ actor, params, request }) =>
    enregistrerAvatar(ctx.db, actor, params.id, () => lireFichierAvatar(request)),
  );
  registerRoute(app, routes.lireAvatar, async ({ actor, params, reply }) => {
    const image = await lireAvatar(ctx.db, actor, params.id);
    return reply.type('image/png').header('cache-control', 'private, no-cache').send(image);
  });
  registerRoute(app, routes.verifierInvitation, ({ body }) => verifierLien(ctx.db, 'INVITATION', body.jeton));
  registerRoute(app, routes.accepterInvitation, ({ body }) => choisirMotDePasse(ctx, 'INVITATION', body));
  registerRoute(
    app,
    routes.motDePasseOublie,
    ({ body }) => demanderReinitialisation(ctx, body.email),
    motDePasseOublieRateLimits(app, ctx.env),
  );
  registerRoute(app, routes.verifierReinitialisation, ({ body }) =>
    verifierLien(ctx.db, 'REINITIALISATION', body.jeton),
  );
  registerRoute(app, routes.reinitialiserMotDePasse, ({ body }) => choisirMotDePasse(ctx, 'REINITIALISATION', body));
}
