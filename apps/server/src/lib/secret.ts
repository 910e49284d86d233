import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
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

export interface ClesVapid {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair that signs Web Push requests: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both
 * are set, otherwise a pair generated on first start and kept in the database. One row for the
 * pair, so two processes starting at once cannot keep halves of different pairs.
 */
export async function clesVapid(
  db: Db,
  configured: { VAPID_PUBLIC_KEY?: string | undefined; VAPID_PRIVATE_KEY?: string | undefined },
): Promise<ClesVapid> {
  if (configured.VAPID_PUBLIC_KEY && configured.VAPID_PRIVATE_KEY) {
    return { publicKey: configured.VAPID_PUBLIC_KEY, privateKey: configured.VAPID_PRIVATE_KEY };
  }
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  await db
    .insert(parametreSysteme)
    .values({ cle: 'vapid', valeur: JSON.stringify({ publicKey, privateKey }) })
    .onConflictDoNothing();
  const [row] = await db.select().from(parametreSysteme).where(eq(parametreSysteme.cle, 'vapid'));
  if (!row) throw new Error('clés VAPID introuvables');
  return JSON.parse(row.valeur) as ClesVapid;
}
