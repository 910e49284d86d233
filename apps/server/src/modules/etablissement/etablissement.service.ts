import { isAdministrateur } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { listEtablissementsAvecDirecteur } from './etablissement.lecture';
import { findEtablissementIdsUnder, findEtablissementScope } from './etablissement.repository';

const ROLE_SUFFIX = /^ROLE_(?:SALARIE|DIRECTEUR|ADMINISTRATEUR|COMPTABLE)_(\d+)$/;

/** Establishments of the picker: all for the Administrateur, else those the user holds a role in. */
export function listerEtablissementsVisibles(db: DbOrTx, actor: Actor) {
  if (isAdministrateur(actor)) return listEtablissementsAvecDirecteur(db);
  const ids = actor.roles.flatMap((r) => {
    const match = ROLE_SUFFIX.exec(r);
    return match ? [Number(match[1])] : [];
  });
  return listEtablissementsAvecDirecteur(db, [...new Set(ids)]);
}

/** An establishment's place in the hierarchy and its features, for other domains' checks. */
export function scopeOfEtablissement(db: DbOrTx, etablissementId: number) {
  return findEtablissementScope(db, etablissementId);
}

/** Ids of these establishments and of those whose head office they are. */
export function etablissementIdsUnder(db: DbOrTx, ids: number[]): Promise<number[]> {
  return findEtablissementIdsUnder(db, ids);
}
