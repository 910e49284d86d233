import { partiesHors, type TypeRecuperationEvaluee } from '@roulement/contract';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { todayInParis } from '../../../lib/dates';
import { conflict } from '../../../lib/errors';
import { joursIndisponibles } from '../../employe/indisponibilites';
import { findMembre, type MembreRow } from '../../service/membre.lecture';
import { findService, type ServiceRow } from '../../service/service.lecture';
import { verrouillerMembre } from '../creneau.lecture';
import {
  type CreneauRow,
  deleteCreneau,
  insertCreneau,
  listCreneauxMembres,
  updateCreneau,
} from '../creneau.repository';
import { journaliserCreneau } from '../creneau.support';

/**
 * The planning effects of an accepted overtime or recovery request (DOMAIN.md Requests): they run
 * in the transaction of the acceptance, under the member's lock, and re-check that the planning
 * still allows them, so that a request is applied entirely or not at all (decision 039).
 */

const dateFr = (date: string) => date.split('-').reverse().join('/');
const MEMBRE_PARTI = "Ce membre n'appartient plus au service : la demande ne peut plus être appliquée";
const HEURES_SUPP_CRENEAU_CHANGE =
  'Le créneau que ces heures complémentaires prolongent a changé ou disparu : la demande ne peut plus être appliquée';
const HEURES_SUPP_CHEVAUCHEMENT =
  'Ces heures complémentaires chevauchent désormais un autre créneau du membre : la demande ne peut plus être appliquée';
const recuperationCreneauChange = (date: string) =>
  `Le créneau du ${dateFr(date)} a changé ou disparu depuis la demande : la récupération ne peut plus être appliquée`;
const enCongesLe = (date: string) =>
  `Le membre est en congé le ${dateFr(date)} : la demande ne peut plus être appliquée`;

/** The member, locked, and their service (for the history rows). */
async function chargerMembre(tx: Tx, membreId: number, dates: readonly string[]) {
  await verrouillerMembre(tx, membreId);
  const membre = await findMembre(tx, membreId, todayInParis());
  const service = membre && (await findService(tx, membre.serviceId));
  if (!membre || !service || dates.some((d) => membre.dateFin !== null && membre.dateFin < d)) {
    throw conflict(MEMBRE_PARTI);
  }
  return { membre, service };
}

async function assertPasEnConges(tx: Tx, membre: MembreRow, dates: readonly string[]): Promise<void> {
  const [du, au] = [dates.reduce((a, b) => (a < b ? a : b)), dates.reduce((a, b) => (a > b ? a : b))];
  const conges = (await joursIndisponibles(tx, [membre.employeId], du, au)).get(membre.employeId);
  const date = dates.find((d) => conges?.has(d));
  if (date) throw conflict(enCongesLe(date));
}

export interface HeuresSupplementairesAAppliquer {
  membreId: number;
  date: string;
  heureDebut: number;
  heureFin: number;
  /** The work slot they extend (creneauTriId), when there was one at the request. */
  creneauId: number | null;
}

/** An accepted overtime request: its range becomes a CreneauHeuresSupplementaires slot. */
export async function appliquerHeuresSupplementaires(
  tx: Tx,
  actor: Actor,
  h: HeuresSupplementairesAAppliquer,
): Promise<number> {
  const { membre, service } = await chargerMembre(tx, h.membreId, [h.date]);
  await assertPasEnConges(tx, membre, [h.date]);
  const jour = await listCreneauxMembres(tx, [h.membreId], h.date, h.date);
  if (h.creneauId !== null) {
    const prolonge = jour.find((c) => c.id === h.creneauId);
    const accole = prolonge && (prolonge.heureFin === h.heureDebut || prolonge.heureDebut === h.heureFin);
    if (!accole || prolonge.type !== 'CreneauDeTravail') throw conflict(HEURES_SUPP_CRENEAU_CHANGE);
  }
  if (jour.some((c) => c.heureDebut < h.heureFin && h.heureDebut < c.heureFin)) {
    throw conflict(HEURES_SUPP_CHEVAUCHEMENT);
  }
  const ajout = {
    type: 'CreneauHeuresSupplementaires' as const,
    date: h.date,
    heureDebut: h.heureDebut,
    heureFin: h.heureFin,
  };
  const id = await insertCreneau(tx, {
    ...ajout,
    serviceId: membre.serviceId,
    membreId: h.membreId,
    origineCreneauId: h.creneauId,
  });
  await journaliserCreneau(tx, actor, service, h.membreId, { entiteId: id, action: 'CREATION', apres: ajout });
  return id;
}

export interface LigneARecuperer {
  type: TypeRecuperationEvaluee;
  date: string;
  heureDebut: number;
  heureFin: number;
  creneauId: number | null;
}

const TYPE_DE_LIGNE: Record<TypeRecuperationEvaluee, CreneauRow['type']> = {
  RECUPERATION: 'CreneauDeTravail',
  REMPLACEMENT: 'CreneauDeRemplacement',
  FORMATION: 'CreneauDeFormation',
  HEURES_SUPPLEMENTAIRES: 'CreneauHeuresSupplementaires',
};

/** The slot of a line, as it was evaluated: same member, day and type, the part still inside it. */
function creneauDeLigne(creneaux: Map<number, CreneauRow>, l: LigneARecuperer): CreneauRow {
  const c = l.creneauId === null ? undefined : creneaux.get(l.creneauId);
  const intact =
    c?.date === l.date && c.type === TYPE_DE_LIGNE[l.type] && c.heureDebut <= l.heureDebut && l.heureFin <= c.heureFin;
  if (!intact) throw conflict(recuperationCreneauChange(l.date));
  return c;
}

/**
 * An accepted recovery request. Work and replacement parts become CreneauDeRecuperation (as a
 * shortened slot's removed part does); overtime and training parts, which credit the balance, are
 * cancelled instead (decision 039). All lines are checked before any is written.
 */
export async function appliquerRecuperation(
  tx: Tx,
  actor: Actor,
  r: { membreId: number; lignes: readonly LigneARecuperer[] },
): Promise<void> {
  if (r.lignes.length === 0) return;
  const dates = r.lignes.map((l) => l.date);
  const { membre, service } = await chargerMembre(tx, r.membreId, dates);
  await assertPasEnConges(tx, membre, dates);
  const du = dates.reduce((a, b) => (a < b ? a : b));
  const au = dates.reduce((a, b) => (a > b ? a : b));
  const creneaux = new Map((await listCreneauxMembres(tx, [r.membreId], du, au)).map((c) => [c.id, c]));
  const aTraiter = r.lignes.map((l) => ({ ligne: l, creneau: creneauDeLigne(creneaux, l) }));
  if (new Set(aTraiter.map((x) => x.creneau.id)).size < aTraiter.length) {
    throw conflict(recuperationCreneauChange(r.lignes[0]!.date));
  }
  for (const { ligne, creneau } of aTraiter) await recupererPartie(tx, actor, service, creneau, ligne);
}

async function recupererPartie(tx: Tx, actor: Actor, service: ServiceRow, c: CreneauRow, l: LigneARecuperer) {
  const partie = { heureDebut: l.heureDebut, heureFin: l.heureFin };
  const [garde, apres] = partiesHors(c, partie);
  const annule = l.type === 'HEURES_SUPPLEMENTAIRES' || l.type === 'FORMATION';
  const avant = { type: c.type, heureDebut: c.heureDebut, heureFin: c.heureFin };
  if (!garde) {
    if (annule) await deleteCreneau(tx, c.id);
    // A whole slot becomes recovery, as retirerDuTempsDeTravail does; it replaces nobody any more.
    else await updateCreneau(tx, c.id, { type: 'CreneauDeRecuperation', remplaceId: null });
  } else {
    await updateCreneau(tx, c.id, garde);
    if (apres) {
      const { id: _, ...copie } = c;
      await insertCreneau(tx, { ...copie, ...apres });
    }
    if (!annule) {
      const { serviceId, membreId, date } = c;
      await insertCreneau(tx, {
        serviceId,
        membreId,
        date,
        ...partie,
        type: 'CreneauDeRecuperation',
        origineCreneauId: c.id,
      });
    }
  }
  await journaliserCreneau(tx, actor, service, c.membreId, {
    entiteId: c.id,
    action: !garde && annule ? 'SUPPRESSION' : 'MODIFICATION',
    avant,
    apres: !garde && annule ? null : { ...avant, ...(garde ?? { type: 'CreneauDeRecuperation' }) },
  });
}
