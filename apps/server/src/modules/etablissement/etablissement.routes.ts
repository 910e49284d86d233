import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { creerAssociation, lireAssociation, listerAssociations } from './association.service';
import { ajouterComptable, listerCandidatsComptables, listerComptables, retirerComptable } from './comptable.service';
import { creerDispositif, listerDispositifs, supprimerDispositif } from './dispositif.service';
import { listerEtablissementsVisibles } from './etablissement.service';
import {
  creerEtablissement,
  designerDirecteur,
  lireEtablissement,
  modifierReglages,
} from './etablissement-admin.service';
import { lireFicheDePresence } from './fiche-de-presence.service';

export function etablissementModule(app: FastifyInstance, ctx: AppContext): void {
  const { etablissement, association, comptable, dispositif } = apiRoutes;
  registerRoute(app, etablissement.lister, ({ actor }) => listerEtablissementsVisibles(ctx.db, actor));
  registerRoute(app, etablissement.ficheDePresence, ({ actor, params, query }) =>
    lireFicheDePresence(ctx.db, actor, params.id, query.dateDeProspection),
  );
  registerRoute(app, etablissement.lire, ({ actor, params }) => lireEtablissement(ctx.db, actor, params.id));
  registerRoute(app, etablissement.creer, ({ actor, body }) => creerEtablissement(ctx.db, actor, body));
  registerRoute(app, etablissement.designerDirecteur, ({ actor, params, body }) =>
    designerDirecteur(ctx.db, actor, params.id, body),
  );
  registerRoute(app, etablissement.modifierReglages, ({ actor, params, body }) =>
    modifierReglages(ctx.db, actor, params.id, body),
  );

  registerRoute(app, association.lister, () => listerAssociations(ctx.db));
  registerRoute(app, association.lire, ({ params }) => lireAssociation(ctx.db, params.associationId));
  registerRoute(app, association.creer, ({ actor, body }) => creerAssociation(ctx.db, actor, body));

  registerRoute(app, comptable.lister, ({ actor, params }) => listerComptables(ctx.db, actor, params.id));
  registerRoute(app, comptable.candidats, ({ actor, params }) => listerCandidatsComptables(ctx.db, actor, params.id));
  registerRoute(app, comptable.ajouter, ({ actor, params, body }) => ajouterComptable(ctx.db, actor, params.id, body));
  registerRoute(app, comptable.retirer, ({ actor, params, body }) => retirerComptable(ctx.db, actor, params.id, body));

  registerRoute(app, dispositif.lister, ({ actor, params }) => listerDispositifs(ctx.db, actor, params.id));
  registerRoute(app, dispositif.creer, ({ actor, params, body }) => creerDispositif(ctx.db, actor, params.id, body));
  registerRoute(app, dispositif.supprimer, ({ actor, params }) =>
    supprimerDispositif(ctx.db, actor, params.id, params.dispositifId),
  );
}
