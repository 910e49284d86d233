import type { Db } from '../db/client';

/**
 * One prepared statement per database, made on first use: node-postgres then parses and plans it
 * once per connection (hot reads: the weekly planning, one's own week); PGlite simply runs it.
 */
export function parBase<T>(preparer: (db: Db) => T): (db: Db) => T {
  const preparees = new WeakMap<Db, T>();
  return (db) => {
    let requete = preparees.get(db);
    if (!requete) {
      requete = preparer(db);
      preparees.set(db, requete);
    }
    return requete;
  };
}
