import type { CongesBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { todayInParis } from '../../../lib/dates';
import { forbidden } from '../../../lib/errors';
import { verifierCongesDemande } from '../../conges/conges-de-demande';
import { loadEmploye } from '../../employe/employe.service';
import { servicesActuels } from '../demande.lecture';
import { canDemanderPour } from '../demande.policy';
import { insertDemandeConges } from '../demande.repository';
import { enregistrerDemande } from './enregistrer-demande';

/**
 * POST /demande/conges: for oneself, or for a member by a head of their service or an
 * establishment administrator; the leave's rules are those of POST /conges, checked now and again
 * on acceptance.
 */
export async function creerDemandeConges(db: Db, actor: Actor, body: z.output<typeof CongesBodySchema>) {
  return db.transaction(async (tx) => {
    const employe = await loadEmploye(tx, actor, body.employeId, 'voir');
    if (!canDemanderPour(actor, employe)) {
      throw forbidden('Vous demandez des congés pour vous-même, ou pour un membre des services que vous dirigez');
    }
    const { type, nbJours } = await verifierCongesDemande(tx, body);
    const demandeId = await enregistrerDemande(tx, actor, {
      type: 'Congés',
      employeId: body.employeId,
      etablissementId: employe.etablissement.etablissementId,
      dateDebut: body.dateDebut,
      dateFin: body.dateFin,
      commentaire: body.commentaire ?? null,
      serviceIds: await servicesActuels(tx, body.employeId, todayInParis()),
    });
    await insertDemandeConges(tx, {
      demandeId,
      congesTypeId: type.id,
      dateDebut: body.dateDebut,
      dateFin: body.dateFin,
      demiJournee: body.demiJournee,
      nbJours,
    });
    return { demandeId };
  });
}
