import type { ActionHistorique, ChampsHistorique, EntiteHistorique, ValeurHistorique } from '@roulement/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { parametre, requetePreparee } from '../db/requetes';
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

/** The parameters of `insertionLectureSql` for this read. */
export function parametresDeLecture(actor: Pick<Actor, 'utilisateurId'>, lecture: Lecture): Record<string, unknown> {
  const apres = champs(lecture.apres);
  return {
    acteurId: actor.utilisateurId,
    pourId: lecture.pourId ?? null,
    entite: lecture.entite,
    entiteId: lecture.entiteId,
    apres: apres === null ? null : JSON.stringify(apres),
    employeId: lecture.employeId,
    etablissementId: lecture.etablissementId,
  };
}

/**
 * The row of a read, from the parameters of `parametresDeLecture`, inserted only when `condition`
 * holds: a read that checks its scope in its own statement writes its row there, without a round
 * trip of its own (the resident's history).
 *
 * The read's transaction then commits without waiting for the disk (decision 065): its only write
 * is this row, and waiting for the WAL flush cost a loaded server a sixth of its reads. Only for a
 * read's own transaction: a change's commit must wait.
 */
export const insertionLectureSql = (condition: SQL = sql`true`) =>
  sql`insert into ${historique} (acteur_id, pour_id, entite, entite_id, action, apres, employe_id, etablissement_id)
    select ${parametre('acteurId')}::int, ${parametre('pourId')}::int, ${parametre('entite')}::text,
      ${parametre('entiteId')}::int, 'LECTURE', ${parametre('apres')}::jsonb, ${parametre('employeId')}::int,
      ${parametre('etablissementId')}::int
    where ${condition} and set_config('synchronous_commit', 'off', true) = 'off'`;

/**
 * The row of a read, as a statement prepared once: drizzle building the insert cost the resident's
 * history more processor time than everything else it does (1.1 of 2.8 ms).
 */
const insertionLecture = requetePreparee('historique_lecture', insertionLectureSql());

/**
 * Writes the row of a read of personal data (a resident's finances, issue 14) as a statement of
 * its own: a read has no transaction to share, and one statement costs a loaded server less than
 * a transaction's three. Never inside a change's transaction (see `insertionLectureSql`).
 */
export async function journaliserLecture(
  db: DbOrTx,
  actor: Pick<Actor, 'utilisateurId'>,
  lecture: Lecture,
): Promise<void> {
  await insertionLecture(db, parametresDeLecture(actor, lecture));
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
