import type { HistoriqueUsager, MouvementsParMois, Solde } from '@roulement/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { findFicheScope, findValidationEnCours, listFichesResume, listMouvements } from './fiche-aim.lecture';
import { eurosDe } from './montants';
import { listAccueils } from './usager.lecture';
import { toAccueil, toFicheResume, toMouvementsParMois, toSoldes } from './usager.mapper';
import { chargerUsagerFinances, toUsager, tracerLecture } from './usager.service';

/**
 * The resident history screen in one call (issue 14): a constant number of statements whatever
 * the resident's history (resident, stays, sheets, movements, the pending validation, the trace).
 */
export async function historiqueUsager(
  db: Db,
  actor: Actor,
  usagerId: number,
  etablissementId: number,
): Promise<HistoriqueUsager> {
  // No transaction: each read sees committed data, and the trace is one insert of its own.
  const u = await chargerUsagerFinances(db, actor, usagerId, etablissementId);
  const accueils = await listAccueils(db, u.usagerId);
  const fiches = await listFichesResume(db, u.usagerId, u.etablissementId);
  const mouvements = await listMouvements(db, u.usagerId, u.etablissementId);
  const derniere = fiches[0];
  const validationEnCours =
    derniere?.statut === 'EN_ATTENTE_DE_VALIDATION' ? await findValidationEnCours(db, derniere.ficheAimId) : null;
  await tracerLecture(db, actor, u, 'historique');
  const { soldes, totalCentimes } = toSoldes(mouvements);
  return {
    usager: toUsager(actor, u),
    accueils: accueils.map(toAccueil),
    soldes,
    totalSoldes: eurosDe(totalCentimes),
    fiches: fiches.map(toFicheResume),
    mouvements: toMouvementsParMois(mouvements),
    validationEnCours,
  };
}

export async function soldes(db: Db, actor: Actor, q: { usagerId: number; etablissementId: number }): Promise<Solde[]> {
  return db.transaction(async (tx) => {
    const u = await chargerUsagerFinances(tx, actor, q.usagerId, q.etablissementId);
    await tracerLecture(tx, actor, u, 'soldes');
    return toSoldes(await listMouvements(tx, u.usagerId, u.etablissementId)).soldes;
  });
}

/** Balances before a sheet: the movements dated before its month's first day. */
export async function soldesAvantFiche(
  db: Db,
  actor: Actor,
  q: { usagerId: number; etablissementId: number; fichaAimId: number },
): Promise<Solde[]> {
  return db.transaction(async (tx) => {
    const u = await chargerUsagerFinances(tx, actor, q.usagerId, q.etablissementId);
    const f = await findFicheScope(tx, q.fichaAimId);
    if (!f || f.usagerId !== u.usagerId) throw notFound('Fiche introuvable');
    await tracerLecture(tx, actor, u, 'soldes', f.ficheAimId);
    const avant = `${f.annee}-${String(f.mois).padStart(2, '0')}-01`;
    return toSoldes(await listMouvements(tx, u.usagerId, u.etablissementId, { avant })).soldes;
  });
}

export async function mouvements(
  db: Db,
  actor: Actor,
  q: { usagerId: number; etablissementId: number; posteAimId?: string | undefined },
): Promise<MouvementsParMois[]> {
  return db.transaction(async (tx) => {
    const u = await chargerUsagerFinances(tx, actor, q.usagerId, q.etablissementId);
    await tracerLecture(tx, actor, u, 'mouvements');
    return toMouvementsParMois(await listMouvements(tx, u.usagerId, u.etablissementId, { posteAimId: q.posteAimId }));
  });
}
