import type { TypeDemande } from '@roulement/contract';
import type { Tx } from '../../../db/client';
import { demande } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';

/**
 * TEMPORARY (branch wt-heures): the signature the core engineer is writing on wt-demande-core, so
 * that the overtime and recovery routes compile meanwhile. Replaced by theirs at the merge.
 */
export async function enregistrerDemande(
  tx: Tx,
  actor: Actor,
  d: {
    type: TypeDemande;
    employeId: number;
    etablissementId: number;
    dateDebut: string;
    dateFin: string;
    commentaire: string | null;
    serviceIds: number[];
  },
): Promise<number> {
  const [row] = await tx
    .insert(demande)
    .values({
      type: d.type,
      employeId: d.employeId,
      etablissementId: d.etablissementId,
      createurId: actor.utilisateurId,
      dateDebut: d.dateDebut,
      dateFin: d.dateFin,
      commentaire: d.commentaire,
    })
    .returning({ id: demande.id });
  return row!.id;
}
