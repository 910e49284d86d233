import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { adresseApplication, loadEnv } from './config/env';
import { connect } from './db/client';
import { preparerBase } from './db/demarrage';
import { scheduleCreditConges } from './jobs/credit-conges';
import { demarrerEnvoiMails } from './jobs/envoi-mails';
import { demarrerEnvoiPush } from './jobs/envoi-push';
import { scheduleExpirationOffres } from './jobs/expiration-offres';
import { scheduleHorizonPlanning } from './jobs/horizon-planning';
import { scheduleRedirectionsAstreinte } from './jobs/redirections-astreinte';
import { scheduleRelanceValidations } from './jobs/relance-validations';
import { scheduleRolesQuotidiens } from './jobs/roles-quotidiens';
import { creerJournal } from './lib/journal-requetes';
import { createMailer } from './lib/mailer';
import { afficherLienPremierAdministrateur } from './modules/auth/premier-administrateur.service';

/** How long requests under way may run once the process is asked to stop. */
const DELAI_ARRET_MS = 5_000;

/** Process entry: configuration, database, migrations, demo data when empty, then listen. */
async function main(): Promise<void> {
  const env = loadEnv();
  const logger = creerJournal(env.LOG_LEVEL);
  const database = await connect(env);
  await preparerBase(database, env, (message) => logger.info(message));
  await afficherLienPremierAdministrateur(database.db, env, (ligne) => logger.warn(ligne));
  const here = dirname(fileURLToPath(import.meta.url));
  const webDist = env.WEB_DIST ?? resolve(here, '../../web/dist');
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  const app = await buildApp({
    db: database.db,
    env: { ...env, WEB_DIST: webDist },
    logger,
    ...(redis ? { redis } : {}),
  });

  const stopRoles = scheduleRolesQuotidiens(database.db, app.log);
  const stopHorizon = scheduleHorizonPlanning(database.db, app.log);
  const stopCreditConges = scheduleCreditConges(database.db, app.log);
  const stopRedirections = scheduleRedirectionsAstreinte(database.db, env, app.log);
  const stopExpirationOffres = scheduleExpirationOffres(database.db, app.log);
  const stopMails = await demarrerEnvoiMails(database.db, env, app.log);
  const stopPush = await demarrerEnvoiPush(database.db, env, app.log);
  const stopRelances = scheduleRelanceValidations(
    database.db,
    { mailer: createMailer(env), appUrl: adresseApplication(env) },
    app.log,
  );
  const stopJobs = async () => {
    stopRoles();
    stopHorizon();
    stopRedirections();
    stopExpirationOffres();
    await stopCreditConges();
    stopRelances();
    await stopMails();
    await stopPush();
  };

  const close = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await stopJobs();
    // Requests under way get a few seconds to finish. Browsers also open connections ahead of any
    // request, and Node waits for those until its 60 s headers timeout: a restart took a minute.
    const arret = app.close();
    setTimeout(() => app.server.closeAllConnections(), DELAI_ARRET_MS).unref();
    await arret;
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info(`Roulement : http://localhost:${env.PORT} (API : /api/docs, base : ${database.driver})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
