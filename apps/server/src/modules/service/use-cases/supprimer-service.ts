import { estAdministrateurEtablissement } from '@roulement/contract';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { journaliser } from '../../../lib/audit';
import { forbidden } from '../../../lib/errors';
import { refreshRolesOf } from '../../auth/acl.service';
import { deleteService } from '../service.repository';
import { loadServiceVisible } from '../service.service';

/**
 * Spec §4: the service goes with its linked data: members, slots, rest days, template and
 * publications (foreign keys cascade). The head's roles are rebuilt in the same transaction.
 */
export async function supprimerService(db: Db, actor: Actor, serviceId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await loadServiceVisible(tx, actor, serviceId);
    if (!estAdministrateurEtablissement(actor, row)) {
      throw forbidden("Seuls les administrateurs de l'établissement suppriment un service");
    }
    await deleteService(tx, serviceId);
    await journaliser(tx, actor, {
      entite: 'service',
      entiteId: serviceId,
      action: 'SUPPRESSION',
      avant: { nom: row.nom, chefDeServiceId: row.chefDeServiceId, dateFermeture: row.dateFermeture },
      employeId: null,
      etablissementId: row.etablissementId,
    });
    if (row.chefUtilisateurId !== null) await refreshRolesOf(tx, [row.chefUtilisateurId]);
  });
  return null;
}
