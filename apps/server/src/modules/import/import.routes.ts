import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { apercuEmployes, appliquerEmployes } from './import.service';
import { lireFichierImport } from './import.upload';
import { modeleCsv, modeleXlsx } from './modele';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function importModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.import;
  registerRoute(app, routes.apercuEmployes, async ({ actor, request }) =>
    apercuEmployes(ctx, actor, await lireFichierImport(request)),
  );
  registerRoute(app, routes.appliquerEmployes, async ({ actor, request }) =>
    appliquerEmployes(ctx, actor, await lireFichierImport(request)),
  );
  registerRoute(app, routes.modeleEmployes, async ({ query, reply }) => {
    const xlsx = query.format === 'xlsx';
    return reply
      .type(xlsx ? XLSX : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="modele-employes.${query.format}"`)
      .send(xlsx ? await modeleXlsx() : modeleCsv());
  });
}
