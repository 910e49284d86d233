import { type apiRoutes, type BodyOf, dateFr, type Offre } from '@roulement/contract';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { heureDeParis } from '../../lib/dates';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { type CreneauAbsentRow, findCreneauACouvrir } from '../couverture/a-couvrir.lecture';
import { peutCouvrir, voitEtablissement } from '../couverture/couverture.policy';
import { classerCandidats } from '../couverture/couverture.service';
import { assertCreneauxACouvrir } from './attribution';
import { expirerLesOffresEchues } from './expiration';
import { annoncerOffre, type Courrier } from './offre.annonces';
import { journaliserOffre } from './offre.journal';
import { creneauxAvecOffreOuverte, lireOffres, listReglages } from './offre.lecture';
import { versOffre } from './offre.mapper';
import { insertOffre } from './offre.repository';
import { echeanceDe } from './offre.workflow';

const REFUS = 'Seuls le chef de service et les administrateurs de l’établissement proposent des remplacements';

async function lireCreneaux(tx: Tx, creneauIds: readonly number[]): Promise<CreneauAbsentRow[]> {
  const rows = [];
  for (const id of creneauIds) {
    const row = await findCreneauACouvrir(tx, id);
    if (!row) throw notFound('Créneau introuvable');
    rows.push(row);
  }
  return rows;
}

/** 404 for a slot outside the actor's establishments, 403 for one of a service they do not cover. */
function assertCouvre(actor: Actor, rows: readonly CreneauAbsentRow[]): void {
  for (const row of rows) {
    if (!voitEtablissement(actor, row, [row.serviceId])) throw notFound('Créneau introuvable');
    if (!peutCouvrir(actor, { serviceId: row.serviceId, etablissement: row })) throw forbidden(REFUS);
  }
  if (new Set(rows.map((r) => r.etablissementId)).size > 1) {
    throw badRequest('Les créneaux d’une offre sont du même établissement', {
      fieldErrors: { creneauIds: 'Les créneaux d’une offre sont du même établissement' },
    });
  }
}

/** Each person asked must be a candidate free to take every slot under the rules in force. */
async function assertCandidats(tx: Tx, rows: readonly CreneauAbsentRow[], employeIds: readonly number[]) {
  for (const row of rows) {
    const { candidats } = await classerCandidats(tx, row);
    for (const employeId of employeIds) {
      const c = candidats.find((x) => x.employeId === employeId);
      if (c?.disponible) continue;
      const message = c
        ? `${c.nomComplet} ne peut pas prendre le créneau du ${dateFr(row.date)} : ${c.raisons[0] ?? 'indisponible'}`
        : `Une personne choisie n'est pas candidate pour le créneau du ${dateFr(row.date)}`;
      throw badRequest(message, { fieldErrors: { employeIds: message } });
    }
  }
}

/**
 * POST /offres: the head of service (or the establishment's administrators) offers slots to cover
 * to ranked candidates. One transaction: the offer, its history row, the e-mails and the pushes.
 */
export async function envoyerOffre(
  db: Db,
  actor: Actor,
  courrier: Courrier,
  body: BodyOf<typeof apiRoutes.offre.envoyer>,
): Promise<Offre> {
  const maintenant = new Date();
  return db.transaction(async (tx) => {
    const { creneauIds, employeIds } = body;
    assertCouvre(actor, await lireCreneaux(tx, creneauIds));
    const rows = await assertCreneauxACouvrir(tx, creneauIds, "Ce créneau n'est plus à couvrir");
    await expirerLesOffresEchues(tx, maintenant);
    if ((await creneauxAvecOffreOuverte(tx, creneauIds, maintenant)).size > 0) {
      throw conflict('Une offre est déjà en cours pour ce créneau');
    }
    await assertCandidats(tx, rows, employeIds);
    const fin = echeanceDe(
      rows.map((r) => heureDeParis(r.date, r.heureDebut)),
      maintenant,
      body.expireLe === undefined ? undefined : new Date(body.expireLe),
    );
    if ('erreur' in fin) throw badRequest(fin.erreur, { fieldErrors: { expireLe: fin.erreur } });
    const reglages = await listReglages(
      tx,
      rows.map((r) => r.serviceId),
    );
    const etablissementId = rows[0]!.etablissementId;
    const offreId = await insertOffre(
      tx,
      {
        etablissementId,
        envoyeurId: actor.utilisateurId,
        envoyeeLe: maintenant,
        expireLe: fin.echeance,
        message: body.message || null,
        confirmationRequise: rows.some((r) => reglages.get(r.serviceId) === true),
      },
      creneauIds,
      employeIds,
    );
    const [lue] = await lireOffres(tx, [offreId]);
    await journaliserOffre(tx, actor, { offreId, etablissementId }, 'ENVOI', {
      creneaux: rows.length,
      destinataires: lue!.destinataires.map((d) => `${d.prenom} ${d.nom}`).join(', '),
    });
    await annoncerOffre(tx, courrier, lue!);
    return versOffre(actor, lue!, maintenant);
  });
}
