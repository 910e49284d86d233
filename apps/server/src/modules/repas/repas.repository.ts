import type { HorairesRepasBody, PlageRepas } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { etablissement } from '../../db/schema';

export interface PlagesEtablissement {
  etablissementId: number;
  siegeSocialId: number | null;
  midi: PlageRepas | null;
  soir: PlageRepas | null;
}

const plage = (debut: number | null, fin: number | null): PlageRepas | null =>
  debut === null || fin === null ? null : { heureDebut: debut, heureFin: fin };

/** The establishment's scope and meal ranges in one read; `lock` for the update's transaction. */
export async function findPlages(db: DbOrTx, id: number, lock = false): Promise<PlagesEtablissement | undefined> {
  const query = db
    .select({
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
      debutMidi: etablissement.debutMidi,
      finMidi: etablissement.finMidi,
      debutSoir: etablissement.debutSoir,
      finSoir: etablissement.finSoir,
    })
    .from(etablissement)
    .where(eq(etablissement.id, id));
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) return undefined;
  return {
    etablissementId: row.etablissementId,
    siegeSocialId: row.siegeSocialId,
    midi: plage(row.debutMidi, row.finMidi),
    soir: plage(row.debutSoir, row.finSoir),
  };
}

export async function updatePlages(db: DbOrTx, id: number, b: HorairesRepasBody): Promise<void> {
  await db
    .update(etablissement)
    .set({ debutMidi: b.debutMidi, finMidi: b.finMidi, debutSoir: b.debutSoir, finSoir: b.finSoir })
    .where(eq(etablissement.id, id));
}
