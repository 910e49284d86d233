import { abilitiesService, peutGererService, peutVoirService, type ServiceScope } from '@roulement/contract';
import type { Actor } from '../../lib/actor';
import type { ServiceRow } from './service.lecture';

/** Who may do what with a service (spec §6): the contract's rules, applied to a loaded row. */

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

export function canVoirService(actor: Actor, row: ServiceRow): boolean {
  return peutVoirService(actor, scopeOf(row));
}

/** The service head or an establishment administrator. */
export function canGererService(actor: Actor, row: ServiceRow): boolean {
  return peutGererService(actor, scopeOf(row));
}

export function abilitiesOf(actor: Actor, row: ServiceRow) {
  return abilitiesService(actor, scopeOf(row));
}
