import {
  DEMANDE_STATUT,
  type Demande,
  type DemandeCompteurs,
  type DemandeResume,
  type DemandeStatutId,
  type DemandesPage,
  type DemandesQuery,
  type ImpactDemande,
  type TypeCreneau,
} from '@roulement/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { annoncerCommentaire } from './demande.annonces';
import { autoritesDirectes, type DemandeScopeRow, delegationsDe, findDemandeScope, scopeDe } from './demande.lecture';
import { demiJourneeLabel, heure, toCommentaire, toResume, toValidations } from './demande.mapper';
import { type AutoriteDeleguee, canAnnuler, canVoirDemande, peutDecider } from './demande.policy';
import {
  findCommentaire,
  insertCommentaire,
  listValidations,
  supprimerCommentaireRow,
  updateStatut,
  type ValidationRow,
} from './demande.repository';
import { assertTransition } from './demande.workflow';
import {
  findContenuConges,
  findContenuHeuresSupp,
  findContenuRecuperation,
  listCommentaires,
  listValidationsDetail,
} from './demande-detail.lecture';
import { listAbsentsDesServices, listCreneauxDuDemandeur } from './demande-impact.lecture';
import {
  compterMesDemandesEnAttente,
  type FiltresAValider,
  findResume,
  listCandidatsAValider,
  listMesDemandes,
  listResumes,
} from './demande-liste.lecture';
import { demandesFicheAim } from './demandes-fiche-aim';
import { appliquerRetour } from './use-cases/appliquer-effet';

const DEMANDE_INTROUVABLE = 'Demande introuvable';

/** A request loaded for a use case, with its validations and the actor's delegations. */
export interface DemandeChargee {
  row: DemandeScopeRow;
  validations: ValidationRow[];
  delegations: AutoriteDeleguee[];
}

/** 404 unless the actor sees the request (spec §6); `verrou` locks it for the writes on it. */
export async function chargerDemande(
  db: DbOrTx,
  actor: Actor,
  demandeId: number,
  options: { verrou?: boolean } = {},
): Promise<DemandeChargee> {
  const row = await findDemandeScope(db, demandeId, options);
  if (!row) throw notFound(DEMANDE_INTROUVABLE);
  const validations = await listValidations(db, demandeId);
  const delegations = await delegationsDe(db, actor.utilisateurId, todayInParis());
  const authorities = validations.map((v) => v.authority);
  if (!canVoirDemande(actor, delegations, scopeDe(row), authorities)) throw notFound(DEMANDE_INTROUVABLE);
  return { row, validations, delegations };
}

/** The actor may give one of the pending validations (impact, status update). */
export function peutAgirSurUneValidation(actor: Actor, d: DemandeChargee): boolean {
  return d.validations.some((v) => peutDecider(actor, d.delegations, scopeDe(d.row), v) !== null);
}

/** The detail as the actor sees it; called inside the writes' transactions too. */
export async function detailDe(db: DbOrTx, actor: Actor, d: DemandeChargee): Promise<Demande> {
  const id = d.row.demandeId;
  const resume = await findResume(db, id);
  if (!resume) throw notFound(DEMANDE_INTROUVABLE);
  const scope = scopeDe(d.row);
  const validations = await listValidationsDetail(db, id);
  const commentaires = await listCommentaires(db, id);
  const enAttente = d.row.statutId === DEMANDE_STATUT.EN_ATTENTE;
  const contenu = await contenuDe(db, d.row);
  return {
    ...toResume(resume),
    commentaire: resume.commentaire,
    commentaires: commentaires.map((c) => toCommentaire(c, actor.utilisateurId)),
    validations: toValidations(validations, (v) => peutDecider(actor, d.delegations, scope, v) !== null),
    ...contenu,
    abilities: {
      annuler: enAttente && canAnnuler(actor, scope),
      commenter: true,
      voirImpact: d.row.type === 'Congés' && peutAgirSurUneValidation(actor, d),
    },
  };
}

async function contenuDe(
  db: DbOrTx,
  row: DemandeScopeRow,
): Promise<Pick<Demande, 'conges' | 'heuresSupp' | 'recuperation' | 'ficheAim'>> {
  const vide = { conges: null, heuresSupp: null, recuperation: null, ficheAim: null };
  switch (row.type) {
    case 'Congés': {
      const c = await findContenuConges(db, row.demandeId);
      if (!c) return vide;
      const t = c.type;
      return {
        ...vide,
        conges: {
          congesType: {
            congesTypeId: t.id,
            label: t.label,
            shortLabel: t.shortLabel,
            couleur: t.couleur,
            avecSolde: t.avecSolde,
            chevauchementAutorise: t.chevauchementAutorise,
            demiJourneeAutorisee: t.demiJourneeAutorisee,
            modeDecompte: t.modeDecompte,
          },
          dateDebut: c.conges.dateDebut,
          dateFin: c.conges.dateFin,
          demiJournee: c.conges.demiJournee,
          demiJourneeLabel: demiJourneeLabel(c.conges.demiJournee),
          nbJours: c.conges.nbJours,
        },
      };
    }
    case 'Heures complémentaires': {
      const h = await findContenuHeuresSupp(db, row.demandeId, row.statutId === DEMANDE_STATUT.EN_ATTENTE);
      if (!h) return vide;
      return {
        ...vide,
        heuresSupp: {
          membreId: h.hs.membreId,
          serviceId: h.hs.serviceId,
          serviceNom: h.serviceNom,
          date: h.hs.date,
          heureDebut: heure(h.hs.heureDebut),
          heureFin: heure(h.hs.heureFin),
          creneauxDuJour: h.creneaux.map((c) => ({
            creneauId: c.creneauId,
            type: c.type,
            heureDebut: heure(c.heureDebut),
            heureFin: heure(c.heureFin),
          })),
        },
      };
    }
    case 'Récupération': {
      const r = await findContenuRecuperation(db, row.demandeId);
      if (!r) return vide;
      return {
        ...vide,
        recuperation: {
          membreId: r.recup.membreId,
          serviceId: r.recup.serviceId,
          serviceNom: r.serviceNom,
          dateDebut: r.recup.dateDebut,
          heureDebut: heure(r.recup.heureDebut),
          dateFin: r.recup.dateFin,
          heureFin: heure(r.recup.heureFin),
          recuperations: r.lignes.map((l) => ({
            type: l.type,
            date: l.date,
            heureDebut: heure(l.heureDebut),
            heureFin: heure(l.heureFin),
            dureeEnMinute: l.heureFin - l.heureDebut,
            creneauId: l.creneauId,
          })),
        },
      };
    }
    case 'Fiches AIM':
      return { ...vide, ficheAim: await demandesFicheAim.get().contenu(db, row.demandeId) };
  }
}

export async function lireDemande(db: Db, actor: Actor, demandeId: number): Promise<Demande> {
  const detail = await detailDe(db, actor, await chargerDemande(db, actor, demandeId));
  // A resident's aid sheet is personal data: its reader is recorded (decision 061).
  if (detail.ficheAim) await demandesFicheAim.get().tracerLecture(db, actor, detail.ficheAim);
  return detail;
}

export async function listerMesDemandes(db: Db, actor: Actor): Promise<DemandeResume[]> {
  return (await listMesDemandes(db, actor.utilisateurId)).map(toResume);
}

/**
 * The pending requests of others that the actor may decide now, newest first: the candidates under
 * their own and delegated authorities, kept by the policy's rule (`peutDecider`), the one that
 * also guards the decision itself.
 */
async function idsAValider(db: DbOrTx, actor: Actor, filtres: FiltresAValider): Promise<number[]> {
  const delegations = await delegationsDe(db, actor.utilisateurId, todayInParis());
  const autorites = [...autoritesDirectes(actor), ...delegations.map((d) => d.authority)];
  const ids = new Set<number>();
  for (const c of await listCandidatsAValider(db, autorites, filtres)) {
    if (!ids.has(c.demandeId) && peutDecider(actor, delegations, scopeDe(c), c) !== null) ids.add(c.demandeId);
  }
  return [...ids];
}

export async function listerAValider(db: Db, actor: Actor, query: DemandesQuery): Promise<DemandesPage> {
  const ids = await idsAValider(db, actor, { recherche: query._recherche, types: query._types ?? [] });
  const debut = query._page * query._taille;
  const rows = await listResumes(db, ids.slice(debut, debut + query._taille));
  return { total: ids.length, page: query._page, taille: query._taille, elements: rows.map(toResume) };
}

export async function compteurs(db: Db, actor: Actor): Promise<DemandeCompteurs> {
  const aValider = (await idsAValider(db, actor, { recherche: '', types: [] })).length;
  return { aValider, enAttente: await compterMesDemandesEnAttente(db, actor.utilisateurId) };
}

/** Leave requests, for those who may give one of its pending validations (403 otherwise). */
export async function impact(db: Db, actor: Actor, demandeId: number): Promise<ImpactDemande> {
  const d = await chargerDemande(db, actor, demandeId);
  if (d.row.type !== 'Congés' || !peutAgirSurUneValidation(actor, d)) {
    throw forbidden("Seuls les validateurs d'une demande de congés en attente en voient l'impact");
  }
  const periode = { employeId: d.row.employeId, dateDebut: d.row.dateDebut, dateFin: d.row.dateFin };
  const creneaux = await listCreneauxDuDemandeur(db, periode);
  const absents = await listAbsentsDesServices(db, periode, todayInParis());
  return {
    creneaux: creneaux.map((c) => ({
      ...c,
      type: c.type as TypeCreneau,
      heureDebut: heure(c.heureDebut),
      heureFin: heure(c.heureFin),
    })),
    absents,
  };
}

function journaliserDemande(tx: Tx, actor: Actor, row: DemandeScopeRow, apres: Record<string, string | number | null>) {
  return journaliser(tx, actor, {
    entite: 'demande',
    entiteId: row.demandeId,
    action: 'MODIFICATION',
    avant: { statutId: row.statutId },
    apres,
    employeId: row.employeId,
    etablissementId: row.etablissementId,
  });
}

/**
 * Whoever sees the request comments it, whatever its status. The request is locked first, as for
 * every write that moves its counts (migration 0023): two comments at once are both counted.
 */
export async function commenter(db: Db, actor: Actor, demandeId: number, commentaire: string): Promise<Demande> {
  return db.transaction(async (tx) => {
    const d = await chargerDemande(tx, actor, demandeId, { verrou: true });
    const row = await insertCommentaire(tx, { demandeId, auteurId: actor.utilisateurId, commentaire });
    await journaliserDemande(tx, actor, d.row, { commentaireAjoute: row.id });
    const resume = await findResume(tx, demandeId);
    if (resume) await annoncerCommentaire(tx, d.row, resume, actor.utilisateurId);
    return detailDe(tx, actor, d);
  });
}

export async function supprimerCommentaire(
  db: Db,
  actor: Actor,
  demandeId: number,
  commentaireId: number,
): Promise<Demande> {
  return db.transaction(async (tx) => {
    const d = await chargerDemande(tx, actor, demandeId, { verrou: true });
    const commentaire = await findCommentaire(tx, demandeId, commentaireId);
    if (!commentaire) throw notFound('Commentaire introuvable');
    if (commentaire.auteurId !== actor.utilisateurId) throw forbidden('Seul son auteur supprime un commentaire');
    if (!(await supprimerCommentaireRow(tx, commentaireId))) throw conflict('Ce commentaire est déjà supprimé');
    await journaliserDemande(tx, actor, d.row, { commentaireSupprime: commentaireId });
    return detailDe(tx, actor, d);
  });
}

/** Spec §6: the creator or an Administrateur, while pending; nothing else changes. */
export async function annuler(db: Db, actor: Actor, demandeId: number): Promise<Demande> {
  return db.transaction(async (tx) => {
    const d = await chargerDemande(tx, actor, demandeId, { verrou: true });
    if (!canAnnuler(actor, scopeDe(d.row))) {
      throw forbidden('Seuls le créateur de la demande et l’Administrateur l’annulent');
    }
    assertTransition(d.row.statutId as DemandeStatutId, DEMANDE_STATUT.ANNULEE);
    await updateStatut(tx, demandeId, DEMANDE_STATUT.ANNULEE);
    await appliquerRetour(tx, actor, d.row, 'ANNULATION');
    await journaliserDemande(tx, actor, d.row, { statutId: DEMANDE_STATUT.ANNULEE });
    return detailDe(tx, actor, { ...d, row: { ...d.row, statutId: DEMANDE_STATUT.ANNULEE } });
  });
}
