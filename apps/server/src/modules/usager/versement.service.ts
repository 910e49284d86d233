import {
  dansFenetreVersement,
  enCentimes,
  fenetreVersement,
  repartirCentimes,
  type Versement,
  type VersementMultidateBodySchema,
} from '@roulement/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser, lireEtTracer } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { findFicheDuMois } from './fiche-aim.lecture';
import { chargerFiche, lignesAvecFinal } from './fiche-aim.service';
import { texteDe } from './montants';
import { toVersements } from './usager.mapper';
import {
  deleteVersement,
  findVersement,
  insertMouvements,
  insertVersement,
  listLignesVersement,
  marquerVerse,
} from './usager.repository';
import { chargerUsagerFinances, lectureDeUsager } from './usager.service';
import { listVersementsADate, listVersementsDeFiche, listVersementsParIds } from './versement.lecture';

const dd = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Payouts grouped by date (spec §3). */
function parDate(versements: Versement[]) {
  const groupes = new Map<string, Versement[]>();
  for (const v of versements) groupes.set(v.dateDeVersement, [...(groupes.get(v.dateDeVersement) ?? []), v]);
  return [...groupes].map(([dateDeVersement, vs]) => ({ dateDeVersement, versements: vs }));
}

/** GET /versement: the payouts of a resident's sheet of a month, by date. */
export async function listerVersements(
  db: Db,
  actor: Actor,
  q: { usagerId: number; etablissementId: number; mois: number; annee: number },
) {
  return lireEtTracer(db, actor, async (tx) => {
    const u = await chargerUsagerFinances(tx, actor, q.usagerId, q.etablissementId);
    const lecture = lectureDeUsager(u, 'versements');
    const f = await findFicheDuMois(tx, u.usagerId, q.annee, q.mois);
    if (!f || f.etablissementId !== u.etablissementId) return { lecture, valeur: [] };
    return { lecture, valeur: parDate(toVersements(await listVersementsDeFiche(tx, f.ficheAimId))) };
  });
}

export async function listerVersementsADate(
  db: Db,
  actor: Actor,
  q: { usagerId: number; etablissementId: number; date: string },
): Promise<Versement[]> {
  return lireEtTracer(db, actor, async (tx) => {
    const u = await chargerUsagerFinances(tx, actor, q.usagerId, q.etablissementId);
    const versements = await listVersementsADate(tx, u.usagerId, u.etablissementId, q.date);
    return { lecture: lectureDeUsager(u, 'versements'), valeur: toVersements(versements) };
  });
}

/**
 * POST /versement/multidate: one payout per date, each payable line (montantFinal > 0) split over
 * the dates in cents, the remainder on the last date (decision 060); dates inside the window of
 * spec §5.
 */
export async function preparerVersements(
  db: Db,
  actor: Actor,
  body: z.output<typeof VersementMultidateBodySchema>,
): Promise<Versement[]> {
  return db.transaction(async (tx) => {
    const f = await chargerFiche(tx, actor, body.ficheAIMId, { verrou: true });
    if (f.usagerId !== body.usagerId || f.etablissementId !== body.etablissementId) {
      throw badRequest("La fiche n'est pas celle de cet usager dans cet établissement");
    }
    const u = await chargerUsagerFinances(tx, actor, f.usagerId, f.etablissementId);
    const fenetre = fenetreVersement(f);
    if (!body.datesDeVersement.every((d) => dansFenetreVersement(f, d))) {
      const message = `Les dates de versement vont du ${dd(fenetre.debut)} au ${dd(fenetre.fin)}`;
      throw badRequest(message, { fieldErrors: { datesDeVersement: message } });
    }
    const { lignes } = await lignesAvecFinal(tx, f.ficheAimId);
    const payables = new Set(lignes.filter((l) => l.final > 0).map((l) => l.ligne.posteAimId));
    if (!body.lignesVersements.every((l) => payables.has(l.posteAIMId))) {
      const message = 'Seules les lignes dont le montant final est positif se versent';
      throw badRequest(message, { fieldErrors: { lignesVersements: message } });
    }
    const dates = [...body.datesDeVersement].sort();
    const parts = body.lignesVersements.map((l) => ({
      posteAimId: l.posteAIMId,
      parts: repartirCentimes(enCentimes(l.montant), dates.length),
    }));
    const ids: number[] = [];
    for (const [i, date] of dates.entries()) {
      const lignesDuJour = parts
        .filter((p) => (p.parts[i] ?? 0) > 0)
        .map((p) => ({ posteAimId: p.posteAimId, montant: texteDe(p.parts[i]!) }));
      if (lignesDuJour.length === 0) continue;
      ids.push(
        await insertVersement(
          tx,
          {
            usagerId: f.usagerId,
            etablissementId: f.etablissementId,
            ficheAimId: f.ficheAimId,
            accueilId: u.accueilId,
            dateDeVersement: date,
            moyenDePaiement: body.moyenDePaiementId,
          },
          lignesDuJour,
        ),
      );
    }
    await journaliser(tx, actor, {
      entite: 'versement',
      entiteId: ids[0] ?? f.ficheAimId,
      action: 'CREATION',
      apres: {
        ficheAimId: f.ficheAimId,
        versements: ids.join(', '),
        dates: dates.join(', '),
        moyen: body.moyenDePaiementId,
      },
      employeId: null,
      etablissementId: f.etablissementId,
    });
    return toVersements(await listVersementsParIds(tx, ids));
  });
}

async function chargerVersement(tx: Tx, actor: Actor, versementId: number) {
  const v = await findVersement(tx, versementId, { verrou: true });
  if (!v) throw notFound('Versement introuvable');
  try {
    await chargerUsagerFinances(tx, actor, v.usagerId, v.etablissementId);
  } catch (e) {
    // Outside the actor's establishments the payout does not exist for them.
    if (e instanceof Error && 'code' in e && e.code === 'NOT_FOUND') throw notFound('Versement introuvable');
    throw e;
  }
  return v;
}

/** PUT /versement/{id}/verser: declared paid, its lines become VERSEMENT movements (negative). */
export async function verser(db: Db, actor: Actor, versementId: number): Promise<Versement> {
  return db.transaction(async (tx) => {
    const v = await chargerVersement(tx, actor, versementId);
    if (!(await marquerVerse(tx, v.id))) throw conflict('Ce versement est déjà déclaré versé');
    const lignes = await listLignesVersement(tx, v.id);
    await insertMouvements(
      tx,
      lignes.map((l) => ({
        usagerId: v.usagerId,
        etablissementId: v.etablissementId,
        posteAimId: l.posteAimId,
        type: 'VERSEMENT' as const,
        dateApplication: v.dateDeVersement,
        montant: l.montant.startsWith('-') ? l.montant.slice(1) : `-${l.montant}`,
        versementId: v.id,
      })),
    );
    await journaliser(tx, actor, {
      entite: 'versement',
      entiteId: v.id,
      action: 'MODIFICATION',
      avant: { verse: false },
      apres: { verse: true },
      employeId: null,
      etablissementId: v.etablissementId,
    });
    return toVersements(await listVersementsParIds(tx, [v.id]))[0]!;
  });
}

/** DELETE /versement/{id}: a prepared payout only; one declared paid is in the accounts. */
export async function supprimerVersement(db: Db, actor: Actor, versementId: number): Promise<null> {
  return db.transaction(async (tx) => {
    const v = await chargerVersement(tx, actor, versementId);
    if (v.verseLe !== null) throw conflict('Un versement déclaré versé ne se supprime pas');
    await deleteVersement(tx, v.id);
    await journaliser(tx, actor, {
      entite: 'versement',
      entiteId: v.id,
      action: 'SUPPRESSION',
      avant: { ficheAimId: v.ficheAimId, date: v.dateDeVersement, moyen: v.moyenDePaiement },
      employeId: null,
      etablissementId: v.etablissementId,
    });
    return null;
  });
}
