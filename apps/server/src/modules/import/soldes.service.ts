import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { expirationParDefaut } from '../conges/credit.service';
import { ecrireSoldesImportes } from '../conges/soldes-importes';
import { reconnaitreSoldes } from './colonnes-soldes';
import type { Tableau } from './fichier';
import { employesDesEtablissements } from './import.lecture';
import { type Analyse, completer, designerParMatricule, etablissementsDe, jjmmaaaa } from './import.service';
import { lireLignesSoldes } from './lignes-soldes';
import { type PlanSoldes, planifierSoldes } from './plan-soldes';
import { soldesImportesDes, typesAvecSolde } from './soldes.lecture';
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
  const existants = await soldesImportesDes(
    db,
    employes.map((e) => e.employeId),
  );
  const plan = planifierSoldes(lues.lignes, employes, existants, expirationParDefaut);
  return completer(
    { tableau, colonnes, plan },
    lues.erreurs,
    designerParMatricule((cellule) =>
      [cellule('Type de congé'), cellule('Date de valeur')].filter(Boolean).join(' au '),
    ),
  );
}

/** Preview and apply (decision 111): dated credits of the leave ledger, with their history. */
export const { apercu: apercuSoldes, appliquer: appliquerSoldes } = apercuEtApplication(analyser, ecrireSoldesImportes);

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
  return soldes
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
            String(s.nbJours).replace('.', ','),
            jjmmaaaa(s.date),
            jjmmaaaa(s.dateExpiration),
          ],
        },
      ];
    })
    .sort((a, b) => a.tri.localeCompare(b.tri, 'fr'))
    .map((l) => l.cellules);
}
