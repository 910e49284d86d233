import { arrayOverlaps, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { importJournal, utilisateur } from '../../db/schema';

/** The newest entries first; the journal screen shows the latest ones, not the whole past. */
const JOURNAL_MAX_ENTREES = 200;

const colonnesEntree = {
  importId: importJournal.id,
  date: importJournal.date,
  sorte: importJournal.sorte,
  fichier: importJournal.fichier,
  auteurPrenom: utilisateur.prenom,
  auteurNom: utilisateur.nom,
  etablissementIds: importJournal.etablissementIds,
  creations: importJournal.creations,
  modifications: importJournal.modifications,
  inchanges: importJournal.inchanges,
  erreurs: importJournal.erreurs,
};

/** The entries touching these establishments, or all of them (null: the Administrateur). */
export function listerEntreesJournal(db: DbOrTx, etablissementIds: number[] | null) {
  return db
    .select(colonnesEntree)
    .from(importJournal)
    .innerJoin(utilisateur, eq(importJournal.auteurId, utilisateur.id))
    .where(etablissementIds === null ? undefined : arrayOverlaps(importJournal.etablissementIds, etablissementIds))
    .orderBy(desc(importJournal.date), desc(importJournal.id))
    .limit(JOURNAL_MAX_ENTREES);
}

export async function trouverEntreeJournal(db: DbOrTx, id: number) {
  const [entree] = await db
    .select({
      fichier: importJournal.fichier,
      date: importJournal.date,
      etablissementIds: importJournal.etablissementIds,
      rapport: importJournal.rapport,
    })
    .from(importJournal)
    .where(eq(importJournal.id, id));
  return entree;
}
