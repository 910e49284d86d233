import type { TypeDemande } from '@roulement/contract';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type Parametre, parametre } from '../../db/requetes';
import { demande, employe, utilisateur, validation } from '../../db/schema';
import { parBase } from '../../lib/par-base';
import { motifsDeRecherche } from '../../lib/recherche';
import { autoritesDelegueesSql } from './demande.lecture';

// The lists of the requests page and its badges: one statement each, whatever the number of
// requests (the pending validations are found through the partial index on their authority).

const createur = alias(utilisateur, 'createur');
const cible = alias(utilisateur, 'cible');

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
  // Kept by the triggers of migration 0023: counted at each read, they were most of the page's work.
  nbCommentaires: demande.nbCommentaires,
  nbValidationsAcceptees: demande.nbValidationsAcceptees,
  nbValidationsEnAttente: demande.nbValidationsEnAttente,
  nbValidationsRefusees: demande.nbValidationsRefusees,
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
const mesEmployes = (utilisateurId: number | Parametre) =>
  sql`(select ${employe.id} from ${employe} where ${employe.utilisateurId} = ${utilisateurId})`;

/**
 * Created by the actor or about them, with a creator (spec §2.7). A `union` of the two indexed
 * lookups: an `or` of them made PostgreSQL read the whole table (20,000 requests in the bench).
 */
const mesDemandes = (utilisateurId: number | Parametre) =>
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
  /** The day whose running delegations count. */
  aujourdhui: string;
}

/**
 * The actor's running delegations (`autoritesDelegueesSql`), read once at the head of the
 * statements that use `aValider`: a list or a badge is one statement, not a query for the
 * delegations and then the statement.
 */
const delegues = (db: DbOrTx) =>
  db
    .$with('delegues', { authority: sql<string>`authority` })
    .as(autoritesDelegueesSql(parametre('utilisateurId'), parametre('aujourdhui')));

/**
 * The ids of the pending requests of others that the actor may validate, each once: a pending
 * validation of theirs by role (not on their own requests), by e-mail, or through a running
 * delegation in the request's establishment. The validations carry the request's status,
 * creator, employee and establishment (copied by the triggers of migration 0021), so the rule
 * reads the index `validation_a_valider` alone: checking it on each pending request of the
 * association at every call was most of the list's time. The actor's authorities are parameters
 * (`parametresAValider`) and their delegations the `delegues` of the statement, so that the
 * statements using this rule are prepared once.
 */
const idsAValider = sql`select distinct v.demande_id as id from ${validation} v
  where v.accepte is null and v.demande_statut_id = 1 and v.demande_createur_id is not null
    and v.authority = any(array_cat(${parametre('directes')}::text[], array(select authority from delegues)))
    and ((v.demande_createur_id <> ${parametre('utilisateurId')}
        and v.demande_employe_id not in ${mesEmployes(parametre('utilisateurId'))}
        and (v.authority = any(${parametre('roles')}::text[])
          -- Asked once per statement: without it, each validation a role does not cover scanned them.
          or (exists (select 1 from delegues) and exists (select 1 from delegues x
            where x.authority = v.authority and x.etablissement_id = v.demande_etablissement_id
              and x.delegant_id <> v.demande_createur_id
              and x.delegant_id not in (select e.utilisateur_id from employe e where e.id = v.demande_employe_id)))))
      or v.authority = any(${parametre('email')}::text[]))`;

const parametresAValider = (a: AutoritesActeur) => ({
  utilisateurId: a.utilisateurId,
  aujourdhui: a.aujourdhui,
  directes: [...a.roles, a.email],
  roles: [...a.roles],
  email: [a.email],
});

const resumePrepare = parBase((db: DbOrTx) =>
  listerResumes(db, eq(demande.id, parametre('demandeId'))).prepare('resume_demande'),
);

export async function findResume(db: DbOrTx, demandeId: number): Promise<ResumeRow | undefined> {
  const [row] = await resumePrepare(db).execute({ demandeId });
  return row;
}

/** Prepared: planning this statement cost twice as much as running it (two years of requests). */
const mesDemandesPreparees = parBase((db: DbOrTx) =>
  listerResumes(db, mesDemandes(parametre('utilisateurId'))).prepare('mes_demandes'),
);

export function listMesDemandes(db: DbOrTx, utilisateurId: number) {
  return mesDemandesPreparees(db).execute({ utilisateurId });
}

export interface FiltresAValider {
  recherche: string;
  /** Empty keeps every type. */
  types: readonly TypeDemande[];
  limit: number;
  offset: number;
}

/** The optional parts of an 'À valider' statement: each combination is its own prepared statement. */
interface Variante {
  types: boolean;
  motifs: boolean;
}

const nomDe = (v: Variante) => `demandes_a_valider${v.types ? '_types' : ''}${v.motifs ? '_recherche' : ''}`;

/**
 * One page of 'À valider' with the total of the filtered list on each row: the filtered ids are
 * found once (a CTE read twice is materialised), counted, and only the page's requests get the
 * summary columns, their counts read from the request.
 */
function pageAValider(db: DbOrTx, v: Variante) {
  const filtre = and(
    sql`${demande.id} in (${idsAValider})`,
    v.types ? sql`${demande.type} = any(${parametre('types')}::text[])` : undefined,
    // A scalar subquery: as a join, the one plan kept for every actor started from the name
    // filter and read every user.
    v.motifs
      ? sql`(select u.nom_recherche from ${employe} e join ${utilisateur} u on u.id = e.utilisateur_id
            where e.id = ${demande.employeId}) like all(${parametre('motifs')}::text[])`
      : undefined,
  );
  const aValider = db
    .$with('a_valider', { id: sql<number>`id` })
    .as(sql`select ${demande.id} as id from ${demande} where ${filtre}`);
  return listerResumes(
    db.with(delegues(db), aValider),
    sql`${demande.id} in (select id from a_valider order by 1 desc limit ${parametre('limit')} offset ${parametre('offset')})`,
    { total: sql<number>`(select count(*)::int from a_valider)` },
  ).prepare(nomDe(v));
}

const VARIANTES: Variante[] = [false, true].flatMap((types) => [false, true].map((motifs) => ({ types, motifs })));
const pages = new Map(VARIANTES.map((v) => [nomDe(v), parBase((db: DbOrTx) => pageAValider(db, v))]));

export async function listAValider(db: DbOrTx, a: AutoritesActeur, f: FiltresAValider) {
  const motifs = motifsDeRecherche(f.recherche);
  const page = pages.get(nomDe({ types: f.types.length > 0, motifs: motifs.length > 0 }))!(db);
  const parametres = { ...parametresAValider(a), types: [...f.types], motifs, limit: f.limit, offset: f.offset };
  const rows = await page.execute(parametres);
  // A page past the end has no row to carry the total: its first row tells it.
  const premiere =
    rows[0] ?? (f.offset > 0 ? (await page.execute({ ...parametres, limit: 1, offset: 0 }))[0] : undefined);
  return { total: premiere?.total ?? 0, rows };
}

/** The two badges, each through its own indexed lookup (an `or` of both read the whole table), on the actor's row. */
const compteurs = parBase((db: DbOrTx) =>
  db
    .with(delegues(db))
    .select({
      aValider: sql<number>`(select count(*)::int from (${idsAValider}) a)`,
      enAttente: db.$count(demande, and(eq(demande.statutId, 1), mesDemandes(parametre('utilisateurId')))),
    })
    .from(utilisateur)
    .where(eq(utilisateur.id, parametre('utilisateurId')))
    .prepare('demandes_compteurs'),
);

export async function compterDemandes(db: DbOrTx, a: AutoritesActeur) {
  const [row] = await compteurs(db).execute(parametresAValider(a));
  return { aValider: row?.aValider ?? 0, enAttente: row?.enAttente ?? 0 };
}
