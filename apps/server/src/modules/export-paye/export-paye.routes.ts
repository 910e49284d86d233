import { Readable } from 'node:stream';
import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { budgetDimanche, budgetFeries } from './budget.service';
import {
  exporterAssociation,
  exporterEtablissement,
  exporterService,
  lireCodes,
  modifierCodes,
} from './export-paye.service';

/** A private download: no shared cache keeps it. A generator is streamed as it is produced. */
function envoyerCsv(reply: FastifyReply, nom: string, contenu: string | AsyncGenerator<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${nom}"`)
    .header('cache-control', 'no-store')
    .send(typeof contenu === 'string' ? contenu : Readable.from(contenu));
}

const FICHIER_PAYE = 'export_elements_paye.csv';

export function exportPayeModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.exportPaye;
  const periode = (q: { _dateDebut: string; _dateFin: string }) => ({ du: q._dateDebut, au: q._dateFin });
  registerRoute(app, routes.etablissement, async ({ actor, params, query, reply }) =>
    envoyerCsv(reply, FICHIER_PAYE, await exporterEtablissement(ctx.db, actor, params.id, periode(query))),
  );
  registerRoute(app, routes.service, async ({ actor, params, query, reply }) =>
    envoyerCsv(reply, FICHIER_PAYE, await exporterService(ctx.db, actor, params.id, periode(query))),
  );
  registerRoute(app, routes.association, async ({ params, query, reply }) =>
    envoyerCsv(reply, FICHIER_PAYE, await exporterAssociation(ctx.db, params.id, periode(query))),
  );
  registerRoute(app, routes.lireCodes, ({ params }) => lireCodes(ctx.db, params.id));
  registerRoute(app, routes.modifierCodes, ({ actor, params, body }) => modifierCodes(ctx.db, actor, params.id, body));
  registerRoute(app, routes.budgetFeries, async ({ params, query, reply }) =>
    envoyerCsv(reply, 'budget_heures_supp_jour_ferie_annuel.csv', await budgetFeries(ctx.db, params.id, query._annee)),
  );
  registerRoute(app, routes.budgetDimanche, async ({ params, query, reply }) =>
    envoyerCsv(reply, 'budget_dimanche.csv', await budgetDimanche(ctx.db, params.id, query.date)),
  );
}
