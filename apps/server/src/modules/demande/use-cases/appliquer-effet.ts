import type { TypeDemande } from '@roulement/contract';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/errors';
import { appliquerEffetConges } from './effet-conges';
import { appliquerEffetHeuresSupp } from './effet-heures-supp';
import { appliquerEffetRecuperation } from './effet-recuperation';

/**
 * What an accepted request changes, in the transaction that accepts it (DOMAIN.md): a failing
 * effect (409) rolls the acceptance back with it.
 */
export function appliquerEffet(tx: Tx, actor: Actor, demande: { demandeId: number; type: TypeDemande }): Promise<void> {
  switch (demande.type) {
    case 'Congés':
      return appliquerEffetConges(tx, actor, demande.demandeId);
    case 'Heures complémentaires':
      return appliquerEffetHeuresSupp(tx, actor, demande.demandeId);
    case 'Récupération':
      return appliquerEffetRecuperation(tx, actor, demande.demandeId);
    case 'Fiches AIM':
      throw new AppError('CONFLICT', 'La validation des fiches AIM n’est pas encore disponible');
  }
}
