import type { HistoriqueUsager, MouvementsParMois, Solde } from '@roulement/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliserLecture, parametresDeLecture } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { findFicheScope, listMouvements } from './fiche-aim.lecture';
import { lireHistorique } from './historique.lecture';
import { eurosDe } from './montants';
import { toAccueil, toFicheResume, toMouvementsHistorique, toMouvementsParMois, toSoldes } from './usager.mapper';
import { financesLisibles } from './usager.policy';
import {
  assertUsagerFinances,
  chargerUsagerFinances,
  lectureDeUsager,
  toUsager,
  tracerLecture,
} from './usager.service';

/**
 * The resident history screen in one call (issue 14): one statement reads it all whatever the
 * resident's history, and the actor's scope is checked on what it read. The statement writes the
 * read's audit row itself when the actor's roles allow the read whatever the establishment's head
 * office: a permission through the head office only adds to those roles, so the statement never
 * traces a read that the checks then refuse. A read allowed only through the head office is
 * traced after the checks.
 */
export async function historiqueUsager(
  db: Db,
  actor: Actor,
  usagerId: number,
  etablissementId: number,
): Promise<HistoriqueUsager> {
  const lecture = lectureDeUsager({ usagerId, etablissementId }, 'historique');
  const sansSiege = { etablissementId, siegeSocialId: null, aideIndividuelleMensuelle: true };
  const h = await lireHistorique(
    db,
    { usagerId, etablissementId, today: todayInParis() },
    { parametres: parametresDeLecture(actor, lecture), ecrire: financesLisibles(actor, sansSiege) },
  );
  const u = h.usager ?? undefined;
  assertUsagerFinances(actor, u, etablissementId);
  if (!h.lectureTracee) await journaliserLecture(db, actor, lecture);
  const { soldes, totalCentimes } = toSoldes(h.mouvements);
  return {
    usager: toUsager(actor, u),
    accueils: h.accueils.map(toAccueil),
    soldes,
    totalSoldes: eurosDe(totalCentimes),
    fiches: h.fiches.map(toFicheResume),
    mouvements: toMouvementsHistorique(h.mouvements),
    validationEnCours: h.fiches[0]?.statut === 'EN_ATTENTE_DE_VALIDATION' ? h.validationEnCours : null,
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
