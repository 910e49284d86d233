import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/errors';

/** Placeholder until the overtime requests land: accepting one is refused, nothing is half-applied. */
export async function appliquerEffetHeuresSupp(_tx: Tx, _actor: Actor, _demandeId: number): Promise<void> {
  throw new AppError('CONFLICT', 'Cet effet n’est pas encore disponible');
}
