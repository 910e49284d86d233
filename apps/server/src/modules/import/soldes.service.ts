import type { DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { expirationParDefaut } from '../conges/credit.service';
import { ecrireSoldesImportes } from '../conges/soldes-importes';
import { ecrireHeuresImportees } from '../employe/heures-importees';
import { reconnaitreSoldes } from './colonnes-soldes';
import type { Tableau } from './fichier';
import { employesDesEtablissements } from './import.lecture';
import { type Analyse, completer, designerParMatricule, etablissementsDe, jjmmaaaa } from './import.service';
import { lireLignesSoldes, RECUPERATION } from './lignes-soldes';
import { type PlanSoldes, planifierSoldes } from './plan-soldes';
import { heuresImporteesDes, soldesImportesDes, typesAvecSolde } from './soldes.lecture';
import type { FichierImport } from './sorte';
import { apercuEtApplication } from './sorte-planifiee';

async function analyser(
  db: DbOrTx,
  actor: Actor,
  tableau: Tableau,
  fichier: FichierImport,
): Promise<Analyse<PlanSoldes>> {
  const etablissements = await etablissementsDe(db, actor);
  const types = await typesAvecSolde(db);
  const colonnes = fichier.colonnes ?? reconnaitreSoldes(tableau.entetes);
  const lues = lireLignesSoldes(tableau, colonnes, etablissements, types);
  const employes = await employesDesEtablissements(db, [...new Set(lues.lignes.map((l) => l.etablissementId))]);
  const ids = employes.map((e) => e.employeId);
  // One after the other: inside the apply's transaction they share one connection.
  const jours = await soldesImportesDes(db, ids);
  const heures = await heuresImporteesDes(db, ids);
  const plan = planifierSoldes(lues.lignes, employes, { jours, heures }, expirationParDefaut);
  return completer(
    { tableau, colonnes, plan },
    lues.erreurs,
    designerParMatricule((cellule) =>
      [cellule('Type de congé'), cellule('Date de valeur')].filter(Boolean).join(' au '),
    ),
  );
}

/** Leave in the leave ledger, recovery hours in the hours credits: each module writes its own. */
async function ecrire(tx: Tx, actor: Actor, plan: PlanSoldes, cause: string): Promise<void> {
  await ecrireSoldesImportes(tx, actor, plan, cause);
  await ecrireHeuresImportees(tx, actor, plan.heures, cause);
}

/** Preview and apply (decision 111): dated credits of the leave ledger and of the recovery hours, with their history. */
export const { apercu: apercuSoldes, appliquer: appliquerSoldes } = apercuEtApplication(analyser, ecrire);

/**
 * « Exporter »: the opening balances earlier imports wrote, in the template's columns. Not the
 * balances of today: re-imported, a balance of today would be credited on top of the ledger.
 */
export async function exporterSoldes(db: DbOrTx, actor: Actor): Promise<string[][]> {
  const administres = (await etablissementsDe(db, actor)).filter((e) => e.administre);
  const noms = new Map(administres.map((e) => [e.etablissementId, e.raisonSociale]));
  const employes = (await employesDesEtablissements(db, [...noms.keys()])).filter((e) => e.matricule);
  const parId = new Map(employes.map((e) => [e.employeId, e]));
  const soldes = await soldesImportesDes(db, [...parId.keys()]);
  const heures = await heuresImporteesDes(db, [...parId.keys()]);
  const lignes = [
    ...soldes.map((s) => ({ ...s, jours: String(s.nbJours).replace('.', ','), heures: '' })),
    ...heures.map((h) => ({
      ...h,
      type: RECUPERATION,
      jours: '',
      heures: String(h.minutes / 60).replace('.', ','),
      dateExpiration: null,
    })),
  ];
  return lignes
    .flatMap((s) => {
      const employe = parId.get(s.employeId);
      if (!employe) return [];
      const etablissement = noms.get(employe.etablissementId) ?? '';
      return [
        {
          tri: `${etablissement}|${employe.matricule}|${s.type}|${s.date}`,
          cellules: [
            employe.matricule ?? '',
            etablissement,
            s.type,
            s.jours,
            s.heures,
            jjmmaaaa(s.date),
            jjmmaaaa(s.dateExpiration),
          ],
        },
      ];
    })
    .sort((a, b) => a.tri.localeCompare(b.tri, 'fr'))
    .map((l) => l.cellules);
}
