import type { DbOrTx } from '../db/client';

/**
 * One prepared statement per database (or transaction), made on first use: node-postgres then
 * parses and plans it once per connection (hot reads: the weekly planning, one's own week, the
 * employee record); PGlite simply runs it.
 */
export function parBase<D extends DbOrTx, T>(preparer: (db: D) => T): (db: D) => T {
  const preparees = new WeakMap<D, T>();
  return (db) => {
    let requete = preparees.get(db);
    if (!requete) {
      requete = preparer(db);
      preparees.set(db, requete);
    }
    return requete;
  };
}
