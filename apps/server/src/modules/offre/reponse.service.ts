import { OFFRE_DEJA_POURVUE, type Offre } from '@roulement/contract';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { classerCandidats } from '../couverture/couverture.service';
import { assertCreneauxACouvrir, attribuer } from './attribution';
import { annoncerAConfirmer, type Courrier } from './offre.annonces';
import { journaliserOffre } from './offre.journal';
import { type DestinataireRow, lireOffres, type OffreLue } from './offre.lecture';
import { versOffre } from './offre.mapper';
import { destinataireDe, gereOffre, voitOffre } from './offre.policy';
import { changerStatut, marquerVue, repondre, verrouillerOffre } from './offre.repository';
import { refusDeReponse, statutApresAcceptation, statutLe } from './offre.workflow';

const SEULS_LES_CANDIDATS = 'Seuls les candidats de cette offre y répondent';
const SEULS_LES_CHEFS = 'Seuls le chef de service et les administrateurs de l’établissement gèrent cette offre';

/**
 * The offer locked for the transaction, then read: every answer to one offer waits for the one
 * before it, so the first acceptance is the only one (and a constraint says so as well).
 */
async function offreVerrouillee(tx: Tx, actor: Actor, offreId: number) {
  const verrou = await verrouillerOffre(tx, offreId);
  const [lue] = verrou ? await lireOffres(tx, [offreId]) : [];
  if (!verrou || !lue || !voitOffre(actor, lue)) throw notFound('Offre introuvable');
  return { verrou, lue };
}

/** The offer locked, and the actor's line if they may still answer it: 403 for a non-candidate, 409 once closed. */
async function reponseOuverte(tx: Tx, actor: Actor, offreId: number, maintenant: Date) {
  const { verrou, lue } = await offreVerrouillee(tx, actor, offreId);
  const moi = candidat(actor, lue);
  const refus = refusDeReponse(statutLe(verrou, maintenant));
  if (refus) throw conflict(refus);
  return { verrou, lue, moi };
}

function candidat(actor: Actor, lue: OffreLue): DestinataireRow {
  const moi = destinataireDe(actor, lue);
  if (!moi) throw forbidden(SEULS_LES_CANDIDATS);
  return moi;
}

const relire = async (tx: Tx, actor: Actor, offreId: number, maintenant: Date): Promise<Offre> => {
  const [lue] = await lireOffres(tx, [offreId]);
  return versOffre(actor, lue!, maintenant);
};

const identite = (lue: OffreLue) => ({ offreId: lue.offre.offreId, etablissementId: lue.offre.etablissementId });

/** POST /offres/{id}/vue: the candidate opened the offer; the first opening is traced. */
export async function voirOffre(db: Db, actor: Actor, offreId: number): Promise<Offre> {
  const maintenant = new Date();
  return db.transaction(async (tx) => {
    const [lue] = await lireOffres(tx, [offreId]);
    if (!lue || !voitOffre(actor, lue)) throw notFound('Offre introuvable');
    const moi = candidat(actor, lue);
    if (await marquerVue(tx, moi.destinataireId, maintenant)) {
      await journaliserOffre(tx, actor, identite(lue), 'VUE', { employeId: moi.employeId });
    }
    return relire(tx, actor, offreId, maintenant);
  });
}

/** Whether the candidate may still take each slot under the rules (they may have taken another since). */
async function assertToujoursCandidat(tx: Tx, lue: OffreLue, employeId: number) {
  const rows = await assertCreneauxACouvrir(
    tx,
    lue.creneaux.map((c) => c.creneauId),
    OFFRE_DEJA_POURVUE,
  );
  for (const row of rows) {
    const c = (await classerCandidats(tx, row)).candidats.find((x) => x.employeId === employeId);
    if (!c?.disponible) throw conflict(`Vous ne pouvez plus prendre ce créneau : ${c?.raisons[0] ?? 'indisponible'}`);
  }
}

/**
 * POST /offres/{id}/accepter, « J'accepte »: the first acceptance takes the slots. They are
 * replaced at once, or when the head confirms if the service asks to; the others are told « Déjà
 * pourvu ».
 */
export async function accepterOffre(db: Db, actor: Actor, courrier: Courrier, offreId: number): Promise<Offre> {
  const maintenant = new Date();
  return db.transaction(async (tx) => {
    const { verrou, lue, moi } = await reponseOuverte(tx, actor, offreId, maintenant);
    await assertToujoursCandidat(tx, lue, moi.employeId);
    await repondre(tx, moi.destinataireId, 'ACCEPTEE', maintenant);
    const statut = statutApresAcceptation(verrou.confirmationRequise);
    await changerStatut(tx, offreId, statut);
    await journaliserOffre(tx, actor, identite(lue), 'ACCEPTATION', { employeId: moi.employeId });
    if (statut === 'POURVUE') await attribuer(tx, actor, lue, moi.employeId);
    else await annoncerAConfirmer(tx, courrier, lue, `${moi.prenom} ${moi.nom}`, lue.offre.envoyeurEmail);
    return relire(tx, actor, offreId, maintenant);
  });
}

/** POST /offres/{id}/refuser, « Je ne peux pas ». */
export async function refuserOffre(db: Db, actor: Actor, offreId: number): Promise<Offre> {
  const maintenant = new Date();
  return db.transaction(async (tx) => {
    const { lue, moi } = await reponseOuverte(tx, actor, offreId, maintenant);
    await repondre(tx, moi.destinataireId, 'REFUSEE', maintenant);
    await journaliserOffre(tx, actor, identite(lue), 'REFUS', { employeId: moi.employeId });
    return relire(tx, actor, offreId, maintenant);
  });
}

/** POST /offres/{id}/confirmer: the head confirms the acceptance; the replacement is written. */
export async function confirmerOffre(db: Db, actor: Actor, offreId: number): Promise<Offre> {
  const maintenant = new Date();
  return db.transaction(async (tx) => {
    const { verrou, lue } = await offreVerrouillee(tx, actor, offreId);
    if (!gereOffre(actor, lue)) throw forbidden(SEULS_LES_CHEFS);
    const gagnant = lue.destinataires.find((d) => d.reponse === 'ACCEPTEE');
    if (statutLe(verrou, maintenant) !== 'A_CONFIRMER' || !gagnant) {
      throw conflict('Aucune acceptation à confirmer');
    }
    await assertCreneauxACouvrir(
      tx,
      lue.creneaux.map((c) => c.creneauId),
      'Ce créneau a été remplacé autrement',
    );
    await changerStatut(tx, offreId, 'POURVUE');
    await journaliserOffre(tx, actor, identite(lue), 'CONFIRMATION', { employeId: gagnant.employeId });
    await attribuer(tx, actor, lue, gagnant.employeId);
    return relire(tx, actor, offreId, maintenant);
  });
}

/** POST /offres/{id}/retirer: the sender's side withdraws an open offer; its slots are free again. */
export async function retirerOffre(db: Db, actor: Actor, offreId: number): Promise<Offre> {
  const maintenant = new Date();
  return db.transaction(async (tx) => {
    const { verrou, lue } = await offreVerrouillee(tx, actor, offreId);
    if (!gereOffre(actor, lue)) throw forbidden(SEULS_LES_CHEFS);
    const statut = statutLe(verrou, maintenant);
    if (statut !== 'EN_COURS' && statut !== 'A_CONFIRMER') throw conflict('Cette offre est déjà close');
    await changerStatut(tx, offreId, 'RETIREE');
    await journaliserOffre(tx, actor, identite(lue), 'RETRAIT');
    return relire(tx, actor, offreId, maintenant);
  });
}
