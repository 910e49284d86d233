import type { ImportRapport, SorteImport } from '@roulement/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { historique, importJournal } from '../../db/schema';

/**
 * Opens the journal entry of an import, in its transaction, and names it as the cause of every
 * history row written after it in that transaction (historique.import_id's default).
 */
export async function ouvrirEntreeJournal(
  tx: Tx,
  entree: { auteurId: number; sorte: SorteImport; fichier: string; rapport: ImportRapport },
): Promise<{ id: number; date: Date }> {
  const [ouverte] = await tx
    .insert(importJournal)
    .values({ ...entree, etablissementIds: [], creations: 0, modifications: 0, inchanges: 0, erreurs: 0 })
    .returning({ id: importJournal.id, date: importJournal.date });
  if (!ouverte) throw new Error('the import journal entry was not inserted');
  await tx.execute(sql`select set_config('roulement.import', ${String(ouverte.id)}, true)`);
  return ouverte;
}

/** Closes the entry with the import's report and the establishments its history rows name. */
export async function fermerEntreeJournal(tx: Tx, id: number, rapport: ImportRapport): Promise<void> {
  const touches = await tx
    .selectDistinct({ etablissementId: historique.etablissementId })
    .from(historique)
    .where(and(eq(historique.importId, id), isNotNull(historique.etablissementId)));
  await tx
    .update(importJournal)
    .set({
      ...rapport.compteurs,
      rapport,
      etablissementIds: touches.flatMap((t) => (t.etablissementId === null ? [] : [t.etablissementId])),
    })
    .where(eq(importJournal.id, id));
}
