import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppContext } from './app-context';
import type { Env } from './config/env';
import type { Db } from './db/client';
import { createMailer } from './lib/mailer';
import { signingSecret } from './lib/secret';
import { administrationModule } from './modules/administration/administration.routes';
import { astreinteModule } from './modules/astreinte/astreinte.routes';
import { authModule } from './modules/auth/auth.routes';
import { createRevocations } from './modules/auth/revocation';
import { createTokenService } from './modules/auth/token';
import { calendrierModule } from './modules/calendrier/calendrier.routes';
import { calendrierFluxModule } from './modules/calendrier-flux/calendrier-flux.routes';
import { apercuCongesModule } from './modules/conges/apercu.routes';
import { congesModule } from './modules/conges/conges.routes';
import { couvertureModule } from './modules/couverture/couverture.routes';
import { delegationModule } from './modules/demande/delegation.routes';
import { demandeModule } from './modules/demande/demande.routes';
import { demandeHeuresModule } from './modules/demande/heures.routes';
import { employeModule } from './modules/employe/employe.routes';
import { etablissementModule } from './modules/etablissement/etablissement.routes';
import { exportPayeModule } from './modules/export-paye/export-paye.routes';
import { historiqueModule } from './modules/historique/historique.routes';
import { importModule } from './modules/import/import.routes';
import { notificationModule } from './modules/notification/notification.routes';
import { offreModule } from './modules/offre/offre.routes';
import { modeleModule } from './modules/planning/modele.routes';
import { planningModule } from './modules/planning/planning.routes';
import { repasModule } from './modules/repas/repas.routes';
import { santeModule } from './modules/sante/sante.routes';
import { membreModule } from './modules/service/membre.routes';
import { serviceModule } from './modules/service/service.routes';
import { usagerModule } from './modules/usager/usager.routes';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler, repondreErreurDeConnexion } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { creerSerializerCompiler } from './plugins/serializer';
import { registerSpa } from './plugins/spa';

export interface BuildAppOptions {
  db: Db;
  env: Env;
  logger: FastifyBaseLogger | boolean;
  redis?: Redis;
}

const MODULES = [
  authModule,
  administrationModule,
  astreinteModule,
  apercuCongesModule,
  calendrierModule,
  calendrierFluxModule,
  congesModule,
  couvertureModule,
  delegationModule,
  demandeHeuresModule,
  demandeModule,
  employeModule,
  etablissementModule,
  exportPayeModule,
  historiqueModule,
  notificationModule,
  importModule,
  offreModule,
  membreModule,
  modeleModule,
  planningModule,
  repasModule,
  santeModule,
  serviceModule,
  usagerModule,
];

/** The whole HTTP application: plugins, then every module, then the error and 404 handlers. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(typeof options.logger === 'boolean' ? { logger: options.logger } : { loggerInstance: options.logger }),
    trustProxy: options.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { coerceTypes: false } },
    clientErrorHandler: repondreErreurDeConnexion,
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(creerSerializerCompiler({ verifier: options.env.NODE_ENV === 'test' }));

  const { env, db } = options;
  const revocations = await createRevocations(db, app.log);
  app.addHook('onClose', () => revocations.fermer());
  const ctx: AppContext = {
    db,
    env,
    tokens: createTokenService(await signingSecret(db, env.JWT_SECRET), env.JWT_DUREE_HEURES, revocations),
    revocations,
    ...(options.redis ? { redis: options.redis } : {}),
    mailer: createMailer(env),
    log: app.log,
  };

  registerErrorHandler(app);
  // Before any route: it refuses an /api route registered without a permission.
  registerAuth(app, ctx.tokens, revocations);
  await registerSecurity(app, env);
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1 } });
  await registerOpenApi(app);
  for (const module of MODULES) module(app, ctx);
  await registerSpa(app, env.WEB_DIST);
  return app;
}
