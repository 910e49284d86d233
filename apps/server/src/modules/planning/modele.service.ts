import {
  borneHoraire,
  estAdministrateurEtablissement,
  type ModelePlanning,
  ORDRE_SEMAINE_MAX,
  semaineDe,
} from '@roulement/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { todayInParis } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { findMembre } from '../service/membre.lecture';
import type { ServiceRow } from '../service/service.lecture';
import { canGererService, scopeOf } from '../service/service.policy';
import { assertGerable, loadServiceVisible } from '../service/service.service';
import {
  findModele,
  findModeleDuService,
  findModeleVerrouille,
  findOrCreateModele,
  listCreneauxModele,
  listPublications,
  listReposModele,
  type ModeleRow,
} from './modele.repository';
import { infosModele } from './modele-infos';

const MODELE_INTROUVABLE = 'Modèle de planning introuvable';
export const SEMAINE_INTROUVABLE = 'Cette semaine n’existe pas dans le modèle';

async function toModele(db: DbOrTx, actor: Actor, service: ServiceRow, modele: ModeleRow): Promise<ModelePlanning> {
  const creneaux = await listCreneauxModele(db, [modele.id]);
  const repos = await listReposModele(db, [modele.id]);
  const publications = await listPublications(db, service.serviceId);
  const gerer = canGererService(actor, service);
  return {
    modelePlanningId: modele.id,
    serviceId: service.serviceId,
    semaines: Array.from({ length: modele.nbSemaines }, (_, i) => ({
      ordre: i + 1,
      creneaux: creneaux
        .filter((c) => c.ordreSemaine === i + 1)
        .map((c) => ({
          modeleCreneauDeTravailId: c.id,
          ordreSemaine: c.ordreSemaine,
          jourId: c.jourId,
          heureDebut: borneHoraire(c.heureDebut),
          heureFin: borneHoraire(c.heureFin),
          membreId: c.membreId,
        })),
      joursDeRepos: repos
        .filter((r) => r.ordreSemaine === i + 1)
        .map((r) => ({
          modeleJourDeReposId: r.id,
          ordreSemaine: r.ordreSemaine,
          jour: { jourId: r.jourId },
          membreId: r.membreId,
          demiJour: r.demiJour,
        })),
    })),
    infos: infosModele(modele.nbSemaines, creneaux, repos),
    publications: publications.map((p) => ({
      semaineMiseEnApplication: semaineDe(p.dateMiseEnApplication),
      dateMiseEnApplication: p.dateMiseEnApplication,
      debutCyclePublication: p.debutCycle,
      dateHorizon: p.dateHorizon,
      publieLe: p.publieLe.toISOString(),
    })),
    abilities: {
      modifier: gerer,
      publier: gerer,
      publierDansLePasse: estAdministrateurEtablissement(actor, scopeOf(service).etablissement),
    },
  };
}

/**
 * GET /modelePlanning/service/{id}: spec §4, the template is created when missing, by whoever may
 * edit it. Another reader sees what that creation would show (one empty week), nothing is written:
 * the id 0 says it is not stored yet.
 */
export async function lireModeleDuService(db: Db, actor: Actor, serviceId: number): Promise<ModelePlanning> {
  return db.transaction(async (tx) => {
    const service = await loadServiceVisible(tx, actor, serviceId);
    if (canGererService(actor, service)) return toModele(tx, actor, service, await findOrCreateModele(tx, serviceId));
    const modele = await findModeleDuService(tx, serviceId);
    return toModele(tx, actor, service, modele ?? { id: 0, serviceId, nbSemaines: 1 });
  });
}

/**
 * A template the actor may edit: 404 outside their scope, 403 when they only see it. The row stays
 * locked until the caller's transaction ends (two publications or week copies at once take turns).
 */
export async function loadModeleGerable(db: DbOrTx, actor: Actor, id: number) {
  const modele = await findModeleVerrouille(db, id);
  if (!modele) throw notFound(MODELE_INTROUVABLE);
  const service = await loadServiceVisible(db, actor, modele.serviceId).catch(() => {
    throw notFound(MODELE_INTROUVABLE);
  });
  assertGerable(actor, service);
  return { modele, service };
}

export function assertSemaineExiste(modele: ModeleRow, ordre: number, champ?: string): void {
  if (ordre > modele.nbSemaines) {
    if (champ) throw badRequest(SEMAINE_INTROUVABLE, { fieldErrors: { [champ]: SEMAINE_INTROUVABLE } });
    throw notFound(SEMAINE_INTROUVABLE);
  }
}

export function assertPlaceLibre(modele: ModeleRow): void {
  if (modele.nbSemaines >= ORDRE_SEMAINE_MAX) throw conflict(`Un modèle compte ${ORDRE_SEMAINE_MAX} semaines au plus`);
}

/** A current member of the template's service. */
export async function assertMembreDuService(db: DbOrTx, service: ServiceRow, membreId: number): Promise<void> {
  const today = todayInParis();
  const membre = await findMembre(db, membreId, today);
  if (!membre || membre.serviceId !== service.serviceId || (membre.dateFin !== null && membre.dateFin < today)) {
    const message = 'Choisir un membre actuel du service';
    throw badRequest(message, { fieldErrors: { membreId: message } });
  }
}

/** Runs a template change in one transaction and answers the template as it now is. */
export async function modifierModele(
  db: Db,
  actor: Actor,
  id: number,
  change: (tx: Tx, modele: ModeleRow, service: ServiceRow) => Promise<void>,
): Promise<ModelePlanning> {
  return db.transaction(async (tx) => {
    const { modele, service } = await loadModeleGerable(tx, actor, id);
    await change(tx, modele, service);
    const apres = await findModele(tx, id);
    return toModele(tx, actor, service, apres!);
  });
}
