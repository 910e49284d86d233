import type { apiRoutes, BodyOf, ModelePlanning } from '@roulement/contract';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { assertGranularite } from '../creneau.support';
import {
  copierParts,
  deleteCreneauModele,
  deleteReposModele,
  insertCreneauModele,
  insertReposModele,
  interchangerMembres,
  listCreneauxModele,
  listReposModele,
  type ModeleRow,
  setNbSemaines,
  supprimerSemaineParts,
  updateCreneauModele,
  updateReposModele,
} from '../modele.repository';
import { assertMembreDuService, assertPlaceLibre, assertSemaineExiste, modifierModele } from '../modele.service';
import { type CreneauDeModele, erreurCreneauModele, erreurReposModele, type ReposDeModele } from '../repos';

type Routes = typeof apiRoutes.modele;
const CORPS_DIFFERENT = "L'identifiant du corps ne correspond pas à celui du chemin";

export function ajouterSemaine(db: Db, actor: Actor, id: number): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, modele) => {
    assertPlaceLibre(modele);
    await setNbSemaines(tx, id, modele.nbSemaines + 1);
  });
}

export function copierSemaine(db: Db, actor: Actor, id: number, ordre: number): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, modele) => {
    assertSemaineExiste(modele, ordre);
    assertPlaceLibre(modele);
    await setNbSemaines(tx, id, modele.nbSemaines + 1);
    await copierParts(tx, id, ordre, modele.nbSemaines + 1);
  });
}

export function supprimerSemaine(db: Db, actor: Actor, id: number, ordre: number): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, modele) => {
    assertSemaineExiste(modele, ordre);
    if (modele.nbSemaines === 1) throw conflict('Un modèle garde au moins une semaine');
    await supprimerSemaineParts(tx, id, ordre);
    await setNbSemaines(tx, id, modele.nbSemaines - 1);
  });
}

async function parts(tx: DbOrTx, modele: ModeleRow): Promise<[CreneauDeModele[], ReposDeModele[]]> {
  const creneaux = await listCreneauxModele(tx, [modele.id]);
  return [creneaux, await listReposModele(tx, [modele.id])];
}

export function creerCreneauModele(
  db: Db,
  actor: Actor,
  id: number,
  ordre: number,
  body: BodyOf<Routes['creerCreneau']>,
): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, modele, service) => {
    assertSemaineExiste(modele, ordre);
    assertSemaineExiste(modele, body.ordreSemaine, 'ordreSemaine');
    assertGranularite(service, { heureDebut: body.heureDebut, heureFin: body.heureFin });
    await assertMembreDuService(tx, service, body.membreId);
    const [creneaux, repos] = await parts(tx, modele);
    const candidat = { id: 0, ...body };
    const erreur = erreurCreneauModele(creneaux, repos, candidat);
    if (erreur) throw conflict(erreur);
    await insertCreneauModele(tx, { modeleId: id, ...body });
  });
}

export function modifierCreneauModele(
  db: Db,
  actor: Actor,
  id: number,
  ordre: number,
  creneauId: number,
  body: BodyOf<Routes['modifierCreneau']>,
): Promise<ModelePlanning> {
  if (body.modeleCreneauDeTravailId !== undefined && body.modeleCreneauDeTravailId !== creneauId) {
    return Promise.reject(badRequest(CORPS_DIFFERENT));
  }
  return modifierModele(db, actor, id, async (tx, modele, service) => {
    const [creneaux, repos] = await parts(tx, modele);
    if (!creneaux.some((c) => c.id === creneauId && c.ordreSemaine === ordre))
      throw notFound('Créneau du modèle introuvable');
    assertSemaineExiste(modele, body.ordreSemaine, 'ordreSemaine');
    assertGranularite(service, { heureDebut: body.heureDebut, heureFin: body.heureFin });
    await assertMembreDuService(tx, service, body.membreId);
    const { modeleCreneauDeTravailId: _id, ...valeurs } = body;
    const erreur = erreurCreneauModele(creneaux, repos, { id: creneauId, ...valeurs });
    if (erreur) throw conflict(erreur);
    await updateCreneauModele(tx, creneauId, valeurs);
  });
}

export function supprimerCreneauModele(
  db: Db,
  actor: Actor,
  id: number,
  ordre: number,
  creneauId: number,
): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, modele) => {
    const [creneaux] = await parts(tx, modele);
    if (!creneaux.some((c) => c.id === creneauId && c.ordreSemaine === ordre))
      throw notFound('Créneau du modèle introuvable');
    await deleteCreneauModele(tx, creneauId);
  });
}

export function creerReposModele(
  db: Db,
  actor: Actor,
  id: number,
  ordre: number,
  body: BodyOf<Routes['creerJourDeRepos']>,
): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, modele, service) => {
    assertSemaineExiste(modele, ordre);
    assertSemaineExiste(modele, body.ordreSemaine, 'ordreSemaine');
    await assertMembreDuService(tx, service, body.membreId);
    const [creneaux, repos] = await parts(tx, modele);
    const erreur = erreurReposModele(creneaux, repos, { id: 0, ...body });
    if (erreur) throw conflict(erreur);
    await insertReposModele(tx, { modeleId: id, ...body });
  });
}

export function modifierReposModele(
  db: Db,
  actor: Actor,
  id: number,
  ordre: number,
  reposId: number,
  body: BodyOf<Routes['modifierJourDeRepos']>,
): Promise<ModelePlanning> {
  if (body.modeleJourDeReposId !== undefined && body.modeleJourDeReposId !== reposId) {
    return Promise.reject(badRequest(CORPS_DIFFERENT));
  }
  return modifierModele(db, actor, id, async (tx, modele) => {
    const [creneaux, repos] = await parts(tx, modele);
    const actuel = repos.find((r) => r.id === reposId && r.ordreSemaine === ordre);
    if (!actuel) throw notFound('Jour de repos du modèle introuvable');
    assertSemaineExiste(modele, body.ordreSemaine, 'ordreSemaine');
    const candidat = { ...actuel, ordreSemaine: body.ordreSemaine, jourId: body.jourId, demiJour: body.demiJour };
    const erreur = erreurReposModele(creneaux, repos, candidat);
    if (erreur) throw conflict(erreur);
    await updateReposModele(tx, reposId, {
      ordreSemaine: body.ordreSemaine,
      jourId: body.jourId,
      demiJour: body.demiJour,
    });
  });
}

export function supprimerReposModele(
  db: Db,
  actor: Actor,
  id: number,
  ordre: number,
  reposId: number,
): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, modele) => {
    const [, repos] = await parts(tx, modele);
    if (!repos.some((r) => r.id === reposId && r.ordreSemaine === ordre)) {
      throw notFound('Jour de repos du modèle introuvable');
    }
    await deleteReposModele(tx, reposId);
  });
}

/** Spec §3 member swap: the two members exchange their slots and rest days in the template. */
export function interchangerMembre(
  db: Db,
  actor: Actor,
  id: number,
  body: BodyOf<Routes['interchangerMembre']>,
): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, _modele, service) => {
    for (const membreId of [body.remplaceMembreId, body.remplacantMembreId]) {
      await assertMembreDuService(tx, service, membreId);
    }
    await interchangerMembres(tx, id, body.remplaceMembreId, body.remplacantMembreId);
  });
}
