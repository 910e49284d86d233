import { ajouterJours } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import { todayInParis } from '../../lib/dates';
import { notifier } from '../notification/notification.service';
import { listCreneauxDuServiceEntre, utilisateurDuMembre, utilisateursDesMembres } from './creneau.lecture';
import { membresDontLePlanningChange } from './plannings-changes';

/** How far ahead a change of one's published planning is worth a notification (issue 25). */
export const JOURS_ANNONCES = 14;

/**
 * Tells the member, on the devices that chose it, that a slot of their published planning changed
 * within the next 14 days, in the transaction of the change. No time nor date in the push.
 */
export async function annoncerPlanning(tx: DbOrTx, membreId: number, date: string): Promise<void> {
  const aujourdhui = todayInParis();
  if (date < aujourdhui || date >= ajouterJours(aujourdhui, JOURS_ANNONCES)) return;
  const utilisateurId = await utilisateurDuMembre(tx, membreId);
  if (utilisateurId === undefined) return;
  await notifier(tx, { utilisateurIds: [utilisateurId] }, 'PLANNING_MODIFIE', MESSAGE);
}

const MESSAGE = { titre: 'Votre planning a changé', lien: '/planning' };

/**
 * Around a change of many slots of a service (a publication): `avant` reads the next 14 days'
 * slots, the returned function reads them again and tells, once each, the members whose
 * planning differs, in the transaction of the change.
 */
export async function annoncerApresChangement(tx: DbOrTx, serviceId: number): Promise<() => Promise<void>> {
  const du = todayInParis();
  const au = ajouterJours(du, JOURS_ANNONCES - 1);
  const avant = await listCreneauxDuServiceEntre(tx, serviceId, du, au);
  return async () => {
    const apres = await listCreneauxDuServiceEntre(tx, serviceId, du, au);
    const utilisateurIds = await utilisateursDesMembres(tx, membresDontLePlanningChange(avant, apres));
    if (utilisateurIds.length > 0) await notifier(tx, { utilisateurIds }, 'PLANNING_MODIFIE', MESSAGE);
  };
}
