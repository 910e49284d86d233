import type { Actor } from '../../lib/actor';
import type { AbonnementRow } from './notification.repository';

/** A device is its subscriber's alone: nobody else sees it, an administrator neither. */
export function canGererAbonnement(actor: Actor, row: Pick<AbonnementRow, 'utilisateurId'>): boolean {
  return row.utilisateurId === actor.utilisateurId;
}
