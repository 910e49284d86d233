import { isAdministrateur } from '@roulement/contract';
import type { Actor } from '../../lib/actor';
import { canGererEmployes } from '../employe/employe.policy';

type EtablissementVu = Parameters<typeof canGererEmployes>[1] & { etablissementId: number };

/**
 * Who reads which journal entries: the Administrateur all of them (null), an establishment's
 * administrator those touching an establishment they administer. `visibles` tells a 403 (an entry
 * of an establishment one sees) from a 404 (out of one's establishments).
 */
export function perimetreJournal(actor: Actor, etablissements: EtablissementVu[]) {
  return {
    administres: isAdministrateur(actor)
      ? null
      : etablissements.filter((e) => canGererEmployes(actor, e)).map((e) => e.etablissementId),
    visibles: etablissements.map((e) => e.etablissementId),
  };
}
