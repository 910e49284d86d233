import type { apiRoutes, BodyOf, Service } from '@roulement/contract';
import { estAdministrateurEtablissement } from '@roulement/contract';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { journaliser } from '../../../lib/audit';
import { badRequest, conflict, forbidden } from '../../../lib/errors';
import { refreshRolesOf } from '../../auth/acl.service';
import { planningDesMembres } from '../planning-des-membres';
import { updateService } from '../service.repository';
import { lireService, loadServiceVisible } from '../service.service';

const FERMER_RESERVE = "Seuls les administrateurs de l'établissement ferment un service";

/**
 * Spec §4: closing is definitive and deletes all the work planned after the date; the head loses
 * the CHEF_DE_SERVICE role once the date has passed (roles are rebuilt in the same transaction).
 */
export async function fermerService(
  db: Db,
  actor: Actor,
  serviceId: number,
  body: BodyOf<(typeof apiRoutes.service)['fermer']>,
): Promise<Service> {
  if (body.idDuServiceAFermer !== serviceId) {
    throw badRequest("L'identifiant du service à fermer ne correspond pas à celui du chemin");
  }
  return db.transaction(async (tx) => {
    const row = await loadServiceVisible(tx, actor, serviceId);
    if (!estAdministrateurEtablissement(actor, row)) throw forbidden(FERMER_RESERVE);
    if (row.dateFermeture !== null) throw conflict('Ce service est déjà fermé');
    await planningDesMembres.get().supprimerApres(tx, serviceId, body.dateDeFermeture);
    await updateService(tx, serviceId, { dateFermeture: body.dateDeFermeture });
    await journaliser(tx, actor, {
      entite: 'service',
      entiteId: serviceId,
      action: 'MODIFICATION',
      avant: row,
      apres: { dateFermeture: body.dateDeFermeture },
      employeId: null,
      etablissementId: row.etablissementId,
    });
    if (row.chefUtilisateurId !== null) await refreshRolesOf(tx, [row.chefUtilisateurId]);
    return lireService(tx, actor, serviceId);
  });
}
