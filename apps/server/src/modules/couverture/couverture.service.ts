import {
  type ACouvrir,
  type ACouvrirQuery,
  ajouterJours,
  type Candidats,
  JOURS_A_COUVRIR,
  REGLES_DU_TRAVAIL_PAR_DEFAUT,
  visibleEnMode,
} from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { todayInParis } from '../../lib/dates';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { creneauACouvrir, resteACouvrir } from './a-couvrir';
import {
  type CreneauAbsentRow,
  findCreneauACouvrir,
  listCreneauxAbsents,
  listServicesEtablissement,
} from './a-couvrir.lecture';
import { personnesAutourDe } from './candidats.service';
import { classer } from './classement';
import { peutCouvrir, voitEtablissement } from './couverture.policy';
import { offresEnCours } from './offres-en-cours';
import { findVersionEnVigueur } from './regle-travail.repository';

const REFUS = 'Seuls le chef de service et les administrateurs de l’établissement couvrent les absences';

/**
 * The establishment's services the actor covers: 404 when the establishment does not exist for
 * them, 403 when they cover none of its services.
 */
export async function servicesCouverts(db: DbOrTx, actor: Actor, etablissementId: number) {
  const rows = await listServicesEtablissement(db, etablissementId);
  const etab = rows[0];
  const services = rows.flatMap((r) => (r.serviceId === null ? [] : [{ serviceId: r.serviceId, nom: r.nom ?? '' }]));
  if (
    !etab ||
    !voitEtablissement(
      actor,
      etab,
      services.map((s) => s.serviceId),
    )
  ) {
    throw notFound('Établissement introuvable');
  }
  const couverts = services.filter((s) => peutCouvrir(actor, { serviceId: s.serviceId, etablissement: etab }));
  if (couverts.length === 0) throw forbidden(REFUS);
  return { etab, services, couverts };
}

/** GET /couverture/etablissement/{id}/a-couvrir: the slots to cover of the next 28 days, soonest first. */
export async function lireACouvrir(
  db: DbOrTx,
  actor: Actor,
  etablissementId: number,
  q: ACouvrirQuery,
): Promise<ACouvrir> {
  const { services, couverts } = await servicesCouverts(db, actor, etablissementId);
  let ids = couverts.map((s) => s.serviceId);
  if (q.serviceId !== undefined) {
    if (!services.some((s) => s.serviceId === q.serviceId)) throw notFound('Service introuvable');
    if (!ids.includes(q.serviceId)) throw forbidden(REFUS);
    ids = [q.serviceId];
  }
  const du = todayInParis();
  const au = ajouterJours(du, JOURS_A_COUVRIR - 1);
  const rows = (await listCreneauxAbsents(db, ids, du, au))
    .filter(resteACouvrir)
    .filter((r) => q.moment === undefined || visibleEnMode(q.moment, { debut: r.heureDebut, fin: r.heureFin }));
  const offres = await offresEnCours(
    db,
    rows.map((r) => r.creneauId),
  );
  const creneaux = rows
    .map((r) => creneauACouvrir(r, offres.has(r.creneauId)))
    .filter((c) => q.offre === undefined || c.offreEnCours === (q.offre === 'avec'));
  return { etablissementId, du, au, services: couverts, creneaux };
}

/** GET /couverture/creneau/{id}/candidats: who could take the slot, ranked, with the rules in force. */
export async function lireCandidats(db: DbOrTx, actor: Actor, creneauId: number): Promise<Candidats> {
  const row = await findCreneauACouvrir(db, creneauId);
  const scope = row && { serviceId: row.serviceId, etablissement: row };
  if (!row || !scope || !voitEtablissement(actor, row, [row.serviceId])) throw notFound('Créneau introuvable');
  if (!peutCouvrir(actor, scope)) throw forbidden(REFUS);
  if (!resteACouvrir(row)) throw conflict("Ce créneau n'est pas à couvrir");
  const { regle, candidats, ecartes } = await classerCandidats(db, row);
  const offres = await offresEnCours(db, [row.creneauId]);
  return { creneau: creneauACouvrir(row, offres.has(row.creneauId)), regle, candidats, ecartes };
}

/** A slot's candidates ranked under the rules in force that day, whoever asks (the caller checks). */
export async function classerCandidats(db: DbOrTx, row: CreneauAbsentRow) {
  const version = await findVersionEnVigueur(db, row.associationId, row.date);
  const regle = version ?? { regleTravailId: null, dateDebut: null, ...REGLES_DU_TRAVAIL_PAR_DEFAUT };
  const personnes = await personnesAutourDe(db, row);
  return { regle, ...classer(regle, row, personnes) };
}
