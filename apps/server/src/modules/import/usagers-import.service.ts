import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { todayInParis } from '../../lib/dates';
import { listServicesOuverts } from '../service/service.lecture';
import { ecrireUsagersImportes } from '../usager/usagers-importes';
import { reconnaitreUsagers } from './colonnes-usagers';
import type { Tableau } from './fichier';
import { type Analyse, completer, type DesignerCellules, etablissementsDe, jjmmaaaa } from './import.service';
import { lireLignesUsagers } from './lignes-usagers';
import { type PlanUsagers, planifierUsagers } from './plan-usagers';
import type { FichierImport } from './sorte';
import { apercuEtEcriture } from './sorte-planifiee';
import { avecFichesAim, usagersDesEtablissements } from './usagers.lecture';

const designerUsager: DesignerCellules = (cellule) => ({
  matricule: cellule('Numéro de dossier') || null,
  libelle: [cellule('Prénom'), cellule('Nom')].filter(Boolean).join(' '),
  etablissement: cellule('Établissement') || null,
});

/** The administered establishments with the aid sheets, their open services, and their residents. */
async function existants(db: DbOrTx, actor: Actor) {
  const administres = (await etablissementsDe(db, actor)).filter((e) => e.administre);
  const aim = await avecFichesAim(
    db,
    administres.map((e) => e.etablissementId),
  );
  const ids = [...aim];
  // One after the other: inside the apply's transaction they share one connection.
  const services = await listServicesOuverts(db, ids, todayInParis());
  const usagers = await usagersDesEtablissements(db, ids);
  return { administres, aim, ids, services, usagers };
}

async function analyser(
  db: DbOrTx,
  actor: Actor,
  tableau: Tableau,
  fichier: FichierImport,
): Promise<Analyse<PlanUsagers>> {
  const etablissements = await etablissementsDe(db, actor);
  const { aim, services, usagers } = await existants(db, actor);
  const colonnes = fichier.colonnes ?? reconnaitreUsagers(tableau.entetes);
  const lues = lireLignesUsagers(
    tableau,
    colonnes,
    etablissements,
    aim,
    services.map((s) => ({ serviceId: s.serviceId, nom: s.nom, etablissementId: s.etablissementId })),
  );
  const plan = planifierUsagers(lues.lignes, usagers);
  return completer({ tableau, colonnes, plan }, lues.erreurs, designerUsager);
}

/** Preview and apply (decision 112): residents and stays written by the resident module, with their history. */
export const { apercu: apercuUsagers, appliquer: appliquerUsagers } = apercuEtEcriture(
  analyser,
  ecrireUsagersImportes,
  (plan: PlanUsagers) => plan.aCreer.length > 0 || plan.aModifier.length > 0,
);

const CIVILITES = { M: 'M.', F: 'Mme', AUTRE: '' } as const;

/** « Exporter »: the residents with a file number of the administered establishments, each with their latest stay. */
export async function exporterUsagers(db: DbOrTx, actor: Actor): Promise<string[][]> {
  const { administres, usagers } = await existants(db, actor);
  const noms = new Map(administres.map((e) => [e.etablissementId, e.raisonSociale]));
  return usagers
    .flatMap((u) => {
      const dernier = u.accueils.at(-1);
      if (!dernier) return [];
      const etablissement = noms.get(u.etablissementId) ?? '';
      return [
        {
          tri: `${etablissement}|${u.etatCivil.numeroDossier}`,
          cellules: [
            u.etatCivil.numeroDossier,
            etablissement,
            CIVILITES[u.etatCivil.genre],
            u.etatCivil.nom,
            u.etatCivil.prenom,
            jjmmaaaa(u.etatCivil.dateNaissance),
            dernier.service,
            jjmmaaaa(dernier.dateDebut),
            jjmmaaaa(dernier.dateFin),
          ],
        },
      ];
    })
    .sort((a, b) => a.tri.localeCompare(b.tri, 'fr'))
    .map((l) => l.cellules);
}
