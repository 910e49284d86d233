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

/** A movement as the statement sends it: [id, type, date, montant, ficheAimId, versementId, poste]. */
type MouvementCompact = [number, MouvementRow['type'], string, string, number | null, number | null, PosteAimId];

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
 * subquery). The movements, the longest part, come as arrays with their item's id, and the eleven
 * items once: PostgreSQL spent more time writing the same item's labels into 200 objects than
 * reading the rows. The scope is checked by the caller on `usager` before anything is answered,
 * so what an unauthorised read fetched is dropped.
 */
const historique = requetePreparee<
  Omit<HistoriqueRow, 'mouvements'> & { postes: PosteRow[]; mouvements: MouvementCompact[] }
>(
  'usager_historique',
  sql`with trace as (${trace} returning 1)
    select
    (select row_to_json(x) from (${usagerScopeSql(false)}) x) as usager,
    coalesce((select json_agg(x) from (${accueilsSql}) x), '[]') as accueils,
    coalesce((select json_agg(x) from (${fichesResumeSql(false)}) x), '[]') as fiches,
    (select json_agg(x) from (select ${poste('p')} from poste_aim p) x) as postes,
    coalesce((select json_agg(json_build_array(m.id, m.type, m.date_application::text, m.montant::text,
        m.fiche_aim_id, m.versement_id, m.poste_aim_id) order by ${ordreDesMouvements})
      from mouvement m where ${mouvementsDuResident}), '[]') as mouvements,
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
  const parId = new Map(postes.map((q) => [q.posteAimId, q]));
  return {
    ...reste,
    mouvements: mouvements.map(([mouvementId, type, dateApplication, montant, ficheAimId, versementId, posteAimId]) => {
      // Named one by one: spreading the item into each of 200 movements cost a fifth of the request.
      const { libelle, periodicite, icone } = parId.get(posteAimId)!;
      return {
        posteAimId,
        libelle,
        periodicite,
        icone,
        mouvementId,
        type,
        dateApplication,
        montant,
        ficheAimId,
        versementId,
      };
    }),
  };
}
