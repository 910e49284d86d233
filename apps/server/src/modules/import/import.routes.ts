import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { apercuEmployes, appliquerEmployes, envoyerInvitations, exporterEmployes } from './import.service';
import { lireFichierImport } from './import.upload';
import { modeleCsv, modeleXlsx } from './modele';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A private download: no shared cache keeps it. */
function envoyer(reply: FastifyReply, nom: string, contenu: string | Buffer) {
  return reply
    .type(typeof contenu === 'string' ? 'text/csv; charset=utf-8' : XLSX)
    .header('content-disposition', `attachment; filename="${nom}"`)
    .header('cache-control', 'no-store')
    .send(contenu);
}

export function importModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.import;
  registerRoute(app, routes.apercuEmployes, async ({ actor, request }) =>
    apercuEmployes(ctx, actor, await lireFichierImport(request)),
  );
  registerRoute(app, routes.appliquerEmployes, async ({ actor, request }) =>
    appliquerEmployes(ctx, actor, await lireFichierImport(request)),
  );
  registerRoute(app, routes.envoyerInvitations, ({ actor, body }) =>
    envoyerInvitations(ctx, actor, body.utilisateurIds),
  );
  registerRoute(app, routes.exporterEmployes, async ({ actor, query, reply }) => {
    const lignes = await exporterEmployes(ctx.db, actor);
    return envoyer(
      reply,
      `employes.${query.format}`,
      query.format === 'xlsx' ? await modeleXlsx(lignes) : modeleCsv(lignes),
    );
  });
  registerRoute(app, routes.modeleEmployes, async ({ query, reply }) =>
    envoyer(reply, `modele-employes.${query.format}`, query.format === 'xlsx' ? await modeleXlsx() : modeleCsv()),
  );
}
