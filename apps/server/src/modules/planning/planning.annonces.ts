import { ajouterJours } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import { todayInParis } from '../../lib/dates';
import { notifier } from '../notification/notification.service';
import { utilisateurDuMembre } from './creneau.lecture';

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
  await notifier(tx, { utilisateurIds: [utilisateurId] }, 'PLANNING_MODIFIE', {
    titre: 'Votre planning a changé',
    lien: '/planning',
  });
}
