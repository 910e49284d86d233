import { compterJours } from '../../modules/conges/decompte';
import type { DbOrTx } from '../client';
import { conges, congesCredit, congesType, heureCredit, regleConges } from '../schema';
import { type Insert, insererEnLots } from './lots';

type CongesInsert = Insert<typeof conges> & { employeId: number; dateDebut: string };

/** Leave; each one's nbJours counted by its type's mode unless given. */
export async function buildCongesMultiples(db: DbOrTx, rows: CongesInsert[]) {
  const types = new Set(rows.filter((r) => r.nbJours === undefined).map((r) => r.congesTypeId ?? 1));
  const modes = new Map(
    types.size === 0
      ? []
      : (await db.select().from(congesType)).filter((t) => types.has(t.id)).map((t) => [t.id, t.modeDecompte]),
  );
  const valeurs = rows.map((values) => {
    const congesTypeId = values.congesTypeId ?? 1;
    const dateFin = values.dateFin ?? values.dateDebut;
    const demiJournee = values.demiJournee ?? 0;
    const nbJours =
      values.nbJours ?? compterJours(modes.get(congesTypeId)!, { dateDebut: values.dateDebut, dateFin, demiJournee });
    return { ...values, congesTypeId, dateFin, demiJournee, nbJours };
  });
  return insererEnLots(valeurs, (chunk) => db.insert(conges).values(chunk).returning());
}

export async function buildConges(db: DbOrTx, values: CongesInsert) {
  const [row] = await buildCongesMultiples(db, [values]);
  return row!;
}

export function buildCongesCredits(
  db: DbOrTx,
  rows: (Insert<typeof congesCredit> & { employeId: number; nbJours: number })[],
) {
  return insererEnLots(
    rows.map((values) => ({ congesTypeId: 1, date: '2026-01-01', ...values })),
    (chunk) => db.insert(congesCredit).values(chunk).returning(),
  );
}

export async function buildCongesCredit(
  db: DbOrTx,
  values: Insert<typeof congesCredit> & { employeId: number; nbJours: number },
) {
  const [row] = await buildCongesCredits(db, [values]);
  return row!;
}

export function buildHeureCredits(
  db: DbOrTx,
  rows: (Insert<typeof heureCredit> & { employeId: number; minutes: number })[],
) {
  return insererEnLots(
    rows.map((values) => ({ date: '2026-01-01', raison: 'RÉGULARISATION' as const, ...values })),
    (chunk) => db.insert(heureCredit).values(chunk).returning(),
  );
}

export async function buildHeureCredit(
  db: DbOrTx,
  values: Insert<typeof heureCredit> & { employeId: number; minutes: number },
) {
  const [row] = await buildHeureCredits(db, [values]);
  return row!;
}

/** A version of an association's leave rules: the DOMAIN.md figures (column defaults) unless given. */
export async function buildRegleConges(db: DbOrTx, values: Insert<typeof regleConges> & { associationId: number }) {
  const [row] = await db
    .insert(regleConges)
    .values({ dateDebut: '2000-01-01', ...values })
    .returning();
  return row!;
}
