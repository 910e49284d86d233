import type { apiRoutes, BodyOf, Creneau } from '@roulement/contract';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { todayInParis } from '../../../lib/dates';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { findMembre, type MembreRow } from '../../service/membre.lecture';
import { findService, type ServiceRow } from '../../service/service.lecture';
import {
  type CreneauRow,
  deleteCreneau,
  deleteRemplacementsDe,
  findCreneau,
  insertCreneau,
  updateCreneau,
} from '../creneau.repository';
import {
  assertGranularite,
  assertPresentLe,
  assertSansChevauchement,
  assertType,
  journaliserCreneau,
  loadCreneauGerable,
} from '../creneau.support';
import { creneauxDuJourDe } from '../lecture.service';

type Routes = typeof apiRoutes.planning;
const HORS_DU_CRENEAU = 'Le remplacement doit rester dans les horaires du créneau remplacé';

/**
 * Replace a slot (spec §4, DOMAIN.md): a CreneauDeRemplacement for a member of the same service,
 * linked to the replaced slot, within its times. Several members may share one slot.
 */
export async function remplacerCreneau(
  db: Db,
  actor: Actor,
  remplaceId: number,
  body: BodyOf<Routes['remplacer']>,
): Promise<Creneau[]> {
  if (body.remplaceId !== undefined && body.remplaceId !== remplaceId) {
    throw badRequest("L'identifiant du corps ne correspond pas à celui du chemin");
  }
  return db.transaction(async (tx) => {
    const { creneau, service } = await loadCreneauGerable(tx, actor, remplaceId);
    const remplacant = await findMembre(tx, body.remplacant, todayInParis());
    if (!remplacant || remplacant.serviceId !== service.serviceId || remplacant.membreId === creneau.membreId) {
      const message = 'Choisir un autre membre du service';
      throw badRequest(message, { fieldErrors: { remplacant: message } });
    }
    await ecrireRemplacement(tx, actor, { creneau, service, remplacant, heures: body });
    return creneauxDuJourDe(tx, actor, service, creneau.date);
  });
}

interface Remplacement {
  creneau: CreneauRow;
  service: ServiceRow;
  remplacant: MembreRow;
  heures: { heureDebut: number; heureFin: number };
}

/** The replacement rules, the same whoever asks: a head of service, or an accepted offer. */
async function ecrireRemplacement(tx: Tx, actor: Actor, { creneau, service, remplacant, heures: plage }: Remplacement) {
  const heures = { heureDebut: plage.heureDebut, heureFin: plage.heureFin };
  assertType(
    creneau,
    ['CreneauDeTravail', 'CreneauHeuresSupplementaires'],
    'Seul un créneau de travail ou d’heures supplémentaires se remplace',
  );
  assertPresentLe(remplacant, creneau.date, 'remplacant');
  if (heures.heureDebut < creneau.heureDebut || heures.heureFin > creneau.heureFin) {
    throw badRequest(HORS_DU_CRENEAU, { fieldErrors: { heureDebut: HORS_DU_CRENEAU } });
  }
  assertGranularite(service, heures);
  await assertSansChevauchement(tx, remplacant.membreId, creneau.date, [heures]);
  const ajout = {
    type: 'CreneauDeRemplacement' as const,
    date: creneau.date,
    heureDebut: heures.heureDebut,
    heureFin: heures.heureFin,
    remplaceId: creneau.id,
  };
  const creneauId = await insertCreneau(tx, { serviceId: service.serviceId, membreId: remplacant.membreId, ...ajout });
  await journaliserCreneau(tx, actor, service, remplacant.membreId, {
    entiteId: creneauId,
    action: 'CREATION',
    apres: ajout,
  });
  return creneauId;
}

/**
 * Issue 27: an accepted offer replaces the whole slot with the member the offer module found or
 * made for the candidate, in its transaction; the offer module has checked who may.
 */
export async function remplacerParOffre(tx: Tx, actor: Actor, creneauId: number, membreId: number): Promise<number> {
  const creneau = await findCreneau(tx, creneauId);
  const service = creneau && (await findService(tx, creneau.serviceId));
  const remplacant = await findMembre(tx, membreId, todayInParis());
  if (!creneau || !service || !remplacant) throw notFound('Créneau introuvable');
  return ecrireRemplacement(tx, actor, { creneau, service, remplacant, heures: creneau });
}

/** Spec §4: toggles 'Ne pas remplacer' / 'À remplacer' on a work slot. */
export async function basculerNePasRemplacer(db: Db, actor: Actor, id: number): Promise<Creneau[]> {
  return db.transaction(async (tx) => {
    const { creneau, service } = await loadCreneauGerable(tx, actor, id);
    assertType(creneau, ['CreneauDeTravail'], 'Seul un créneau de travail peut être marqué « ne pas remplacer »');
    await updateCreneau(tx, id, { nePasRemplacer: !creneau.nePasRemplacer });
    await journaliserCreneau(tx, actor, service, creneau.membreId, {
      entiteId: id,
      action: 'MODIFICATION',
      avant: creneau,
      apres: { nePasRemplacer: !creneau.nePasRemplacer },
    });
    return creneauxDuJourDe(tx, actor, service, creneau.date);
  });
}

/** Spec §4: cancels a replacement from the replacing slot, or all of them from the replaced slot. */
export async function annulerRemplacement(db: Db, actor: Actor, id: number): Promise<Creneau[]> {
  return db.transaction(async (tx) => {
    const { creneau, service } = await loadCreneauGerable(tx, actor, id);
    if (creneau.type === 'CreneauDeRemplacement') await deleteCreneau(tx, id);
    else if ((await deleteRemplacementsDe(tx, id)) === 0) throw conflict("Ce créneau n'a pas de remplacement");
    await journaliserCreneau(tx, actor, service, creneau.membreId, {
      entiteId: id,
      action: creneau.type === 'CreneauDeRemplacement' ? 'SUPPRESSION' : 'MODIFICATION',
      avant: { date: creneau.date, heureDebut: creneau.heureDebut, heureFin: creneau.heureFin, remplace: true },
      apres: creneau.type === 'CreneauDeRemplacement' ? null : { remplace: false },
    });
    return creneauxDuJourDe(tx, actor, service, creneau.date);
  });
}
