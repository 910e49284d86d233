import type { HistoriqueUsager, MouvementsParMois, Solde } from '@roulement/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { lireEtTracer } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { findFicheScope, listMouvements } from './fiche-aim.lecture';
import { lireHistorique } from './historique.lecture';
import { eurosDe } from './montants';
import { toAccueil, toFicheResume, toMouvementsHistorique, toMouvementsParMois, toSoldes } from './usager.mapper';
import { chargerUsagerFinances, lectureDeUsager, toUsager } from './usager.service';

/**
 * The resident history screen in one call (issue 14): the actor's scope is checked on the
 * resident before the rest is read, and the read is traced once it got through.
 */
export async function historiqueUsager(
  db: Db,
  actor: Actor,
  usagerId: number,
  etablissementId: number,
): Promise<HistoriqueUsager> {
  return lireEtTracer(db, actor, async (tx) => {
    const u = await chargerUsagerFinances(tx, actor, usagerId, etablissementId);
    const h = await lireHistorique(tx, u);
    const { soldes, totalCentimes } = toSoldes(h.mouvements);
    const valeur: HistoriqueUsager = {
      usager: toUsager(actor, u),
      accueils: h.accueils.map(toAccueil),
      soldes,
      totalSoldes: eurosDe(totalCentimes),
      fiches: h.fiches.map(toFicheResume),
      mouvements: toMouvementsHistorique(h.mouvements),
      validationEnCours: h.fiches[0]?.statut === 'EN_ATTENTE_DE_VALIDATION' ? h.validationEnCours : null,
    };
    return { lecture: lectureDeUsager(u, 'historique'), valeur };
  });
}

export async function soldes(db: Db, actor: Actor, q: { usagerId: number; etablissementId: number }): Promise<Solde[]> {
  return lireEtTracer(db, actor, async (tx) => {
    const u = await chargerUsagerFinances(tx, actor, q.usagerId, q.etablissementId);
    const { soldes } = toSoldes(await listMouvements(tx, u.usagerId, u.etablissementId));
    return { lecture: lectureDeUsager(u, 'soldes'), valeur: soldes };
  });
}

/** Balances before a sheet: the movements dated before its month's first day. */
export async function soldesAvantFiche(
  db: Db,
  actor: Actor,
  q: { usagerId: number; etablissementId: number; fichaAimId: number },
): Promise<Solde[]> {
  return lireEtTracer(db, actor, async (tx) => {
    const u = await chargerUsagerFinances(tx, actor, q.usagerId, q.etablissementId);
    const f = await findFicheScope(tx, q.fichaAimId);
    if (!f || f.usagerId !== u.usagerId) throw notFound('Fiche introuvable');
    const avant = `${f.annee}-${String(f.mois).padStart(2, '0')}-01`;
    const { soldes } = toSoldes(await listMouvements(tx, u.usagerId, u.etablissementId, { avant }));
    return { lecture: lectureDeUsager(u, 'soldes', f.ficheAimId), valeur: soldes };
  });
}

export async function mouvements(
  db: Db,
  actor: Actor,
  q: { usagerId: number; etablissementId: number; posteAimId?: string | undefined },
): Promise<MouvementsParMois[]> {
  return lireEtTracer(db, actor, async (tx) => {
    const u = await chargerUsagerFinances(tx, actor, q.usagerId, q.etablissementId);
    const mouvements = await listMouvements(tx, u.usagerId, u.etablissementId, { posteAimId: q.posteAimId });
    return { lecture: lectureDeUsager(u, 'mouvements'), valeur: toMouvementsParMois(mouvements) };
  });
}
