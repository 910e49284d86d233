/** The columns of a table's row, all optional: what a builder's caller may state. */
export type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/**
 * Inserts rows a chunk at a time and answers what each chunk returned: one statement per chunk
 * keeps the bulk seed fast while staying under PostgreSQL's 65,535 bound parameters.
 */
export async function insererEnLots<T, R>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<readonly R[]>,
  taille = 1000,
): Promise<R[]> {
  const resultats: R[] = [];
  for (let i = 0; i < rows.length; i += taille) resultats.push(...(await insert(rows.slice(i, i + taille))));
  return resultats;
}
