import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { envoyerInvitations } from './import.service';
import { lireFichierImport } from './import.upload';
import { appliquerImport, lireJournal, rapportJournal } from './journal.service';
import { type Feuille, modeleCsv, modeleXlsx } from './modele';
import { SORTES } from './sortes';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A private download: no shared cache keeps it. */
async function envoyer(reply: FastifyReply, nom: string, format: 'csv' | 'xlsx', feuille: Feuille) {
  const contenu = format === 'xlsx' ? await modeleXlsx(feuille) : modeleCsv(feuille);
  return reply
    .type(format === 'csv' ? 'text/csv; charset=utf-8' : XLSX)
    .header('content-disposition', `attachment; filename="${nom}.${format}"`)
    .header('cache-control', 'no-store')
    .send(contenu);
}

export function importModule(app: FastifyInstance, ctx: AppContext): void {
  const routes = apiRoutes.import;
  registerRoute(app, routes.apercu, async ({ actor, params, request }) => {
    const sorte = SORTES[params.sorte];
    return sorte.apercu(ctx, actor, await lireFichierImport(request, sorte.colonnes));
  });
  registerRoute(app, routes.appliquer, async ({ actor, params, request }) => {
    const fichier = await lireFichierImport(request, SORTES[params.sorte].colonnes);
    return appliquerImport(ctx, actor, params.sorte, fichier);
  });
  registerRoute(app, routes.journal, ({ actor }) => lireJournal(ctx.db, actor));
  registerRoute(app, routes.rapportJournal, async ({ actor, params, reply }) => {
    const { nom, csv } = await rapportJournal(ctx.db, actor, params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${nom}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
  registerRoute(app, routes.envoyerInvitations, ({ actor, body }) =>
    envoyerInvitations(ctx, actor, body.utilisateurIds),
  );
  registerRoute(app, routes.exporter, async ({ actor, params, query, reply }) =>
    envoyer(reply, params.sorte, query.format, await SORTES[params.sorte].exporter(ctx.db, actor)),
  );
  registerRoute(app, routes.modele, async ({ params, query, reply }) =>
    envoyer(reply, `modele-${params.sorte}`, query.format, SORTES[params.sorte].modele),
  );
}
