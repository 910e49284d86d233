import type { ImportRapport } from '@roulement/contract';
import type { AppContext } from '../../app-context';
import type { DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { todayInParis } from '../../lib/dates';
import { conflict } from '../../lib/errors';
import { listMembresDeEtablissement, type MembreRow } from '../service/membre.lecture';
import { ajouterMembreDans, modifierMembreDans } from '../service/membre.service';
import { findService, listServicesOuverts, type ServiceRow } from '../service/service.lecture';
import { changerChefDans, creerServiceDans } from '../service/service.service';
import { reconnaitreServices } from './colonnes-services';
import { lireTableau, type Tableau } from './fichier';
import { employesDesEtablissements } from './import.lecture';
import {
  type Analyse,
  completer,
  type DesignerCellules,
  etablissementsDe,
  FICHIER_CHANGE,
  rapport,
} from './import.service';
import type { EtablissementImport } from './lignes-employes';
import { lireLignesServices } from './lignes-services';
import { type PlanServices, planifierServices } from './plan-services';
import type { FichierImport } from './sorte';

const designerService: DesignerCellules = (cellule) => ({
  matricule: cellule('Matricule du membre') || null,
  libelle: cellule('Service'),
  etablissement: cellule('Établissement') || null,
});

/**
 * Services and members of these establishments, and the employees of all the administered ones
 * and their head offices: a head may come from the head office, and a member from another
 * administered establishment is named as such rather than unknown.
 */
async function existants(db: DbOrTx, etablissementIds: number[], administres: EtablissementImport[]) {
  const today = todayInParis();
  const sieges = administres.flatMap((e) => (e.siegeSocialId === null ? [] : [e.siegeSocialId]));
  // One after the other: inside the apply's transaction they share one connection.
  const services = await listServicesOuverts(db, etablissementIds, today);
  const employes = await employesDesEtablissements(db, [
    ...new Set([...administres.map((e) => e.etablissementId), ...sieges]),
  ]);
  const membres: MembreRow[] = [];
  for (const id of etablissementIds) membres.push(...(await listMembresDeEtablissement(db, id, today)));
  return { services, employes, membres };
}

async function analyser(
  db: DbOrTx,
  actor: Actor,
  tableau: Tableau,
  fichier: FichierImport,
): Promise<Analyse<PlanServices>> {
  const etablissements = await etablissementsDe(db, actor);
  const colonnes = fichier.colonnes ?? reconnaitreServices(tableau.entetes);
  const lues = lireLignesServices(tableau, colonnes, etablissements);
  const ids = [...new Set(lues.lignes.map((l) => l.etablissementId))];
  const administres = etablissements.filter((e) => e.administre);
  const { services, employes, membres } = await existants(db, ids, administres);
  const plan = planifierServices(lues.lignes, services, membres, employes);
  return completer({ tableau, colonnes, plan }, lues.erreurs, designerService);
}

export async function apercuServices(ctx: AppContext, actor: Actor, fichier: FichierImport): Promise<ImportRapport> {
  const tableau = await lireTableau(fichier.octets);
  return rapport(await analyser(ctx.db, actor, tableau, fichier), false);
}

/** Writes the plan through the service module's own use cases, each with the import as its cause. */
async function ecrire(tx: Tx, actor: Actor, plan: PlanServices, cause: string): Promise<void> {
  const rows = new Map<string, ServiceRow>();
  const relire = async (cle: string, serviceId: number) => {
    const row = await findService(tx, serviceId);
    if (!row) throw conflict(FICHIER_CHANGE);
    rows.set(cle, row);
    return row;
  };
  for (const s of plan.services) {
    const { nom, etablissementId, chefDeServiceId } = s;
    if (s.serviceId === null) {
      const { serviceId } = await creerServiceDans(tx, actor, { nom, etablissementId, chefDeServiceId }, cause);
      await relire(s.cle, serviceId);
      continue;
    }
    const row = await relire(s.cle, s.serviceId);
    if (s.changerChef) await changerChefDans(tx, actor, row, chefDeServiceId, cause);
  }
  for (const m of plan.membres) {
    const service = rows.get(m.cleService);
    if (!service) throw conflict(FICHIER_CHANGE);
    if (m.membre) await modifierMembreDans(tx, actor, m.membre, service, m.valeurs, cause);
    else await ajouterMembreDans(tx, actor, service, m.employeId, m.valeurs, cause);
  }
}

/**
 * The whole file in one transaction, or nothing when a line has an error: the plan is made again
 * inside the transaction, so what is written is what the rows now say (decision 097).
 */
export async function appliquerServices(
  ctx: AppContext,
  actor: Actor,
  fichier: FichierImport,
  cause: string,
): Promise<ImportRapport> {
  const tableau = await lireTableau(fichier.octets);
  const apercu = await analyser(ctx.db, actor, tableau, fichier);
  const aEcrire = (p: PlanServices) => p.services.some((s) => !s.serviceId || s.changerChef) || p.membres.length > 0;
  if (apercu.plan.erreurs.length > 0 || !aEcrire(apercu.plan)) return rapport(apercu, false);
  return ctx.db.transaction(async (tx) => {
    const analyse = await analyser(tx, actor, tableau, fichier);
    if (analyse.plan.erreurs.length > 0) throw conflict(FICHIER_CHANGE);
    await ecrire(tx, actor, analyse.plan, cause);
    return rapport(analyse, true);
  });
}

const heures = (n: number) => String(n).replace('.', ',');

/** « Exporter »: the open services of the administered establishments, one line per member. */
export async function exporterServices(db: DbOrTx, actor: Actor): Promise<string[][]> {
  const administres = (await etablissementsDe(db, actor)).filter((e) => e.administre);
  const ids = administres.map((e) => e.etablissementId);
  const { services, employes, membres } = await existants(db, ids, administres);
  const matricules = new Map(employes.map((e) => [e.employeId, e.matricule ?? '']));
  return [...services]
    .sort((a, b) => a.raisonSociale.localeCompare(b.raisonSociale, 'fr') || a.nom.localeCompare(b.nom, 'fr'))
    .flatMap((s) => {
      const debut = [s.raisonSociale, s.nom, matricules.get(s.chefDeServiceId ?? 0) ?? ''];
      const siens = membres.filter((m) => m.serviceId === s.serviceId);
      if (siens.length === 0) return [[...debut, '', '', '']];
      return siens.map((m) => [...debut, matricules.get(m.employeId) ?? '', heures(m.heuresHebdo), m.couleur]);
    });
}
