import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from './client';

/** One bigint key, or two int keys (a family and one of its members: an establishment, a day). */
type Cle = [number] | [number, number];

const cle = (c: Cle): SQL => (c.length === 1 ? sql`${c[0]}::bigint` : sql`${c[0]}::int, ${c[1]}::int`);

// An advisory lock is a function call, not a read of the schema: raw, its one answer checked.
const reponse = z.object({ rows: z.array(z.object({ ok: z.boolean() })) });

/** Waits for the transaction-scoped lock; PostgreSQL releases it at commit or rollback. */
export async function verrouiller(tx: Tx, ...c: Cle): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${cle(c)})`);
}

/** Takes the transaction-scoped lock if no other transaction holds it: false when one does. */
export async function essayerVerrou(tx: Tx, ...c: Cle): Promise<boolean> {
  const { rows } = reponse.parse(await tx.execute(sql`select pg_try_advisory_xact_lock(${cle(c)}) as ok`));
  return rows[0]?.ok !== false;
}
