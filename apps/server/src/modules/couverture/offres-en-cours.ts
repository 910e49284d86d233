import type { DbOrTx } from '../../db/client';

type LireOffresEnCours = (db: DbOrTx, creneauIds: readonly number[]) => Promise<ReadonlySet<number>>;

let lecture: LireOffresEnCours | undefined;

/**
 * Offers belong to the offer module, above this one (decision 108): it gives, when it registers,
 * which slots have an offer under way. An app built without it has no offers, so no slot has one.
 * Gives back the reading it replaces, so that a test can put it back.
 */
export function fournirOffresEnCours(lire: LireOffresEnCours | undefined): LireOffresEnCours | undefined {
  const avant = lecture;
  lecture = lire;
  return avant;
}

export async function offresEnCours(db: DbOrTx, creneauIds: readonly number[]): Promise<ReadonlySet<number>> {
  if (!lecture || creneauIds.length === 0) return new Set();
  return lecture(db, creneauIds);
}
