import { peutGererService, peutVoirService, type ServiceScope } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { findService, type ServiceRow } from './service.lecture';

const SERVICE_INTROUVABLE = 'Service introuvable';
const SERVICE_FERME = 'Ce service est fermé';

export function scopeOf(row: ServiceRow): ServiceScope {
  return {
    serviceId: row.serviceId,
    etablissement: {
      etablissementId: row.etablissementId,
      siegeSocialId: row.siegeSocialId,
      aideIndividuelleMensuelle: row.aideIndividuelleMensuelle,
    },
  };
}

/** 404 unless the actor may see this loaded service. */
export function assertVisible<R extends ServiceRow>(actor: Actor, row: R | undefined): R {
  if (!row || !peutVoirService(actor, scopeOf(row))) throw notFound(SERVICE_INTROUVABLE);
  return row;
}

/** A service the actor may see; 404 otherwise, so that its existence is not revealed. */
export async function loadServiceVisible(db: DbOrTx, actor: Actor, serviceId: number): Promise<ServiceRow> {
  const row = await findService(db, serviceId);
  if (!row || !peutVoirService(actor, scopeOf(row))) throw notFound(SERVICE_INTROUVABLE);
  return row;
}

/** Spec §6: the service head or an establishment administrator; 403 for others who see it. */
export function assertGerable(actor: Actor, row: ServiceRow): void {
  if (!peutGererService(actor, scopeOf(row))) {
    throw forbidden("Seuls le chef du service et les administrateurs de l'établissement peuvent le faire");
  }
}

export async function loadServiceGerable(db: DbOrTx, actor: Actor, serviceId: number): Promise<ServiceRow> {
  const row = await loadServiceVisible(db, actor, serviceId);
  assertGerable(actor, row);
  return row;
}

/** A service closed before `date` takes no new work on that date. */
export function assertOuvertLe(row: ServiceRow, date: string): void {
  if (row.dateFermeture !== null && date > row.dateFermeture) {
    throw conflict(`${SERVICE_FERME} depuis le ${row.dateFermeture.split('-').reverse().join('/')}`);
  }
}
