import { type apiRoutes, type BodyOf, type Creneau, erreurModificationCreneau, partiesHors } from '@roulement/contract';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { badRequest, conflict } from '../../../lib/errors';
import { assertOuvertLe } from '../../service/service.service';
import { deleteCreneau, findCreneau, insertCreneau, insertCreneaux, updateCreneau } from '../creneau.repository';
import {
  assertGranularite,
  assertSansChevauchement,
  assertType,
  estIndisponibleLe,
  journaliserCreneau,
  loadCreneauGerable,
  loadMembreGerable,
} from '../creneau.support';
import { creneauxDuJourDe } from '../lecture.service';

type Routes = typeof apiRoutes.planning;
const INDISPONIBLE = 'Le membre est indisponible ce jour-là : son créneau se remplace, il ne se modifie pas';

/** POST /creneau/travail and /creneau/formation: a slot added by hand (spec §6: head or administrator). */
async function ajouter(
  db: Db,
  actor: Actor,
  body: { membreId: number; date: string; heureDebut: number; heureFin: number },
  valeurs: { type: Creneau['type']; labelFormation?: string },
): Promise<Creneau[]> {
  return db.transaction(async (tx) => {
    const { membre, service } = await loadMembreGerable(tx, actor, body.membreId, body.date);
    assertOuvertLe(service, body.date);
    assertGranularite(service, { heureDebut: body.heureDebut, heureFin: body.heureFin });
    await assertSansChevauchement(tx, membre.membreId, body.date, [body]);
    const ajout = { date: body.date, heureDebut: body.heureDebut, heureFin: body.heureFin, ...valeurs };
    const creneauId = await insertCreneau(tx, { serviceId: service.serviceId, membreId: membre.membreId, ...ajout });
    await journaliserCreneau(tx, actor, service, membre.membreId, {
      entiteId: creneauId,
      action: 'CREATION',
      apres: ajout,
    });
    return creneauxDuJourDe(tx, actor, service, body.date);
  });
}

export function creerCreneauTravail(db: Db, actor: Actor, body: BodyOf<Routes['creerTravail']>) {
  return ajouter(db, actor, body, { type: body.type });
}

export function creerFormation(db: Db, actor: Actor, body: BodyOf<Routes['creerFormation']>) {
  return ajouter(db, actor, body, { type: 'CreneauDeFormation', labelFormation: body.labelFormation });
}

export async function annulerFormation(db: Db, actor: Actor, id: number): Promise<Creneau[]> {
  return db.transaction(async (tx) => {
    const { creneau, service } = await loadCreneauGerable(tx, actor, id);
    assertType(creneau, ['CreneauDeFormation'], "Ce créneau n'est pas une formation");
    await deleteCreneau(tx, id);
    await journaliserCreneau(tx, actor, service, creneau.membreId, {
      entiteId: id,
      action: 'SUPPRESSION',
      avant: creneau,
    });
    return creneauxDuJourDe(tx, actor, service, creneau.date);
  });
}

/**
 * PUT /creneau/{id} (DOMAIN.md Planning): moving changes the times; extending writes the extra
 * parts as CreneauHeuresSupplementaires; shortening records the removed parts as
 * CreneauDeRecuperation. Both stay linked to the work slot (creneauTriId).
 */
export async function modifierCreneau(
  db: Db,
  actor: Actor,
  id: number,
  body: BodyOf<Routes['modifier']>,
): Promise<Creneau[]> {
  if (body.creneauId !== undefined && body.creneauId !== id) {
    throw badRequest("L'identifiant du corps ne correspond pas à celui du chemin");
  }
  return db.transaction(async (tx) => {
    const { creneau, service } = await loadCreneauGerable(tx, actor, id);
    assertType(creneau, ['CreneauDeTravail'], 'Seul un créneau de travail se déplace, se prolonge ou se raccourcit');
    if (await estIndisponibleLe(tx, creneau.membreId, creneau.date)) throw conflict(INDISPONIBLE);
    const nouveau = { heureDebut: body.nouvelleHeureDebut, heureFin: body.nouvelleHeureFin };
    const erreur = erreurModificationCreneau(creneau, nouveau, body.action);
    if (erreur) throw badRequest(erreur.message, { fieldErrors: { [erreur.champ]: erreur.message } });
    assertGranularite(service, { nouvelleHeureDebut: nouveau.heureDebut, nouvelleHeureFin: nouveau.heureFin });
    const lien = { serviceId: service.serviceId, membreId: creneau.membreId, date: creneau.date, origineCreneauId: id };
    if (body.action === 'DEPLACER') {
      await assertSansChevauchement(tx, creneau.membreId, creneau.date, [nouveau], [id]);
      await updateCreneau(tx, id, nouveau);
    } else if (body.action === 'HEURES_SUPPLEMENTAIRES') {
      const extras = partiesHors(nouveau, creneau);
      await assertSansChevauchement(tx, creneau.membreId, creneau.date, extras);
      await insertCreneaux(
        tx,
        extras.map((p) => ({ ...lien, ...p, type: 'CreneauHeuresSupplementaires' as const })),
      );
    } else {
      await updateCreneau(tx, id, nouveau);
      await insertCreneaux(
        tx,
        partiesHors(creneau, nouveau).map((p) => ({ ...lien, ...p, type: 'CreneauDeRecuperation' as const })),
      );
    }
    // One row for the action: the slot's times before, the asked times and the action after.
    await journaliserCreneau(tx, actor, service, creneau.membreId, {
      entiteId: id,
      action: 'MODIFICATION',
      avant: { date: creneau.date, heureDebut: creneau.heureDebut, heureFin: creneau.heureFin, action: null },
      apres: { date: creneau.date, ...nouveau, action: body.action },
    });
    return creneauxDuJourDe(tx, actor, service, creneau.date);
  });
}

/**
 * PUT /creneau/retirerDuTempsDeTravail: cancels extra hours, or turns a whole work slot into a
 * recovery (decision 023).
 */
export async function retirerDuTempsDeTravail(db: Db, actor: Actor, id: number): Promise<Creneau[]> {
  return db.transaction(async (tx) => {
    const { creneau, service } = await loadCreneauGerable(tx, actor, id);
    assertType(
      creneau,
      ['CreneauHeuresSupplementaires', 'CreneauDeTravail'],
      'Seuls un créneau de travail ou des heures supplémentaires se retirent du temps de travail',
    );
    if (creneau.type === 'CreneauHeuresSupplementaires') await deleteCreneau(tx, id);
    else {
      if (await estIndisponibleLe(tx, creneau.membreId, creneau.date)) throw conflict(INDISPONIBLE);
      await updateCreneau(tx, id, { type: 'CreneauDeRecuperation' });
    }
    const retire = creneau.type === 'CreneauHeuresSupplementaires';
    await journaliserCreneau(tx, actor, service, creneau.membreId, {
      entiteId: id,
      action: retire ? 'SUPPRESSION' : 'MODIFICATION',
      avant: creneau,
      apres: retire ? null : { type: 'CreneauDeRecuperation' },
    });
    return creneauxDuJourDe(tx, actor, service, creneau.date);
  });
}

/**
 * PUT /creneau/restaurerDuTempsDeTravail: cancels a recovery. A part cut from a work slot goes
 * back to it when they still touch; otherwise (and for a whole slot) it becomes work again.
 */
export async function restaurerDuTempsDeTravail(db: Db, actor: Actor, id: number): Promise<Creneau[]> {
  return db.transaction(async (tx) => {
    const { creneau, service } = await loadCreneauGerable(tx, actor, id);
    assertType(creneau, ['CreneauDeRecuperation'], "Ce créneau n'est pas une récupération");
    const parent = creneau.origineCreneauId ? await findCreneau(tx, creneau.origineCreneauId) : undefined;
    const accole =
      parent?.type === 'CreneauDeTravail' &&
      (parent.heureDebut === creneau.heureFin || parent.heureFin === creneau.heureDebut);
    if (parent && accole) {
      await deleteCreneau(tx, id);
      await updateCreneau(tx, parent.id, {
        heureDebut: Math.min(parent.heureDebut, creneau.heureDebut),
        heureFin: Math.max(parent.heureFin, creneau.heureFin),
      });
    } else {
      await updateCreneau(tx, id, { type: 'CreneauDeTravail', origineCreneauId: null });
    }
    await journaliserCreneau(tx, actor, service, creneau.membreId, {
      entiteId: id,
      action: 'MODIFICATION',
      avant: creneau,
      apres: { type: 'CreneauDeTravail' },
    });
    return creneauxDuJourDe(tx, actor, service, creneau.date);
  });
}
