import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { modelePlanning, publicationModele, service } from '../../db/schema';

/** The latest publication of every service, with its template's length and the service's closing date. */
export function listDernieresPublications(tx: DbOrTx) {
  return tx
    .selectDistinctOn([publicationModele.serviceId], {
      id: publicationModele.id,
      serviceId: publicationModele.serviceId,
      modeleId: publicationModele.modeleId,
      dateMiseEnApplication: publicationModele.dateMiseEnApplication,
      debutCycle: publicationModele.debutCycle,
      dateHorizon: publicationModele.dateHorizon,
      nbSemaines: modelePlanning.nbSemaines,
      dateFermeture: service.dateFermeture,
    })
    .from(publicationModele)
    .innerJoin(modelePlanning, eq(modelePlanning.id, publicationModele.modeleId))
    .innerJoin(service, eq(service.id, publicationModele.serviceId))
    .orderBy(publicationModele.serviceId, desc(publicationModele.dateMiseEnApplication), desc(publicationModele.id));
}
