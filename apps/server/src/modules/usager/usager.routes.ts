import { apiRoutes } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoute } from '../../lib/register-route';
import { demandesFicheAim } from '../demande/demandes-fiche-aim';
import {
  adjacence,
  ajuster,
  ficheDuMois,
  fichesUsager,
  lireFiche,
  modifierAjustement,
  preparation,
  retirerAjustement,
} from './fiche-aim.service';
import { historiqueUsager, mouvements, soldes, soldesAvantFiche } from './finances.service';
import { lireModele, modifierModele, ordonnerModele } from './modele-aim.service';
import {
  creerAccueil,
  lireUsager,
  listerAccueils,
  listerMoyensDePaiement,
  listerPostesAim,
  listerUsagers,
  rechercherUsagers,
} from './usager.service';
import { initialiserFiche } from './use-cases/initialiser-fiche';
import {
  appliquerEffetFicheAim,
  contenuDemandeFicheAim,
  demandeCorrespondante,
  demanderValidation,
  rendreFicheAim,
  tracerLectureDemandeFicheAim,
} from './validation-fiche.service';
import {
  listerVersements,
  listerVersementsADate,
  preparerVersements,
  supprimerVersement,
  verser,
} from './versement.service';

export function usagerModule(app: FastifyInstance, ctx: AppContext): void {
  demandesFicheAim.fournir({
    appliquer: appliquerEffetFicheAim,
    rendre: rendreFicheAim,
    contenu: contenuDemandeFicheAim,
    tracerLecture: tracerLectureDemandeFicheAim,
  });
  const routes = apiRoutes.usager;
  const { db } = ctx;
  registerRoute(app, routes.postesAim, () => listerPostesAim(db));
  registerRoute(app, routes.moyensDePaiement, () => listerMoyensDePaiement());
  registerRoute(app, routes.lister, ({ actor, query }) => listerUsagers(db, actor, query.etablissementId));
  registerRoute(app, routes.rechercher, ({ actor, query }) => rechercherUsagers(db, actor, query.recherche));
  registerRoute(app, routes.lire, ({ actor, params }) => lireUsager(db, actor, params.usagerId));
  registerRoute(app, routes.historique, ({ actor, params, query }) =>
    historiqueUsager(db, actor, params.usagerId, query.etablissementId),
  );
  registerRoute(app, routes.mouvements, ({ actor, query }) => mouvements(db, actor, query));
  registerRoute(app, routes.soldes, ({ actor, query }) => soldes(db, actor, query));
  registerRoute(app, routes.soldesAvantFiche, ({ actor, query }) => soldesAvantFiche(db, actor, query));
  registerRoute(app, routes.accueils, ({ actor, params }) => listerAccueils(db, actor, params.usagerId));
  registerRoute(app, routes.creerAccueil, ({ actor, body }) => creerAccueil(db, actor, body));
  registerRoute(app, routes.initialiserFiche, ({ actor, body }) => initialiserFiche(db, actor, body));
  registerRoute(app, routes.fichesUsager, ({ actor, params }) => fichesUsager(db, actor, params.usagerId));
  registerRoute(app, routes.adjacence, ({ actor, params }) => adjacence(db, actor, params.id));
  registerRoute(app, routes.ficheDuMois, ({ actor, query }) => ficheDuMois(db, actor, query));
  registerRoute(app, routes.rechercherFiches, ({ actor, query }) =>
    fichesUsager(db, actor, query.usagerId, { etablissementId: query.etablissementId, posteAimId: query.posteAimId }),
  );
  registerRoute(app, routes.lireFiche, ({ actor, params }) => lireFiche(db, actor, params.id));
  registerRoute(app, routes.preparation, ({ actor, params }) => preparation(db, actor, params.id));
  registerRoute(app, routes.ajuster, ({ actor, params, body }) => ajuster(db, actor, params.id, body));
  registerRoute(app, routes.retirerAjustement, ({ actor, params, body }) =>
    retirerAjustement(db, actor, params.id, body),
  );
  registerRoute(app, routes.modifierAjustement, ({ actor, params, body }) =>
    modifierAjustement(db, actor, params.id, body),
  );
  registerRoute(app, routes.demanderValidation, ({ actor, body }) => demanderValidation(db, actor, body));
  registerRoute(app, routes.demandeCorrespondante, ({ actor, query }) =>
    demandeCorrespondante(db, actor, query.ficheAimId),
  );
  registerRoute(app, routes.versements, ({ actor, query }) => listerVersements(db, actor, query));
  registerRoute(app, routes.versementsADate, ({ actor, query }) => listerVersementsADate(db, actor, query));
  registerRoute(app, routes.preparerVersements, ({ actor, body }) => preparerVersements(db, actor, body));
  registerRoute(app, routes.verser, ({ actor, params }) => verser(db, actor, params.id));
  registerRoute(app, routes.supprimerVersement, ({ actor, params }) =>
    supprimerVersement(db, actor, params.versementId),
  );
  registerRoute(app, routes.modele, ({ actor, params }) => lireModele(db, actor, params.serviceId));
  registerRoute(app, routes.modifierModele, ({ actor, params, body }) =>
    modifierModele(db, actor, params.serviceId, body),
  );
  registerRoute(app, routes.ordonnerModele, ({ actor, params, body }) =>
    ordonnerModele(db, actor, params.serviceId, body),
  );
}
