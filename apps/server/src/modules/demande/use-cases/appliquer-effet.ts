import type { TypeDemande } from '@roulement/contract';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { demandesFicheAim } from '../demandes-fiche-aim';
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
      return demandesFicheAim.get().appliquer(tx, actor, demande.demandeId);
  }
}

/**
 * What a refused or cancelled request gives back: an aid sheet returns to preparation; the other
 * types changed nothing while pending.
 */
export async function appliquerRetour(
  tx: Tx,
  actor: Actor,
  demande: { demandeId: number; type: TypeDemande },
  evenement: 'REFUS' | 'ANNULATION',
): Promise<void> {
  if (demande.type === 'Fiches AIM') await demandesFicheAim.get().rendre(tx, actor, demande.demandeId, evenement);
}
