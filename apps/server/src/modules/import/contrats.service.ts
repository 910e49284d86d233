import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { ecrireContratsImportes } from '../employe/use-cases/importer-contrats';
import { reconnaitreContrats } from './colonnes-contrats';
import { contratsDesEmployes, referencesDesContrats } from './contrats.lecture';
import type { Tableau } from './fichier';
import { employesDesEtablissements } from './import.lecture';
import { type Analyse, completer, designerParMatricule, etablissementsDe, jjmmaaaa } from './import.service';
import { lireLignesContrats } from './lignes-contrats';
import { type PlanContrats, planifierContrats } from './plan-contrats';
import type { FichierImport } from './sorte';
import { apercuEtApplication } from './sorte-planifiee';

async function analyser(
  db: DbOrTx,
  actor: Actor,
  tableau: Tableau,
  fichier: FichierImport,
): Promise<Analyse<PlanContrats>> {
  const etablissements = await etablissementsDe(db, actor);
  const references = await referencesDesContrats(db);
  const colonnes = fichier.colonnes ?? reconnaitreContrats(tableau.entetes);
  const lues = lireLignesContrats(tableau, colonnes, etablissements, references);
  const employes = await employesDesEtablissements(db, [...new Set(lues.lignes.map((l) => l.etablissementId))]);
  const existants = await contratsDesEmployes(
    db,
    employes.map((e) => e.employeId),
  );
  const plan = planifierContrats(lues.lignes, employes, existants, references.types);
  return completer(
    { tableau, colonnes, plan },
    lues.erreurs,
    designerParMatricule((cellule) =>
      [cellule('Type de contrat'), cellule('Date de début')].filter(Boolean).join(' du '),
    ),
  );
}

/** Preview and apply (decision 105): the contracts, their history and the employees' roles. */
export const { apercu: apercuContrats, appliquer: appliquerContrats } = apercuEtApplication(
  analyser,
  ecrireContratsImportes,
);

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
