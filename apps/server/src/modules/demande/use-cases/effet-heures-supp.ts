import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { conflict } from '../../../lib/errors';
import { appliquerHeuresSupplementaires } from '../../planning/use-cases/appliquer-demande';
import { findDemandeHeuresSupp } from '../heures.repository';

/** An accepted overtime request writes its CreneauHeuresSupplementaires slot (DOMAIN.md). */
export async function appliquerEffetHeuresSupp(tx: Tx, actor: Actor, demandeId: number): Promise<void> {
  const h = await findDemandeHeuresSupp(tx, demandeId);
  if (!h) throw conflict("Le contenu de cette demande d'heures complémentaires est introuvable");
  await appliquerHeuresSupplementaires(tx, actor, h);
}
