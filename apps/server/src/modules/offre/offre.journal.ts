import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { ETAPES_OFFRE, type EtapeOffre } from './offre.workflow';

/**
 * One history row per step of an offer (issue 27): sent, seen, accepted, declined, confirmed,
 * withdrawn, expired. A candidate's own steps reach their history too.
 */
export async function journaliserOffre(
  tx: Tx,
  actor: Pick<Actor, 'utilisateurId'>,
  offre: { offreId: number; etablissementId: number },
  etape: EtapeOffre,
  details: { employeId?: number; [champ: string]: string | number | undefined } = {},
): Promise<void> {
  const { employeId, ...apres } = details;
  await journaliser(tx, actor, {
    entite: 'offre',
    entiteId: offre.offreId,
    action: etape === 'ENVOI' ? 'CREATION' : etape === 'VUE' ? 'LECTURE' : 'MODIFICATION',
    apres: { etape: ETAPES_OFFRE[etape], ...apres },
    employeId: employeId ?? null,
    etablissementId: offre.etablissementId,
  });
}
