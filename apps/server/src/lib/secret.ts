import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { parametreSysteme } from '../db/schema';

/**
 * The token signing secret: JWT_SECRET when set, otherwise one generated on first start and kept
 * in the database, so every process of the installation shares it and tokens survive restarts.
 */
export async function signingSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(parametreSysteme)
    .values({ cle: 'jwt_secret', valeur: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(parametreSysteme).where(eq(parametreSysteme.cle, 'jwt_secret'));
  if (!row) throw new Error('secret de signature introuvable');
  return row.valeur;
}
