import {
  type MesOffres,
  type Offre,
  type OffresEtablissement,
  type ReglageOffres,
  STATUTS_OFFRE_OUVERTE,
} from '@roulement/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { servicesCouverts } from '../couverture/couverture.service';
import { loadServiceGerable } from '../service/service.service';
import { idsOffresDesServices, idsOffresRecues, lireOffres, listReglages } from './offre.lecture';
import { versOffre } from './offre.mapper';
import { voitOffre } from './offre.policy';
import { upsertReglage } from './offre.repository';

/** How far back the lists go for closed offers; open ones are always there. */
const JOURS_D_HISTOIRE = 28;
const depuis = (maintenant: Date) => new Date(maintenant.getTime() - JOURS_D_HISTOIRE * 24 * 3600 * 1000);

const ouverteDAbord = (a: Offre, b: Offre) =>
  Number((STATUTS_OFFRE_OUVERTE as readonly string[]).includes(b.statut)) -
  Number((STATUTS_OFFRE_OUVERTE as readonly string[]).includes(a.statut));

/** One offer as the actor sees it: 404 unless they are among its candidates or cover its slots. */
export async function lireOffre(db: DbOrTx, actor: Actor, offreId: number, maintenant = new Date()): Promise<Offre> {
  const [lue] = await lireOffres(db, [offreId]);
  if (!lue || !voitOffre(actor, lue)) throw notFound('Offre introuvable');
  return versOffre(actor, lue, maintenant);
}

/** GET /offres/miennes: the offers sent to me, open first, and how many wait for my answer (the badge). */
export async function mesOffres(db: Db, actor: Actor): Promise<MesOffres> {
  const maintenant = new Date();
  const lues = await lireOffres(db, await idsOffresRecues(db, actor.utilisateurId, depuis(maintenant)));
  const offres = lues.map((l) => versOffre(actor, l, maintenant)).sort(ouverteDAbord);
  return { offres, enAttente: offres.filter((o) => o.abilities.repondre && o.maReponse === null).length };
}

/** GET /offres/etablissement/{id}: the offers of the services the actor covers, and their setting. */
export async function offresEtablissement(db: Db, actor: Actor, etablissementId: number): Promise<OffresEtablissement> {
  const maintenant = new Date();
  const { couverts } = await servicesCouverts(db, actor, etablissementId);
  const serviceIds = couverts.map((s) => s.serviceId);
  const [ids, reglages] = await Promise.all([
    idsOffresDesServices(db, serviceIds, depuis(maintenant)),
    listReglages(db, serviceIds),
  ]);
  const offres = (await lireOffres(db, ids)).map((l) => versOffre(actor, l, maintenant)).sort(ouverteDAbord);
  return {
    offres,
    reglages: couverts.map((s) => ({ ...s, confirmerAcceptations: reglages.get(s.serviceId) ?? false })),
  };
}

/** PUT /offres/service/{serviceId}/reglage: whether an acceptance waits for the head (who manages it). */
export async function modifierReglage(
  db: Db,
  actor: Actor,
  serviceId: number,
  body: Pick<ReglageOffres, 'confirmerAcceptations'>,
): Promise<ReglageOffres> {
  return db.transaction(async (tx) => {
    const service = await loadServiceGerable(tx, actor, serviceId);
    const avant = (await listReglages(tx, [serviceId])).get(serviceId) ?? false;
    await upsertReglage(tx, serviceId, body.confirmerAcceptations);
    await journaliser(tx, actor, {
      entite: 'service',
      entiteId: serviceId,
      action: 'MODIFICATION',
      avant: { confirmerAcceptations: avant },
      apres: { confirmerAcceptations: body.confirmerAcceptations },
      employeId: null,
      etablissementId: service.etablissementId,
    });
    return { serviceId, confirmerAcceptations: body.confirmerAcceptations };
  });
}
