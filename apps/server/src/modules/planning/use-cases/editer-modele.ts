import type { apiRoutes, BodyOf, ModelePlanning } from '@roulement/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { type Changement, employeDuMembre, journaliser } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { ServiceRow } from '../../service/service.lecture';
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

/** A template change's history row: on the history of the member it places, if any. */
function journaliserModele(
  tx: Tx,
  actor: Actor,
  service: ServiceRow,
  modele: ModeleRow,
  changement: Pick<Changement, 'action' | 'avant' | 'apres'> & { membreId?: number },
): Promise<void> {
  const { membreId, ...reste } = changement;
  return journaliser(tx, actor, {
    entite: 'modele_planning',
    entiteId: modele.id,
    ...reste,
    employeId: membreId === undefined ? null : employeDuMembre(membreId),
    etablissementId: service.etablissementId,
  });
}

export function ajouterSemaine(db: Db, actor: Actor, id: number): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, modele, service) => {
    assertPlaceLibre(modele);
    await setNbSemaines(tx, id, modele.nbSemaines + 1);
    await journaliserModele(tx, actor, service, modele, {
      action: 'MODIFICATION',
      avant: modele,
      apres: { nbSemaines: modele.nbSemaines + 1 },
    });
  });
}

export function copierSemaine(db: Db, actor: Actor, id: number, ordre: number): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, modele, service) => {
    assertSemaineExiste(modele, ordre);
    assertPlaceLibre(modele);
    await setNbSemaines(tx, id, modele.nbSemaines + 1);
    await copierParts(tx, id, ordre, modele.nbSemaines + 1);
    await journaliserModele(tx, actor, service, modele, {
      action: 'MODIFICATION',
      avant: { nbSemaines: modele.nbSemaines, semaineCopiee: null },
      apres: { nbSemaines: modele.nbSemaines + 1, semaineCopiee: ordre },
    });
  });
}

export function supprimerSemaine(db: Db, actor: Actor, id: number, ordre: number): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, modele, service) => {
    assertSemaineExiste(modele, ordre);
    if (modele.nbSemaines === 1) throw conflict('Un modèle garde au moins une semaine');
    await supprimerSemaineParts(tx, id, ordre);
    await setNbSemaines(tx, id, modele.nbSemaines - 1);
    await journaliserModele(tx, actor, service, modele, {
      action: 'MODIFICATION',
      avant: { nbSemaines: modele.nbSemaines, semaineSupprimee: null },
      apres: { nbSemaines: modele.nbSemaines - 1, semaineSupprimee: ordre },
    });
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
    await journaliserModele(tx, actor, service, modele, { action: 'CREATION', apres: body, membreId: body.membreId });
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
    const actuel = creneaux.find((c) => c.id === creneauId && c.ordreSemaine === ordre);
    if (!actuel) throw notFound('Créneau du modèle introuvable');
    assertSemaineExiste(modele, body.ordreSemaine, 'ordreSemaine');
    assertGranularite(service, { heureDebut: body.heureDebut, heureFin: body.heureFin });
    await assertMembreDuService(tx, service, body.membreId);
    const { modeleCreneauDeTravailId: _id, ...valeurs } = body;
    const erreur = erreurCreneauModele(creneaux, repos, { id: creneauId, ...valeurs });
    if (erreur) throw conflict(erreur);
    await updateCreneauModele(tx, creneauId, valeurs);
    await journaliserModele(tx, actor, service, modele, {
      action: 'MODIFICATION',
      avant: { ...actuel },
      apres: valeurs,
      membreId: valeurs.membreId,
    });
  });
}

export function supprimerCreneauModele(
  db: Db,
  actor: Actor,
  id: number,
  ordre: number,
  creneauId: number,
): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, modele, service) => {
    const [creneaux] = await parts(tx, modele);
    const actuel = creneaux.find((c) => c.id === creneauId && c.ordreSemaine === ordre);
    if (!actuel) throw notFound('Créneau du modèle introuvable');
    await deleteCreneauModele(tx, creneauId);
    await journaliserModele(tx, actor, service, modele, {
      action: 'SUPPRESSION',
      avant: { ...actuel },
      membreId: actuel.membreId,
    });
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
    await journaliserModele(tx, actor, service, modele, { action: 'CREATION', apres: body, membreId: body.membreId });
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
  return modifierModele(db, actor, id, async (tx, modele, service) => {
    const [creneaux, repos] = await parts(tx, modele);
    const actuel = repos.find((r) => r.id === reposId && r.ordreSemaine === ordre);
    if (!actuel) throw notFound('Jour de repos du modèle introuvable');
    assertSemaineExiste(modele, body.ordreSemaine, 'ordreSemaine');
    const candidat = { ...actuel, ordreSemaine: body.ordreSemaine, jourId: body.jourId, demiJour: body.demiJour };
    const erreur = erreurReposModele(creneaux, repos, candidat);
    if (erreur) throw conflict(erreur);
    const valeurs = { ordreSemaine: body.ordreSemaine, jourId: body.jourId, demiJour: body.demiJour };
    await updateReposModele(tx, reposId, valeurs);
    await journaliserModele(tx, actor, service, modele, {
      action: 'MODIFICATION',
      avant: { ...actuel },
      apres: valeurs,
      membreId: actuel.membreId,
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
  return modifierModele(db, actor, id, async (tx, modele, service) => {
    const [, repos] = await parts(tx, modele);
    const actuel = repos.find((r) => r.id === reposId && r.ordreSemaine === ordre);
    if (!actuel) throw notFound('Jour de repos du modèle introuvable');
    await deleteReposModele(tx, reposId);
    await journaliserModele(tx, actor, service, modele, {
      action: 'SUPPRESSION',
      avant: { ...actuel },
      membreId: actuel.membreId,
    });
  });
}

/** Spec §3 member swap: the two members exchange their slots and rest days in the template. */
export function interchangerMembre(
  db: Db,
  actor: Actor,
  id: number,
  body: BodyOf<Routes['interchangerMembre']>,
): Promise<ModelePlanning> {
  return modifierModele(db, actor, id, async (tx, modele, service) => {
    for (const membreId of [body.remplaceMembreId, body.remplacantMembreId]) {
      await assertMembreDuService(tx, service, membreId);
    }
    await interchangerMembres(tx, id, body.remplaceMembreId, body.remplacantMembreId);
    // Both members' places changed: one row on each one's history.
    for (const [membreId, autre] of [
      [body.remplaceMembreId, body.remplacantMembreId],
      [body.remplacantMembreId, body.remplaceMembreId],
    ] as const) {
      await journaliserModele(tx, actor, service, modele, {
        action: 'MODIFICATION',
        avant: { placesDuMembre: membreId },
        apres: { placesDuMembre: autre },
        membreId,
      });
    }
  });
}
