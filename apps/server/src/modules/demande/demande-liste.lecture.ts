import { DEMANDE_STATUT, type TypeDemande } from '@roulement/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type Parametre, parametre, parmi } from '../../db/requetes';
import { demande, employe, etablissement, utilisateur, validation } from '../../db/schema';
import { parBase } from '../../lib/par-base';
import { motifsDeRecherche } from '../../lib/recherche';

// The lists of the requests page and its badges: a fixed number of statements whatever the number
// of requests (the pending validations are found through the partial index on their authority).

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

/** Prepared: planning this statement cost twice as much as running it (two years of requests). */
const mesDemandesPreparees = parBase((db: DbOrTx) =>
  listerResumes(db, mesDemandes(parametre('utilisateurId'))).prepare('mes_demandes'),
);

export function listMesDemandes(db: DbOrTx, utilisateurId: number) {
  return mesDemandesPreparees(db).execute({ utilisateurId });
}

/** The list's filters, as the query gives them. */
export interface FiltresAValider {
  recherche: string;
  /** Empty keeps every type. */
  types: readonly TypeDemande[];
}

/** The optional parts of the candidates' statement: each combination is its own prepared statement. */
interface Variante {
  types: boolean;
  motifs: boolean;
}

const nomDe = (v: Variante) => `candidats_a_valider${v.types ? '_types' : ''}${v.motifs ? '_recherche' : ''}`;

/**
 * The pending validations of pending requests (with a creator) held under one of `autorites`,
 * with what the request policy needs to decide on each, newest request first. Who may validate is
 * the policy's rule (`peutDecider`), applied to these rows by the service: this statement only
 * narrows them to the actor's authorities, through the partial index of pending validations.
 */
function candidatsAValider(db: DbOrTx, v: Variante) {
  return db
    .select({
      validationId: validation.id,
      authority: validation.authority,
      accepte: validation.accepte,
      demandeId: demande.id,
      statutId: demande.statutId,
      createurId: demande.createurId,
      etablissementId: demande.etablissementId,
      siegeSocialId: etablissement.siegeSocialId,
      employeUtilisateurId: employe.utilisateurId,
    })
    .from(validation)
    .innerJoin(demande, eq(demande.id, validation.demandeId))
    .innerJoin(employe, eq(employe.id, demande.employeId))
    .innerJoin(etablissement, eq(etablissement.id, demande.etablissementId))
    .where(
      and(
        isNull(validation.accepte),
        sql`${validation.authority} = any(${parametre('autorites')}::text[])`,
        eq(demande.statutId, DEMANDE_STATUT.EN_ATTENTE),
        isNotNull(demande.createurId),
        v.types ? sql`${demande.type} = any(${parametre('types')}::text[])` : undefined,
        v.motifs
          ? sql`(select u.nom_recherche from ${utilisateur} u where u.id = ${employe.utilisateurId}) like all(${parametre('motifs')}::text[])`
          : undefined,
      ),
    )
    .orderBy(desc(demande.id), asc(validation.id))
    .prepare(nomDe(v));
}
export type CandidatAValider = Awaited<ReturnType<ReturnType<typeof candidatsAValider>['execute']>>[number];

const VARIANTES: Variante[] = [false, true].flatMap((types) => [false, true].map((motifs) => ({ types, motifs })));
const candidats = new Map(VARIANTES.map((v) => [nomDe(v), parBase((db: DbOrTx) => candidatsAValider(db, v))]));

export function listCandidatsAValider(
  db: DbOrTx,
  autorites: readonly string[],
  f: FiltresAValider,
): Promise<CandidatAValider[]> {
  const motifs = motifsDeRecherche(f.recherche);
  const requete = candidats.get(nomDe({ types: f.types.length > 0, motifs: motifs.length > 0 }))!(db);
  return requete.execute({ autorites: [...autorites], types: [...f.types], motifs });
}

const resumesParIds = parBase((db: DbOrTx) => listerResumes(db, parmi(demande.id, 'ids')).prepare('resumes_demandes'));

/** The summaries of these requests, newest first. */
export function listResumes(db: DbOrTx, demandeIds: readonly number[]): Promise<ResumeRow[]> {
  if (demandeIds.length === 0) return Promise.resolve([]);
  return resumesParIds(db).execute({ ids: [...demandeIds] });
}

export async function findResume(db: DbOrTx, demandeId: number): Promise<ResumeRow | undefined> {
  const [row] = await listResumes(db, [demandeId]);
  return row;
}

const mesDemandesEnAttente = parBase((db: DbOrTx) =>
  db
    .select({ n: count() })
    .from(demande)
    .where(and(eq(demande.statutId, DEMANDE_STATUT.EN_ATTENTE), mesDemandes(parametre('utilisateurId'))))
    .prepare('mes_demandes_en_attente'),
);

/** The actor's own requests still pending (their badge). */
export async function compterMesDemandesEnAttente(db: DbOrTx, utilisateurId: number): Promise<number> {
  const [row] = await mesDemandesEnAttente(db).execute({ utilisateurId });
  return row?.n ?? 0;
}
