import {
  AUCUNE_HEURE_DE_TRAVAIL,
  type apiRoutes,
  type BodyOf,
  borneHoraire,
  type EvaluationHeuresSupp,
  type EvaluationRecuperation,
  type TypeDemande,
} from '@roulement/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { todayInParis } from '../../lib/dates';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { joursIndisponibles } from '../employe/indisponibilites';
import { assertGranularite, assertPresentLe } from '../planning/creneau.support';
import { creneauxDuMembreEntre } from '../planning/planning-demande';
import { findMembre, type MembreRow } from '../service/membre.lecture';
import { findService, type ServiceRow } from '../service/service.lecture';
import { canGererService, canVoirService } from '../service/service.policy';
import { insertDemandeHeuresSupp, insertDemandeRecuperation } from './heures.repository';
import { evaluerHeuresSupp, type PartieHeuresSupp, propositionCorrespondante } from './heures-supp';
import { evaluerRecuperation } from './recuperation';
import { enregistrerDemande } from './use-cases/enregistrer-demande';

type Routes = typeof apiRoutes.demande;
type HeuresSuppBody = BodyOf<Routes['evaluerHeuresSupp']>;
type RecuperationBody = BodyOf<Routes['evaluerRecuperation']>;

const MEMBRE_INTROUVABLE = 'Membre introuvable';
export const HEURES_PLUS_AU_PLANNING = 'Ces heures ne correspondent plus au planning ; évaluez à nouveau.';
const DEMANDE_INTERDITE =
  "Seuls le membre lui-même, le chef du service et les administrateurs de l'établissement peuvent faire cette demande";

/**
 * Spec 2 §6: the slot's owner requests overtime or recovery for themselves; the service head or an
 * establishment administrator for a member. 404 outside the actor's scope, 403 visible but not theirs.
 */
async function loadMembreDemandable(db: DbOrTx, actor: Actor, membreId: number) {
  const membre = await findMembre(db, membreId, todayInParis());
  const service = membre && (await findService(db, membre.serviceId));
  if (!membre || !service) throw notFound(MEMBRE_INTROUVABLE);
  if (membre.utilisateurId !== actor.utilisateurId) {
    if (!canVoirService(actor, service)) throw notFound(MEMBRE_INTROUVABLE);
    if (!canGererService(actor, service)) throw forbidden(DEMANDE_INTERDITE);
  }
  return { membre, service };
}

/** The request itself, validated by the member's service (the core builds its validations). */
function enregistrer(
  tx: Tx,
  actor: Actor,
  type: TypeDemande,
  { membre, service }: { membre: MembreRow; service: ServiceRow },
  periode: { dateDebut: string; dateFin: string; commentaire?: string | null | undefined },
): Promise<number> {
  return enregistrerDemande(tx, actor, {
    type,
    employeId: membre.employeId,
    etablissementId: service.etablissementId,
    dateDebut: periode.dateDebut,
    dateFin: periode.dateFin,
    commentaire: periode.commentaire ?? null,
    serviceIds: [service.serviceId],
  });
}

async function propositionsHeuresSupp(db: DbOrTx, actor: Actor, body: HeuresSuppBody) {
  const charge = await loadMembreDemandable(db, actor, body.membreId);
  assertPresentLe(charge.membre, body.date, 'date');
  assertGranularite(charge.service, { heureDebut: body.heureDebut, heureFin: body.heureFin });
  const creneaux = await creneauxDuMembreEntre(db, body.membreId, body.date, body.date);
  return { ...charge, propositions: evaluerHeuresSupp(creneaux, body) };
}

const apercu = (c: PartieHeuresSupp['creneau']) =>
  c && {
    creneauId: c.creneauId,
    type: c.type,
    heureDebut: borneHoraire(c.heureDebut),
    heureFin: borneHoraire(c.heureFin),
  };

/** POST /demande/heuresSupp/evaluer: possibly no proposal, when the planning already holds the range. */
export async function evaluerDemandeHeuresSupp(
  db: Db,
  actor: Actor,
  body: HeuresSuppBody,
): Promise<EvaluationHeuresSupp> {
  const { propositions } = await propositionsHeuresSupp(db, actor, body);
  return {
    demandes: propositions.map((p) => ({
      membreId: body.membreId,
      date: body.date,
      heureDebut: p.heureDebut,
      heureFin: p.heureFin,
      commentaire: body.commentaire ?? null,
      creneau: apercu(p.creneau),
    })),
  };
}

/** POST /demande/heuresSupp: one proposal, evaluated again here (the client's numbers are not trusted). */
export function creerDemandeHeuresSupp(
  db: Db,
  actor: Actor,
  body: BodyOf<Routes['creerHeuresSupp']>,
): Promise<{ demandeId: number }> {
  return db.transaction(async (tx) => {
    const { membre, service, propositions } = await propositionsHeuresSupp(tx, actor, body);
    const proposition = propositionCorrespondante(propositions, body);
    if (!proposition) throw conflict(HEURES_PLUS_AU_PLANNING);
    const demandeId = await enregistrer(
      tx,
      actor,
      'Heures complémentaires',
      { membre, service },
      {
        dateDebut: body.date,
        dateFin: body.date,
        commentaire: body.commentaire,
      },
    );
    await insertDemandeHeuresSupp(tx, {
      demandeId,
      membreId: membre.membreId,
      serviceId: service.serviceId,
      date: body.date,
      heureDebut: proposition.heureDebut,
      heureFin: proposition.heureFin,
      creneauId: proposition.creneau?.creneauId ?? null,
    });
    return { demandeId };
  });
}

async function lignesRecuperation(db: DbOrTx, actor: Actor, body: RecuperationBody) {
  const charge = await loadMembreDemandable(db, actor, body.membreId);
  assertPresentLe(charge.membre, body.dateDebut, 'dateDebut');
  assertGranularite(charge.service, { heureDebut: body.heureDebut, heureFin: body.heureFin });
  const { employeId } = charge.membre;
  const creneaux = await creneauxDuMembreEntre(db, body.membreId, body.dateDebut, body.dateFin);
  const conges = await joursIndisponibles(db, [employeId], body.dateDebut, body.dateFin);
  return { ...charge, lignes: evaluerRecuperation(creneaux, body, conges.get(employeId) ?? new Set()) };
}

/** POST /demande/recuperation/evaluer: possibly empty, the web then shows AUCUNE_HEURE_DE_TRAVAIL. */
export async function evaluerDemandeRecuperation(
  db: Db,
  actor: Actor,
  body: RecuperationBody,
): Promise<EvaluationRecuperation> {
  const { lignes } = await lignesRecuperation(db, actor, body);
  return {
    recuperations: lignes.map((l) => ({
      ...l,
      heureDebut: borneHoraire(l.heureDebut),
      heureFin: borneHoraire(l.heureFin),
    })),
  };
}

/** POST /demande/recuperation: the work of the period, evaluated again here, is what the request takes. */
export function creerDemandeRecuperation(db: Db, actor: Actor, body: RecuperationBody): Promise<{ demandeId: number }> {
  return db.transaction(async (tx) => {
    const { membre, service, lignes } = await lignesRecuperation(tx, actor, body);
    if (lignes.length === 0) throw conflict(AUCUNE_HEURE_DE_TRAVAIL);
    const demandeId = await enregistrer(tx, actor, 'Récupération', { membre, service }, body);
    await insertDemandeRecuperation(
      tx,
      {
        demandeId,
        membreId: membre.membreId,
        serviceId: service.serviceId,
        dateDebut: body.dateDebut,
        heureDebut: body.heureDebut,
        dateFin: body.dateFin,
        heureFin: body.heureFin,
      },
      lignes.map(({ dureeEnMinute: _, ...l }) => l),
    );
    return { demandeId };
  });
}
