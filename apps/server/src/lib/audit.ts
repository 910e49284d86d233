import type { ActionHistorique, ChampsHistorique, EntiteHistorique, ValeurHistorique } from '@roulement/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { historique, membre } from '../db/schema';
import type { Actor } from './actor';

/** A field as a use case hands it: dates of timestamp columns are written as ISO instants. */
type Valeur = ValeurHistorique | Date | undefined;
export type Champs = Readonly<Record<string, Valeur>>;

/** One change, as a use case describes it (docs/decisions/034-historique.md). */
export interface Changement {
  entite: EntiteHistorique;
  entiteId: number;
  action: ActionHistorique;
  /** The record before: on a modification, only the fields named in `apres` are compared. */
  avant?: Champs | null;
  /** The record after, or the fields the use case set; a summary for a bulk operation. */
  apres?: Champs | null;
  /** The employee the change concerns: their 'Historique' shows it. */
  employeId: number | SQL | null;
  etablissementId: number | null;
  /** The validator on whose behalf the actor acts, under a delegation. */
  pourId?: number | null;
}

/** Lone surrogates: text columns store them as U+FFFD, but jsonb refuses their escapes (a 500). */
const SURROGATE_ISOLE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function valeur(v: Valeur): ValeurHistorique {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string') return v.replace(SURROGATE_ISOLE, '\uFFFD');
  return v ?? null;
}

function champs(c: Champs | null | undefined): ChampsHistorique | null {
  if (!c) return null;
  const sortie: ChampsHistorique = {};
  for (const [k, v] of Object.entries(c)) if (v !== undefined) sortie[k] = valeur(v);
  return sortie;
}

/**
 * Only the fields that changed, on both sides: the keys of `apres` (what the use case set)
 * whose value differs from `avant`. Empty on both sides when nothing changed.
 */
export function champsModifies(avant: Champs, apres: Champs): { avant: ChampsHistorique; apres: ChampsHistorique } {
  const resultat = { avant: {} as ChampsHistorique, apres: {} as ChampsHistorique };
  for (const [k, v] of Object.entries(apres)) {
    if (v === undefined) continue;
    const a = valeur(avant[k]);
    const b = valeur(v);
    if (a === b) continue;
    resultat.avant[k] = a;
    resultat.apres[k] = b;
  }
  return resultat;
}

/**
 * The employee of a service member, read by the history insert itself: a slot or a template part
 * names a member, and its row must reach that employee's history without a query of its own.
 */
export function employeDuMembre(membreId: number): SQL {
  return sql`(select ${membre.employeId} from ${membre} where ${membre.id} = ${membreId})`;
}

/**
 * Writes the history row of one change, in the use case's transaction (ARCHITECTURE.md §3): if
 * the use case fails, the row goes with it. A modification that changed nothing writes no row.
 * Bulk operations (a publication) write one row that summarises them, never one per record.
 */
export async function journaliser(tx: Tx, actor: Pick<Actor, 'utilisateurId'>, changement: Changement): Promise<void> {
  let avant = champs(changement.avant);
  let apres = champs(changement.apres);
  if (changement.action === 'MODIFICATION' && changement.avant && changement.apres) {
    ({ avant, apres } = champsModifies(changement.avant, changement.apres));
    if (Object.keys(apres).length === 0) return;
  }
  await tx.insert(historique).values(ligne(actor, changement, avant, apres));
}

/**
 * The history rows of many changes in one statement (an import of 2,000 employees), each row as
 * `journaliser` would write it; a modification that changed nothing writes no row.
 */
export async function journaliserChacun(
  tx: Tx,
  actor: Pick<Actor, 'utilisateurId'>,
  changements: readonly Changement[],
): Promise<void> {
  const lignes = changements.flatMap((changement) => {
    let avant = champs(changement.avant);
    let apres = champs(changement.apres);
    if (changement.action === 'MODIFICATION' && changement.avant && changement.apres) {
      ({ avant, apres } = champsModifies(changement.avant, changement.apres));
      if (Object.keys(apres).length === 0) return [];
    }
    return [ligne(actor, changement, avant, apres)];
  });
  for (let i = 0; i < lignes.length; i += PAR_INSTRUCTION) {
    await tx.insert(historique).values(lignes.slice(i, i + PAR_INSTRUCTION));
  }
}

/** Rows per insert: well under PostgreSQL's 65,535 parameters for a nine-column row. */
const PAR_INSTRUCTION = 1000;

/** A read of personal data, as a use case describes it. */
export type Lecture = Omit<Changement, 'action' | 'avant' | 'employeId'> & { employeId: number | null };

/**
 * A read of personal data (a resident's finances, issue 14) and its trace, in a transaction of
 * their own: `lire` reads and checks, and only a read that got through its checks is traced.
 * That transaction commits without waiting for the disk (decision 065): its only write is the
 * trace, and waiting for the WAL flush cost a loaded server a sixth of its reads. It takes the
 * database, never a transaction: a change's commit must wait for the disk (a transaction has a
 * `rollback`, which the type refuses).
 */
export async function lireEtTracer<T>(
  db: Db & { rollback?: never },
  actor: Pick<Actor, 'utilisateurId'>,
  lire: (tx: Tx) => Promise<{ lecture: Lecture; valeur: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const { lecture, valeur } = await lire(tx);
    await tx.insert(historique).values(ligne(actor, { ...lecture, action: 'LECTURE' }, null, champs(lecture.apres)));
    return valeur;
  });
}

function ligne(
  actor: Pick<Actor, 'utilisateurId'>,
  changement: Changement,
  avant: ChampsHistorique | null,
  apres: ChampsHistorique | null,
) {
  return {
    acteurId: actor.utilisateurId,
    pourId: changement.pourId ?? null,
    entite: changement.entite,
    entiteId: changement.entiteId,
    action: changement.action,
    avant,
    apres,
    employeId: changement.employeId,
    etablissementId: changement.etablissementId,
  };
}

/** A record of one employee an import writes, with the values it writes. */
interface EcritParImport<V extends Champs> {
  employeId: number;
  etablissementId: number;
  valeurs: V;
}

/**
 * The history of an import's credits: a CREDIT row per credit created (`ids` in the same order),
 * a MODIFICATION per credit replaced, each with the import as its cause (decision 107).
 */
export function historiqueDesCredits<V extends Champs>(
  entite: 'conges_credit' | 'heure_credit',
  cause: string,
  creations: readonly EcritParImport<V>[],
  ids: readonly number[],
  modifications: readonly { creditId: number; employeId: number; etablissementId: number; avant: V; apres: V }[],
): Changement[] {
  return [
    ...creations.map((c, i) => ({
      entite,
      entiteId: ids[i] ?? 0,
      action: 'CREDIT' as const,
      apres: { ...c.valeurs, cause },
      employeId: c.employeId,
      etablissementId: c.etablissementId,
    })),
    ...modifications.map((m) => ({
      entite,
      entiteId: m.creditId,
      action: 'MODIFICATION' as const,
      avant: { ...m.avant, cause: null },
      apres: { ...m.apres, cause },
      employeId: m.employeId,
      etablissementId: m.etablissementId,
    })),
  ];
}
