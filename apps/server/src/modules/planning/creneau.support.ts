import { BORNE_HORAIRE_INVALIDE, MINUTES_PAR_JOUR } from '@roulement/contract';
import type { DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { type Changement, employeDuMembre, journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { joursIndisponibles } from '../employe/indisponibilites';
import { findMembre, type MembreRow } from '../service/membre.lecture';
import { employeIdsDesMembres } from '../service/membre.service';
import type { ServiceRow } from '../service/service.lecture';
import { assertGerable, loadServiceGerable, loadServiceVisible } from '../service/service.service';
import { verrouillerMembre } from './creneau.lecture';
import { type CreneauRow, findCreneau, listCreneauxMembres } from './creneau.repository';
import { annoncerPlanning } from './planning.annonces';

const CRENEAU_INTROUVABLE = 'Créneau introuvable';

/** A slot the actor manages: 404 outside their scope, 403 when visible but not theirs to change. */
export async function loadCreneauGerable(
  db: DbOrTx,
  actor: Actor,
  id: number,
): Promise<{ creneau: CreneauRow; service: ServiceRow }> {
  const creneau = await findCreneau(db, id);
  if (!creneau) throw notFound(CRENEAU_INTROUVABLE);
  const service = await loadServiceVisible(db, actor, creneau.serviceId).catch(() => {
    throw notFound(CRENEAU_INTROUVABLE);
  });
  assertGerable(actor, service);
  return { creneau, service };
}

/** A member of a service the actor manages, present on `date`. */
export async function loadMembreGerable(
  db: DbOrTx,
  actor: Actor,
  membreId: number,
  date: string,
  champ = 'membreId',
): Promise<{ membre: MembreRow; service: ServiceRow }> {
  const membre = await findMembre(db, membreId, todayInParis());
  if (!membre) throw notFound('Membre introuvable');
  const service = await loadServiceGerable(db, actor, membre.serviceId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? notFound('Membre introuvable') : error;
  });
  assertPresentLe(membre, date, champ);
  return { membre, service };
}

export function assertPresentLe(membre: MembreRow, date: string, champ: string): void {
  if (membre.dateFin !== null && membre.dateFin < date) {
    const message = "Ce membre n'appartient plus au service à cette date";
    throw badRequest(message, { fieldErrors: { [champ]: message } });
  }
}

/** Spec §5: minutes a multiple of the establishment's granularity (24:00 included). */
export function assertGranularite(service: ServiceRow, heures: Record<string, number>): void {
  for (const [champ, valeur] of Object.entries(heures)) {
    if (valeur % service.granulariteMinutes !== 0 && valeur !== MINUTES_PAR_JOUR) {
      throw badRequest(BORNE_HORAIRE_INVALIDE, { fieldErrors: { [champ]: BORNE_HORAIRE_INVALIDE } });
    }
  }
}

const CHEVAUCHEMENT_PLANNING = 'Ce créneau chevauche un autre créneau du membre ce jour-là';

/**
 * A member cannot be in two slots at once (work, replacement, training, recovery alike). Checked
 * under a lock on the member, so a concurrent write for them waits and then sees this one; the
 * constraint creneau_sans_chevauchement holds the rule among slots of one origin regardless.
 */
export async function assertSansChevauchement(
  db: DbOrTx,
  membreId: number,
  date: string,
  plages: readonly { heureDebut: number; heureFin: number }[],
  saufIds: readonly number[] = [],
): Promise<void> {
  await verrouillerMembre(db, membreId);
  const autres = (await listCreneauxMembres(db, [membreId], date, date)).filter((c) => !saufIds.includes(c.id));
  const chevauche = plages.some((p) => autres.some((c) => c.heureDebut < p.heureFin && p.heureDebut < c.heureFin));
  if (chevauche) throw conflict(CHEVAUCHEMENT_PLANNING);
}

/** Whether the member's employee is on leave that day. */
export async function estIndisponibleLe(db: DbOrTx, membreId: number, date: string): Promise<boolean> {
  const [membre] = await employeIdsDesMembres(db, [membreId]);
  if (!membre) return false;
  return (await joursIndisponibles(db, [membre.employeId], date, date)).get(membre.employeId)?.has(date) ?? false;
}

/**
 * A slot's history row, on the history of the member's employee; and the member's notification
 * when the slot's day is near, since every change of a published slot passes here.
 */
export async function journaliserCreneau(
  tx: Tx,
  actor: Actor,
  service: ServiceRow,
  membreId: number,
  changement: Pick<Changement, 'entiteId' | 'action' | 'avant' | 'apres'>,
): Promise<void> {
  await journaliser(tx, actor, {
    entite: 'creneau',
    ...changement,
    employeId: employeDuMembre(membreId),
    etablissementId: service.etablissementId,
  });
  const date = changement.apres?.date ?? changement.avant?.date;
  if (typeof date === 'string') await annoncerPlanning(tx, membreId, date);
}

export function assertType(creneau: CreneauRow, types: readonly CreneauRow['type'][], message: string): void {
  if (!types.includes(creneau.type)) throw conflict(message);
}
