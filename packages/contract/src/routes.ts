import { administrationRoutes } from './administration/administration.routes';
import { astreinteRoutes } from './astreinte/astreinte.routes';
import { authRoutes } from './auth/auth.routes';
import { calendrierRoutes } from './calendrier/calendrier.routes';
import { calendrierFluxRoutes } from './calendrier-flux/calendrier-flux.routes';
import { congesRoutes } from './conges/conges.routes';
import { couvertureRoutes } from './couverture/couverture.routes';
import { delegationRoutes, demandeRoutes } from './demande/demande.routes';
import { employeRoutes } from './employe/employe.routes';
import { associationRoutes } from './etablissement/association.routes';
import { comptableRoutes } from './etablissement/comptable.routes';
import { dispositifRoutes } from './etablissement/dispositif.routes';
import { etablissementRoutes } from './etablissement/etablissement.routes';
import { exportPayeRoutes } from './export-paye/export-paye.routes';
import { historiqueRoutes } from './historique/historique.routes';
import { importRoutes } from './import/import.routes';
import { notificationRoutes } from './notification/notification.routes';
import { offreRoutes } from './offre/offre.routes';
import { modeleRoutes } from './planning/modele.routes';
import { planningRoutes } from './planning/planning.routes';
import { repasRoutes } from './repas/repas.routes';
import { santeRoutes } from './sante/sante.routes';
import { membreRoutes } from './service/membre.routes';
import { serviceRoutes } from './service/service.routes';
import { usagerRoutes } from './usager/usager.routes';

/** Every route of the API, by domain: the server registers exactly these. */
export const apiRoutes = {
  administration: administrationRoutes,
  association: associationRoutes,
  astreinte: astreinteRoutes,
  auth: authRoutes,
  calendrier: calendrierRoutes,
  calendrierFlux: calendrierFluxRoutes,
  comptable: comptableRoutes,
  conges: congesRoutes,
  couverture: couvertureRoutes,
  delegation: delegationRoutes,
  demande: demandeRoutes,
  dispositif: dispositifRoutes,
  employe: employeRoutes,
  etablissement: etablissementRoutes,
  exportPaye: exportPayeRoutes,
  historique: historiqueRoutes,
  notification: notificationRoutes,
  import: importRoutes,
  membre: membreRoutes,
  modele: modeleRoutes,
  offre: offreRoutes,
  planning: planningRoutes,
  repas: repasRoutes,
  sante: santeRoutes,
  service: serviceRoutes,
  usager: usagerRoutes,
} as const;
