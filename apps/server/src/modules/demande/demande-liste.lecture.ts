import type { TypeDemande } from '@roulement/contract';
import { and, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { commentaireDemande, demande, employe, utilisateur, validation } from '../../db/schema';
import { nomContient } from '../../lib/recherche';
import type { AutoriteDeleguee } from './demande.policy';

// The lists of the requests page and its badges: one statement each, whatever the number of
// requests (the pending validations are found through the partial index on their authority).

const createur = alias(utilisateur, 'createur');
const cible = alias(utilisateur, 'cible');

const compter = (condition: SQL) =>
  sql<number>`(select count(*)::int from ${validation} v where v.demande_id = ${demande.id} and ${condition})`;

const colonnesResume = {
  demandeId: demande.id,
  type: demande.type,
  statutId: demande.statutId,
  dateDemande: demande.dateDemande,
  dateDebut: demande.dateDebut,
  dateFin: demande.dateFin,
  commentaire: demande.commentaire,
  etablissementId: demande.etablissementId,
  employeId: demande.employeId,
  createurId: createur.id,
  createurNom: createur.nom,
  createurPrenom: createur.prenom,
  createurEmail: createur.email,
  cibleId: cible.id,
  cibleNom: cible.nom,
  ciblePrenom: cible.prenom,
  cibleEmail: cible.email,
  nbCommentaires: sql<number>`(select count(*)::int from ${commentaireDemande} c
    where c.demande_id = ${demande.id} and not c.supprime)`,
  nbValidationsAcceptees: compter(sql`v.accepte`),
  nbValidationsEnAttente: compter(sql`v.accepte is null`),
  nbValidationsRefusees: compter(sql`not v.accepte`),
};

export type ResumeRow = Awaited<ReturnType<typeof listerResumes>>[number];

function listerResumes<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Pick<DbOrTx, 'select'>,
  where: SQL | undefined,
  extra?: Extra,
) {
  return db
    .select({ ...colonnesResume, ...(extra as Extra) })
    .from(demande)
    .innerJoin(employe, eq(employe.id, demande.employeId))
    .innerJoin(cible, eq(cible.id, employe.utilisateurId))
    .leftJoin(createur, eq(createur.id, demande.createurId))
    .where(where)
    .orderBy(desc(demande.id));
}

/** The actor's employee records, as a subquery: no join on the lists' hot path. */
const mesEmployes = (utilisateurId: number) =>
  sql`(select ${employe.id} from ${employe} where ${employe.utilisateurId} = ${utilisateurId})`;

/**
 * Created by the actor or about them, with a creator (spec §2.7). A `union` of the two indexed
 * lookups: an `or` of them made PostgreSQL read the whole table (20,000 requests in the bench).
 */
const mesDemandes = (utilisateurId: number) =>
  and(
    isNotNull(demande.createurId),
    inArray(
      demande.id,
      sql`(select d.id from ${demande} d where d.createur_id = ${utilisateurId}
        union select d.id from ${demande} d where d.employe_id in ${mesEmployes(utilisateurId)})`,
    ),
  );

export interface AutoritesActeur {
  utilisateurId: number;
  /** Role authorities (no prefix): never on the actor's own requests. */
  roles: readonly string[];
  email: string;
  delegations: readonly AutoriteDeleguee[];
}

const enAttenteDe = (authorities: readonly string[]) =>
  inArray(
    demande.id,
    sql`(select ${validation.demandeId} from ${validation} where ${validation.accepte} is null and ${inArray(
      validation.authority,
      [...authorities],
    )})`,
  );

/**
 * Pending requests of others with a pending validation the actor may give: by role (not on their
 * own requests), by e-mail, or through a running delegation in the request's establishment.
 */
function aValider(a: AutoritesActeur): SQL {
  const pasLesMiennes = and(
    ne(demande.createurId, a.utilisateurId),
    sql`${demande.employeId} not in ${mesEmployes(a.utilisateurId)}`,
  );
  const parDelegation =
    a.delegations.length === 0
      ? undefined
      : and(
          pasLesMiennes,
          sql`exists (select 1 from ${validation} v, jsonb_to_recordset(${JSON.stringify(a.delegations)}::jsonb)
            as x(authority text, "etablissementId" int, "delegantId" int)
            where v.demande_id = ${demande.id} and v.accepte is null and v.authority = x.authority
              and x."etablissementId" = ${demande.etablissementId}
              and x."delegantId" <> ${demande.createurId}
              and x."delegantId" not in (select e.utilisateur_id from employe e where e.id = ${demande.employeId}))`,
        );
  // Every authority the actor may act on, in one lookup through the partial index: the requests
  // it finds are the only candidates, and the precise rule below filters them.
  const candidates = enAttenteDe([...a.roles, a.email, ...a.delegations.map((d) => d.authority)]);
  return and(
    candidates,
    eq(demande.statutId, 1),
    isNotNull(demande.createurId),
    or(a.roles.length ? and(pasLesMiennes, enAttenteDe(a.roles)) : undefined, enAttenteDe([a.email]), parDelegation),
  )!;
}

export async function findResume(db: DbOrTx, demandeId: number): Promise<ResumeRow | undefined> {
  const [row] = await listerResumes(db, eq(demande.id, demandeId));
  return row;
}

export function listMesDemandes(db: DbOrTx, utilisateurId: number) {
  return listerResumes(db, mesDemandes(utilisateurId));
}

export interface FiltresAValider {
  recherche: string;
  /** Empty keeps every type. */
  types: readonly TypeDemande[];
  limit: number;
  offset: number;
}

/**
 * One page of 'À valider' and the total of the filtered list, in one statement: the filtered ids
 * are found once (a CTE read twice is materialised), counted, and only the page's rows get the
 * summary columns (their subqueries would otherwise run on every candidate before the sort).
 */
export async function listAValider(db: DbOrTx, a: AutoritesActeur, f: FiltresAValider) {
  const parNom = nomContient(cible.nomRecherche, f.recherche);
  const filtres = db.select({ id: demande.id }).from(demande);
  const ids = db
    .$with('a_valider')
    .as(
      (parNom
        ? filtres
            .innerJoin(employe, eq(employe.id, demande.employeId))
            .innerJoin(cible, eq(cible.id, employe.utilisateurId))
        : filtres
      ).where(and(aValider(a), f.types.length ? inArray(demande.type, [...f.types]) : undefined, parNom)),
    );
  const rows = await listerResumes(
    db.with(ids),
    inArray(demande.id, sql`(select ${ids.id} from ${ids} order by 1 desc limit ${f.limit} offset ${f.offset})`),
    { total: sql<number>`(select count(*)::int from ${ids})` },
  );
  // A page past the end has no row to carry the total.
  const total = rows[0]?.total ?? (f.offset === 0 ? 0 : await compterAValider(db, a, f));
  return { total, rows };
}

async function compterAValider(db: DbOrTx, a: AutoritesActeur, f: FiltresAValider): Promise<number> {
  const { total } = await listAValider(db, a, { ...f, offset: 0, limit: 1 });
  return total;
}

export async function compterDemandes(db: DbOrTx, a: AutoritesActeur) {
  // Two counts, each through its own indexed lookup (an `or` of both read the whole table).
  const enAttente = and(eq(demande.statutId, 1), mesDemandes(a.utilisateurId));
  const { rows } = (await db.execute(sql`select
    (select count(*)::int from ${demande} where ${aValider(a)}) as "aValider",
    (select count(*)::int from ${demande} where ${enAttente}) as "enAttente"`)) as {
    rows: { aValider: number; enAttente: number }[];
  };
  return { aValider: rows[0]?.aValider ?? 0, enAttente: rows[0]?.enAttente ?? 0 };
}
