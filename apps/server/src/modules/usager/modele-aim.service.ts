import {
  enCentimes,
  type ModeleAim,
  type ModeleAimBodySchema,
  type OrdonnerModeleAimBodySchema,
  POSTES_AIM,
  totauxModele,
} from '@roulement/contract';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { listPostes } from './fiche-aim.lecture';
import { centimesDe, eurosDe, texteDe } from './montants';
import { findServiceAim, type ServiceAimRow } from './usager.lecture';
import { toPoste } from './usager.mapper';
import { canGererServiceAim, canVoirUsagers } from './usager.policy';
import { deleteLignesModele, insertLignesModele, listModele, lockModele, updateLigneModele } from './usager.repository';

const SERVICE_INTROUVABLE = 'Service introuvable';

/**
 * The 'Aide Indiv. Mensuelle' tab: a service of the actor's establishments (404 outside), of an
 * establishment with the aid feature (404 otherwise, decision 061); service 0 has none.
 */
async function chargerService(db: DbOrTx, actor: Actor, serviceId: number): Promise<ServiceAimRow> {
  const s = await findServiceAim(db, serviceId);
  if (!s || !canVoirUsagers(actor, s) || !s.aideIndividuelleMensuelle) throw notFound(SERVICE_INTROUVABLE);
  return s;
}

async function chargerServiceGerable(tx: Tx, actor: Actor, serviceId: number, bodyServiceId: number) {
  if (bodyServiceId !== serviceId) throw badRequest("Le service du corps n'est pas celui du chemin");
  const s = await chargerService(tx, actor, serviceId);
  if (!canGererServiceAim(actor, s.serviceId, s)) {
    throw forbidden("Seuls le chef du service et l'administration de l'établissement modifient ce modèle");
  }
  return s;
}

async function modeleDe(db: DbOrTx, actor: Actor, s: ServiceAimRow): Promise<ModeleAim> {
  const lignes = await listModele(db, s.serviceId);
  const postes = await listPostes(db);
  const parId = new Map(postes.map((p) => [p.posteAimId as string, p]));
  const totaux = totauxModele(
    lignes.map((l) => ({ budgetCentimes: centimesDe(l.budget), periodicite: parId.get(l.posteAimId)!.periodicite })),
  );
  return {
    serviceId: s.serviceId,
    postesAIMPrevus: lignes.map((l, i) => ({
      modelePosteAIMId: l.id,
      posteAIM: toPoste(parId.get(l.posteAimId)!),
      budgetParDefaut: eurosDe(centimesDe(l.budget)),
      ordre: i + 1,
    })),
    totalBudgetMensuelMinimal: eurosDe(totaux.minimalCentimes),
    totalBudgetMensuelMaximal: eurosDe(totaux.maximalCentimes),
    abilities: { modifier: canGererServiceAim(actor, s.serviceId, s) },
  };
}

export async function lireModele(db: Db, actor: Actor, serviceId: number): Promise<ModeleAim> {
  return modeleDe(db, actor, await chargerService(db, actor, serviceId));
}

/** Renumbers 1..n in the given order, writing only the lines whose order changed. */
async function renumeroter(tx: Tx, lignes: readonly { id: number; ordre: number }[]) {
  for (const [i, l] of lignes.entries()) if (l.ordre !== i + 1) await updateLigneModele(tx, l.id, { ordre: i + 1 });
}

/**
 * PUT /service/{id}/modeleAIM: the whole map of items to default budgets. An item left out is
 * removed, a new one added last (in the reference order), a changed budget updated.
 */
export async function modifierModele(
  db: Db,
  actor: Actor,
  serviceId: number,
  body: z.output<typeof ModeleAimBodySchema>,
): Promise<ModeleAim> {
  return db.transaction(async (tx) => {
    const s = await chargerServiceGerable(tx, actor, serviceId, body.serviceId);
    const avant = await lockModele(tx, s.serviceId);
    const voulus = new Map(Object.entries(body.postesAIMPrevus).map(([p, m]) => [p, texteDe(enCentimes(m!))]));
    const gardees = avant.filter((l) => voulus.has(l.posteAimId));
    await deleteLignesModele(
      tx,
      avant.filter((l) => !voulus.has(l.posteAimId)).map((l) => l.id),
    );
    for (const l of gardees) {
      const budget = voulus.get(l.posteAimId)!;
      if (centimesDe(budget) !== centimesDe(l.budget)) await updateLigneModele(tx, l.id, { budget });
    }
    await renumeroter(tx, gardees);
    const presents = new Set(gardees.map((l) => l.posteAimId));
    const nouveaux = POSTES_AIM.filter((p) => voulus.has(p) && !presents.has(p));
    await insertLignesModele(
      tx,
      nouveaux.map((p, i) => ({
        serviceId: s.serviceId,
        posteAimId: p,
        budget: voulus.get(p)!,
        ordre: gardees.length + i + 1,
      })),
    );
    await journaliser(tx, actor, {
      entite: 'modele_aim',
      entiteId: s.serviceId,
      action: 'MODIFICATION',
      avant: { postes: avant.map((l) => `${l.posteAimId}=${l.budget}`).join(', ') },
      apres: { postes: [...voulus].map(([p, m]) => `${p}=${m}`).join(', ') },
      employeId: null,
      etablissementId: s.etablissementId,
    });
    return modeleDe(tx, actor, s);
  });
}

/** PUT /service/{id}/modeleAIM/ordonner: a line moved to a position (1 = first). */
export async function ordonnerModele(
  db: Db,
  actor: Actor,
  serviceId: number,
  body: z.output<typeof OrdonnerModeleAimBodySchema>,
): Promise<ModeleAim> {
  return db.transaction(async (tx) => {
    const s = await chargerServiceGerable(tx, actor, serviceId, body.serviceId);
    const lignes = await lockModele(tx, s.serviceId);
    const ligne = lignes.find((l) => l.id === body.modelePosteAIMId);
    if (!ligne) throw notFound('Ligne du modèle introuvable');
    const autres = lignes.filter((l) => l.id !== ligne.id);
    const position = Math.min(body.position, lignes.length);
    autres.splice(position - 1, 0, ligne);
    await renumeroter(tx, autres);
    await journaliser(tx, actor, {
      entite: 'modele_aim',
      entiteId: s.serviceId,
      action: 'MODIFICATION',
      avant: { [ligne.posteAimId]: ligne.ordre },
      apres: { [ligne.posteAimId]: position },
      employeId: null,
      etablissementId: s.etablissementId,
    });
    return modeleDe(tx, actor, s);
  });
}
