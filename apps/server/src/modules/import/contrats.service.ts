import type { ImportRapport } from '@roulement/contract';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/errors';
import { ecrireContratsImportes, verrouillerEmployes } from '../employe/use-cases/importer-contrats';
import { reconnaitreContrats } from './colonnes-contrats';
import { contratsDesEmployes, referencesDesContrats } from './contrats.lecture';
import { lireTableau, type Tableau } from './fichier';
import { employesDesEtablissements } from './import.lecture';
import {
  type Analyse,
  etablissementsDe,
  FICHIER_CHANGE,
  jjmmaaaa,
  joindreErreursDeLecture,
  rapport,
} from './import.service';
import { lireLignesContrats } from './lignes-contrats';
import { type PlanContrats, planifierContrats } from './plan-contrats';
import type { FichierImport } from './sorte';

async function analyser(
  db: DbOrTx,
  actor: Actor,
  tableau: Tableau,
  fichier: FichierImport,
): Promise<Analyse<PlanContrats>> {
  const [etablissements, references] = await Promise.all([etablissementsDe(db, actor), referencesDesContrats(db)]);
  const colonnes = fichier.colonnes ?? reconnaitreContrats(tableau.entetes);
  const lues = lireLignesContrats(tableau, colonnes, etablissements, references);
  const employes = await employesDesEtablissements(db, [...new Set(lues.lignes.map((l) => l.etablissementId))]);
  const existants = await contratsDesEmployes(
    db,
    employes.map((e) => e.employeId),
  );
  const plan = planifierContrats(lues.lignes, employes, existants, references.types);
  return joindreErreursDeLecture({ tableau, colonnes, plan }, lues.erreurs, (cellule) =>
    [cellule('Type de contrat'), cellule('Date de début')].filter(Boolean).join(' du '),
  );
}

const employesTouches = (plan: PlanContrats) => [
  ...new Set([...plan.aCreer, ...plan.aModifier].map((c) => c.employeId)),
];

/** The dry run: reads the file and says what each line would do, writing nothing. */
export async function apercuContrats(ctx: AppContext, actor: Actor, fichier: FichierImport): Promise<ImportRapport> {
  const tableau = await lireTableau(fichier.octets);
  return rapport(await analyser(ctx.db, actor, tableau, fichier), false);
}

/**
 * The whole file in one transaction, or nothing when a line has an error. The employees it
 * changes are locked, then the plan is computed again, so two imports cannot both add a contract
 * that the other one overlaps.
 */
export async function appliquerContrats(ctx: AppContext, actor: Actor, fichier: FichierImport): Promise<ImportRapport> {
  const tableau = await lireTableau(fichier.octets);
  const apercu = await analyser(ctx.db, actor, tableau, fichier);
  if (apercu.plan.erreurs.length > 0 || employesTouches(apercu.plan).length === 0) return rapport(apercu, false);
  return ctx.db.transaction(async (tx) => {
    await verrouillerEmployes(tx, employesTouches(apercu.plan));
    const analyse = await analyser(tx, actor, tableau, fichier);
    if (analyse.plan.erreurs.length > 0) throw conflict(FICHIER_CHANGE);
    await ecrireContratsImportes(tx, actor, analyse.plan, `Import du fichier ${fichier.nom}`);
    return rapport(analyse, true);
  });
}

/** « Exporter »: the contracts of the employees of the actor's establishments, in the template's columns. */
export async function exporterContrats(db: DbOrTx, actor: Actor): Promise<string[][]> {
  const administres = (await etablissementsDe(db, actor)).filter((e) => e.administre);
  const noms = new Map(administres.map((e) => [e.etablissementId, e.raisonSociale]));
  // Without a matricule, a line could not find its employee again.
  const employes = (await employesDesEtablissements(db, [...noms.keys()])).filter((e) => e.matricule);
  const parId = new Map(employes.map((e) => [e.employeId, e]));
  const contrats = await contratsDesEmployes(db, [...parId.keys()]);
  return contrats
    .flatMap((c) => {
      const employe = parId.get(c.employeId);
      if (!employe) return [];
      return [
        {
          tri: `${noms.get(employe.etablissementId)}|${employe.matricule}|${c.dateDebut}`,
          cellules: [
            employe.matricule ?? '',
            noms.get(employe.etablissementId) ?? '',
            c.acronyme,
            c.metier,
            String(c.heuresHebdo).replace('.', ','),
            jjmmaaaa(c.dateDebut),
            jjmmaaaa(c.dateFin),
            c.cadre ? 'Oui' : 'Non',
            String(c.nbJoursAstreintesAnnuels),
            c.remplaceMatricule ?? '',
          ],
        },
      ];
    })
    .sort((a, b) => a.tri.localeCompare(b.tri, 'fr'))
    .map((l) => l.cellules);
}
