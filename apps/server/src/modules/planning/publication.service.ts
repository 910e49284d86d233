import {
  ajouterJours,
  type apiRoutes,
  type BodyOf,
  erreurDatePublication,
  estAdministrateurEtablissement,
  lundiDe,
  type PublicationResultat,
} from '@roulement/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { badRequest, conflict } from '../../lib/errors';
import { finsDesMembres } from '../service/membre.service';
import { scopeOf } from '../service/service.policy';
import { insertCreneauxDeModele, insertJoursDeReposDeModele } from './creneau.repository';
import {
  findDernierePublication,
  findModeleVerrouille,
  listCreneauxModele,
  listReposModele,
} from './modele.repository';
import { loadModeleGerable, SEMAINE_INTROUVABLE } from './modele.service';
import { annoncerApresChangement } from './planning.annonces';
import { type Cycle, horizonPublication, occurrences } from './publication';
import { listDernieresPublications } from './publication.lecture';
import { deletePublieDepuis, insertPublication, updateHorizon } from './publication.repository';

type Routes = typeof apiRoutes.modele;

interface Ecriture {
  serviceId: number;
  modeleId: number;
  cycle: Cycle;
  du: string;
  au: string;
}

/**
 * Writes the template's slots and rest days from `du` to `au` (set-based, in chunks), for the
 * members still in the service on each date. Answers the counts written.
 */
export async function ecrirePlanning(tx: DbOrTx, e: Ecriture): Promise<{ nbCreneaux: number; nbJoursDeRepos: number }> {
  const creneaux = await listCreneauxModele(tx, [e.modeleId]);
  const repos = await listReposModele(tx, [e.modeleId]);
  const membres = await finsDesMembres(tx, e.serviceId);
  const fin = new Map(membres.map((m) => [m.id, m.dateFin]));
  const present = (membreId: number, date: string) => {
    const f = fin.get(membreId);
    return f !== undefined && (f === null || f >= date);
  };
  const lignes = occurrences(e.cycle, creneaux, e.du, e.au)
    .filter((o) => present(o.part.membreId, o.date))
    .map((o) => ({
      serviceId: e.serviceId,
      membreId: o.part.membreId,
      date: o.date,
      heureDebut: o.part.heureDebut,
      heureFin: o.part.heureFin,
    }));
  await insertCreneauxDeModele(tx, lignes);
  const joursDeRepos = occurrences(e.cycle, repos, e.du, e.au)
    .filter((o) => present(o.part.membreId, o.date))
    .map((o) => ({ serviceId: e.serviceId, membreId: o.part.membreId, date: o.date, demiJour: o.part.demiJour }));
  await insertJoursDeReposDeModele(tx, joursDeRepos);
  return { nbCreneaux: lignes.length, nbJoursDeRepos: joursDeRepos.length };
}

/**
 * PUT /modelePlanning/{id}/publier (DOMAIN.md Planning, decision 024): from the chosen Monday to
 * the horizon, in one transaction, the slots the previous publications wrote (and what hangs on
 * them: replacements, overtime and recovery parts) and every rest day are replaced by the
 * template's. Slots added by hand (extra hours, training, work) stay.
 */
export async function publierModele(
  db: Db,
  actor: Actor,
  id: number,
  body: BodyOf<Routes['publier']>,
): Promise<PublicationResultat> {
  return db.transaction(async (tx) => {
    const { modele, service } = await loadModeleGerable(tx, actor, id);
    const today = todayInParis();
    const date = lundiDe(body.semaineMiseEnApplication);
    const passe = estAdministrateurEtablissement(actor, scopeOf(service).etablissement);
    const erreurDate = erreurDatePublication(date, today, passe);
    if (erreurDate) throw badRequest(erreurDate, { fieldErrors: { semaineMiseEnApplication: erreurDate } });
    if (body.debutCyclePublication > modele.nbSemaines) {
      throw badRequest(SEMAINE_INTROUVABLE, { fieldErrors: { debutCyclePublication: SEMAINE_INTROUVABLE } });
    }
    let horizon = horizonPublication(today);
    if (date > horizon) {
      const message = "La date de mise en application dépasse l'horizon de publication (fin de l'année prochaine)";
      throw badRequest(message, { fieldErrors: { semaineMiseEnApplication: message } });
    }
    if (service.dateFermeture !== null) {
      if (date > service.dateFermeture) throw conflict('Ce service est fermé à cette date');
      if (service.dateFermeture < horizon) horizon = service.dateFermeture;
    }
    const annoncer = await annoncerApresChangement(tx, service.serviceId);
    await deletePublieDepuis(tx, service.serviceId, date, ajouterJours(date, -1));
    const cycle = {
      dateMiseEnApplication: date,
      debutCycle: body.debutCyclePublication,
      nbSemaines: modele.nbSemaines,
    };
    const ecrits = await ecrirePlanning(tx, {
      serviceId: service.serviceId,
      modeleId: id,
      cycle,
      du: date,
      au: horizon,
    });
    await annoncer();
    const publicationId = await insertPublication(tx, {
      serviceId: service.serviceId,
      modeleId: id,
      dateMiseEnApplication: date,
      debutCycle: body.debutCyclePublication,
      dateHorizon: horizon,
      publieParId: actor.utilisateurId,
    });
    // One row for the whole publication (thousands of slots): what, from when to when, how many.
    await journaliser(tx, actor, {
      entite: 'publication',
      entiteId: publicationId,
      action: 'PUBLICATION',
      apres: {
        service: service.nom,
        modelePlanningId: id,
        dateMiseEnApplication: date,
        dateHorizon: horizon,
        debutCyclePublication: body.debutCyclePublication,
        ...ecrits,
      },
      employeId: null,
      etablissementId: service.etablissementId,
    });
    return {
      modelePlanningId: id,
      serviceId: service.serviceId,
      dateMiseEnApplication: date,
      dateHorizon: horizon,
      debutCyclePublication: body.debutCyclePublication,
      ...ecrits,
    };
  });
}

/**
 * The weekly job's work: every service's latest publication is written on to the horizon of
 * `today` (or the service's closing date). Idempotent: a publication already there is left alone.
 */
export async function etendreLesHorizons(tx: DbOrTx, today: string): Promise<{ services: number; creneaux: number }> {
  const horizon = horizonPublication(today);
  const candidats = await listDernieresPublications(tx);
  let services = 0;
  let creneaux = 0;
  for (const candidat of candidats) {
    const au = candidat.dateFermeture !== null && candidat.dateFermeture < horizon ? candidat.dateFermeture : horizon;
    if (candidat.dateHorizon >= au) continue;
    // A publication may have run since the read above: wait for it on the template's lock, then
    // write on from what it left, not from the horizon read before it.
    const modele = await findModeleVerrouille(tx, candidat.modeleId);
    const p = await findDernierePublication(tx, candidat.serviceId);
    if (!modele || !p || p.dateHorizon >= au) continue;
    const du = ajouterJours(p.dateHorizon, 1);
    const cycle = {
      dateMiseEnApplication: p.dateMiseEnApplication,
      debutCycle: p.debutCycle,
      nbSemaines: modele.nbSemaines,
    };
    const ecrits = await ecrirePlanning(tx, { serviceId: p.serviceId, modeleId: p.modeleId, cycle, du, au });
    await updateHorizon(tx, p.id, au);
    services++;
    creneaux += ecrits.nbCreneaux;
  }
  return { services, creneaux };
}
