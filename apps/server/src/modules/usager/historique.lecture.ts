import type { PosteAimId } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parametre, requetePreparee } from '../../db/requetes';
import { insertionLectureSql } from '../../lib/audit';
import {
  type FicheResumeRow,
  fichesResumeSql,
  type MouvementRow,
  mouvementsDuResident,
  ordreDesMouvements,
  type PosteRow,
  poste,
  type ValidationEnCoursRow,
  validationEnCoursSql,
} from './fiche-aim.lecture';
import { type AccueilRow, accueilsSql, type UsagerScopeRow, usagerScopeSql } from './usager.lecture';

export interface HistoriqueRow {
  usager: UsagerScopeRow | null;
  accueils: AccueilRow[];
  fiches: FicheResumeRow[];
  mouvements: MouvementRow[];
  /** The latest sheet's pending request, whatever the sheet's status: the caller keeps it or not. */
  validationEnCours: ValidationEnCoursRow | null;
  /** Whether the statement wrote the read's audit row. */
  lectureTracee: boolean;
}

/**
 * The movements as the statement sends them: one line per movement, its fields in this order and
 * separated by commas, an empty field for null. None of them can hold a comma or a semicolon (ids,
 * codes, an ISO date, a decimal amount), and writing 200 lines of text cost PostgreSQL half of
 * what the same rows cost as JSON arrays.
 */
const CHAMPS_DU_MOUVEMENT = sql`concat_ws(',', m.id, m.type, m.date_application, m.montant,
  coalesce(m.fiche_aim_id::text, ''), coalesce(m.versement_id::text, ''), m.poste_aim_id)`;

/**
 * The statement's movements read with a cursor over the text (see `CHAMPS_DU_MOUVEMENT`): splitting
 * each line into its seven fields and converting the ids cost three times as much.
 */
export function lireMouvements(texte: string | null, parId: ReadonlyMap<string, PosteRow>): MouvementRow[] {
  const mouvements: MouvementRow[] = [];
  if (texte === null) return mouvements;
  const virgules = [0, 0, 0, 0, 0, 0];
  for (let debut = 0; debut < texte.length; ) {
    let apres = debut;
    for (let k = 0; k < virgules.length; k++) {
      virgules[k] = texte.indexOf(',', apres);
      apres = virgules[k]! + 1;
    }
    const [v0, v1, v2, v3, v4, v5] = virgules as [number, number, number, number, number, number];
    const pointVirgule = texte.indexOf(';', apres);
    const fin = pointVirgule === -1 ? texte.length : pointVirgule;
    const posteAimId = texte.slice(v5 + 1, fin) as PosteAimId;
    // Named one by one: spreading the item into each of 200 movements cost a fifth of the request.
    const { libelle, periodicite, icone } = parId.get(posteAimId)!;
    mouvements.push({
      posteAimId,
      libelle,
      periodicite,
      icone,
      mouvementId: entier(texte, debut, v0)!,
      type: texte.slice(v0 + 1, v1) as MouvementRow['type'],
      dateApplication: texte.slice(v1 + 1, v2),
      montant: texte.slice(v2 + 1, v3),
      ficheAimId: entier(texte, v3 + 1, v4),
      versementId: entier(texte, v4 + 1, v5),
    });
    debut = fin + 1;
  }
  return mouvements;
}

/** The id written in `texte` from `debut` to `fin`, null when the field is empty. */
function entier(texte: string, debut: number, fin: number): number | null {
  if (debut === fin) return null;
  let n = 0;
  for (let i = debut; i < fin; i++) n = n * 10 + texte.charCodeAt(i) - 48;
  return n;
}

const derniereFiche = sql`select f.id from fiche_aim f
  where f.usager_id = ${parametre('usagerId')} and f.etablissement_id = ${parametre('etablissementId')}
  order by f.annee desc, f.mois desc limit 1`;

/**
 * The read's audit row, written by the statement when the caller says the actor may read this
 * establishment's finances whatever its head office, and the resident is there with the aid
 * feature: the parts of the checks that need the establishment's row (decision 061).
 */
const trace = insertionLectureSql(sql`${parametre('tracer')}::boolean and exists (select from usager u
    join etablissement e on e.id = u.etablissement_id
    where u.id = ${parametre('usagerId')} and u.etablissement_id = ${parametre('etablissementId')}
      and e.aide_individuelle_mensuelle)`);

/**
 * The resident's history screen as one statement (issue 14): on this VM every round trip to
 * PostgreSQL costs more than the rows it brings, and five of them kept the screen under its
 * budget; the read's audit row is written by the same statement. Each part is the SQL of the
 * screen's separate reads, aggregated to JSON in its order (json_agg keeps the order of a sorted
 * subquery). The movements, the longest part, come as lines of text with their item's id (see
 * `CHAMPS_DU_MOUVEMENT`), and the eleven items once: PostgreSQL spent more time writing the same
 * item's labels into 200 objects than reading the rows. The scope is checked by the caller on `usager` before anything is answered,
 * so what an unauthorised read fetched is dropped.
 */
const historique = requetePreparee<
  Omit<HistoriqueRow, 'mouvements'> & { postes: PosteRow[]; mouvements: string | null }
>(
  'usager_historique',
  sql`with trace as (${trace} returning 1)
    select
    (select row_to_json(x) from (${usagerScopeSql(false)}) x) as usager,
    coalesce((select json_agg(x) from (${accueilsSql}) x), '[]') as accueils,
    coalesce((select json_agg(x) from (${fichesResumeSql(false)}) x), '[]') as fiches,
    (select json_agg(x) from (select ${poste('p')} from poste_aim p) x) as postes,
    (select string_agg(${CHAMPS_DU_MOUVEMENT}, ';' order by ${ordreDesMouvements})
      from mouvement m where ${mouvementsDuResident}) as mouvements,
    (select row_to_json(x) from (${validationEnCoursSql(derniereFiche)}) x) as "validationEnCours",
    exists (select from trace) as "lectureTracee"`,
);

/**
 * The history, and its audit row from `parametresDeLecture` when `trace.ecrire` (see `trace`):
 * one snapshot, one round trip.
 */
export async function lireHistorique(
  db: DbOrTx,
  cle: { usagerId: number; etablissementId: number; today: string },
  trace: { parametres: Record<string, unknown>; ecrire: boolean },
): Promise<HistoriqueRow> {
  const [row] = await historique(db, { ...trace.parametres, ...cle, tracer: trace.ecrire });
  const { postes, mouvements, ...reste } = row!;
  return { ...reste, mouvements: lireMouvements(mouvements, new Map(postes.map((q) => [q.posteAimId, q]))) };
}
