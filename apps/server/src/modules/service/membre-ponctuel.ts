import { dateFr } from '@roulement/contract';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { findMembreActifDeEmploye, findMembrePonctuel, insertMembre, updateMembre } from './membre.repository';
import type { ServiceRow } from './service.lecture';

/**
 * Issue 27: the membership through which someone replaces a slot of the service they accepted in
 * an offer (decision 114). A member present that day keeps theirs; anyone else joins the service
 * until the slot's day with no weekly hours, or sees such an earlier membership last until then.
 */
export async function membrePourRemplacement(
  tx: Tx,
  actor: Actor,
  service: ServiceRow,
  employeId: number,
  date: string,
): Promise<number> {
  const present = await findMembreActifDeEmploye(tx, service.serviceId, employeId, date);
  if (present) return present.id;
  const cause = `Remplacement du ${dateFr(date)}`;
  const ponctuel = await findMembrePonctuel(tx, service.serviceId, employeId, todayInParis());
  if (ponctuel) {
    await updateMembre(tx, ponctuel.id, { dateFin: date });
    await journaliser(tx, actor, {
      entite: 'membre',
      entiteId: ponctuel.id,
      action: 'MODIFICATION',
      apres: { dateFin: date, cause },
      employeId,
      etablissementId: service.etablissementId,
    });
    return ponctuel.id;
  }
  const membreId = await insertMembre(tx, { serviceId: service.serviceId, employeId, heuresHebdo: 0, dateFin: date });
  await journaliser(tx, actor, {
    entite: 'membre',
    entiteId: membreId,
    action: 'CREATION',
    apres: { service: service.nom, heuresHebdo: 0, dateFin: date, cause },
    employeId,
    etablissementId: service.etablissementId,
  });
  return membreId;
}
