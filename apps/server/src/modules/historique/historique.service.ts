import type { HistoriquePage, HistoriqueQuery } from '@roulement/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';
import { canGererEmployes } from '../employe/employe.policy';
import { loadEmploye } from '../employe/employe.service';
import { listHistoriqueEmploye } from './historique.lecture';

/**
 * GET /employe/{id}/historique (docs/decisions/034-historique.md): the establishment's
 * administrators and the Administrateur read it; 404 outside the actor's establishments, 403 for
 * whoever only sees the employee (the employee themself included).
 */
export async function lireHistoriqueEmploye(
  db: Db,
  actor: Actor,
  id: number,
  query: HistoriqueQuery,
): Promise<HistoriquePage> {
  const scope = await loadEmploye(db, actor, id, 'voir');
  if (!canGererEmployes(actor, scope.etablissement)) {
    throw forbidden("Seuls les administrateurs de l'établissement consultent l'historique d'un employé");
  }
  const page = await listHistoriqueEmploye(db, { employeId: id, utilisateurId: scope.utilisateurId }, query);
  return { ...page, page: query._page, taille: query._taille };
}
