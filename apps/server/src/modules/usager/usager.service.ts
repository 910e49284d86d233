import {
  type Accueil,
  type AccueilBodySchema,
  dureeAccueilJours,
  LIBELLES_MOYEN_DE_PAIEMENT,
  MOYENS_DE_PAIEMENT,
  type MoyenDePaiement,
  type PosteAim,
  type Usager,
  type UsagerResume,
} from '@roulement/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser, type Lecture, lireEtTracer } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { listerEtablissementsVisibles } from '../etablissement/etablissement.service';
import { listPostes } from './fiche-aim.lecture';
import {
  findAccueil,
  findDispositif,
  findServiceAim,
  findUsagerScope,
  listAccueils,
  listUsagers,
  type UsagerScopeRow,
} from './usager.lecture';
import { toAccueil, toPoste, toUsagerResume } from './usager.mapper';
import { canCreerAccueil, canCreerAccueilDansEtablissement, canGererFiches, canVoirUsagers } from './usager.policy';
import { insertAccueil, listAccueilsChevauchants } from './usager.repository';

export const USAGER_INTROUVABLE = 'Usager introuvable';
const LIMITE_LISTE = 2000;
const LIMITE_RECHERCHE = 50;

const scopeEtab = (u: Pick<UsagerScopeRow, 'etablissementId' | 'siegeSocialId' | 'aideIndividuelleMensuelle'>) => ({
  etablissementId: u.etablissementId,
  siegeSocialId: u.siegeSocialId,
  aideIndividuelleMensuelle: u.aideIndividuelleMensuelle,
});

/** A resident the actor may see; 404 outside their establishments (never 403: no leak). */
export async function chargerUsagerVisible(
  db: DbOrTx,
  actor: Actor,
  usagerId: number,
  options: { verrou?: boolean } = {},
): Promise<UsagerScopeRow> {
  const u = await findUsagerScope(db, usagerId, todayInParis(), options);
  assertUsagerVisible(actor, u);
  return u;
}

function assertUsagerVisible(actor: Actor, u: UsagerScopeRow | undefined): asserts u is UsagerScopeRow {
  if (!u || !canVoirUsagers(actor, scopeEtab(u))) throw notFound(USAGER_INTROUVABLE);
}

/**
 * A resident whose finances and sheets the actor works on: 404 outside their establishments, in
 * another establishment than the one named, or without the aid feature (decision 061); 403 for a
 * user who sees the resident but is not SALARIE there.
 */
export async function chargerUsagerFinances(
  db: DbOrTx,
  actor: Actor,
  usagerId: number,
  etablissementId?: number,
  options: { verrou?: boolean } = {},
): Promise<UsagerScopeRow> {
  const u = await findUsagerScope(db, usagerId, todayInParis(), options);
  assertUsagerFinances(actor, u, etablissementId);
  return u;
}

/** The checks of `chargerUsagerFinances` on a resident already read (the history's single statement). */
export function assertUsagerFinances(
  actor: Actor,
  u: UsagerScopeRow | undefined,
  etablissementId?: number,
): asserts u is UsagerScopeRow {
  assertUsagerVisible(actor, u);
  if (etablissementId !== undefined && etablissementId !== u.etablissementId) throw notFound(USAGER_INTROUVABLE);
  assertFinances(actor, u);
}

/** The aid feature and the SALARIE permission (decision 061): 404, then 403. */
export function assertFinances(
  actor: Actor,
  e: Pick<UsagerScopeRow, 'etablissementId' | 'siegeSocialId' | 'aideIndividuelleMensuelle'>,
): void {
  if (!e.aideIndividuelleMensuelle) throw notFound("Cet établissement n'a pas la fonction fiches AIM");
  if (!canGererFiches(actor, scopeEtab(e))) throw forbidden("Vous n'avez pas accès aux finances des usagers");
}

/** Personal data (issue 14): the audit row of a read of a resident's finances or sheets. */
export function lectureDeUsager(
  u: { usagerId: number; etablissementId: number },
  lecture: string,
  ficheAimId?: number,
): Lecture {
  return {
    entite: 'usager',
    entiteId: u.usagerId,
    apres: { lecture, ficheAimId },
    employeId: null,
    etablissementId: u.etablissementId,
  };
}

/** Personal data (issue 14): who read which resident's finances or sheets, when, with nothing else to read. */
export function tracerLecture(
  db: Db,
  actor: Actor,
  u: { usagerId: number; etablissementId: number },
  lecture: string,
  ficheAimId?: number,
): Promise<void> {
  return lireEtTracer(db, actor, async () => ({ lecture: lectureDeUsager(u, lecture, ficheAimId), valeur: undefined }));
}

async function etablissementsVisibles(db: DbOrTx, actor: Actor, etablissementId?: number): Promise<number[]> {
  const ids = (await listerEtablissementsVisibles(db, actor)).map((e) => e.etablissementId);
  if (etablissementId === undefined) return ids;
  return ids.includes(etablissementId) ? [etablissementId] : [];
}

export async function listerUsagers(db: Db, actor: Actor, etablissementId?: number): Promise<UsagerResume[]> {
  const ids = await etablissementsVisibles(db, actor, etablissementId);
  return (await listUsagers(db, ids, todayInParis(), '', LIMITE_LISTE)).map(toUsagerResume);
}

export async function rechercherUsagers(db: Db, actor: Actor, recherche: string): Promise<UsagerResume[]> {
  const ids = await etablissementsVisibles(db, actor);
  return (await listUsagers(db, ids, todayInParis(), recherche.trim(), LIMITE_RECHERCHE)).map(toUsagerResume);
}

export function toUsager(actor: Actor, u: UsagerScopeRow): Usager {
  const accueilActuel: Accueil | null =
    u.accueilId === null
      ? null
      : toAccueil({
          accueilId: u.accueilId,
          usagerId: u.usagerId,
          serviceId: u.serviceId!,
          serviceNom: u.serviceNom!,
          dispositifId: u.dispositifId,
          dispositifLibelle: u.dispositifLibelle,
          dateDebut: u.dateDebut!,
          dateFin: u.dateFin,
        });
  return {
    ...toUsagerResume(u),
    accueilActuel,
    accueilli: accueilActuel !== null,
    aideIndividuelleMensuelle: u.aideIndividuelleMensuelle,
    abilities: {
      voirFinances: canGererFiches(actor, scopeEtab(u)),
      creerAccueil: canCreerAccueilDansEtablissement(actor, scopeEtab(u)),
    },
  };
}

export async function lireUsager(db: Db, actor: Actor, usagerId: number): Promise<Usager> {
  return toUsager(actor, await chargerUsagerVisible(db, actor, usagerId));
}

export async function listerAccueils(db: Db, actor: Actor, usagerId: number): Promise<Accueil[]> {
  await chargerUsagerVisible(db, actor, usagerId);
  return (await listAccueils(db, usagerId)).map(toAccueil);
}

/**
 * POST /accueil: a stay in a service of the resident's establishment, not overlapping another
 * one; a finite stay lasts between the scheme's minimum and maximum (days, both ends counted);
 * a deleted scheme takes no new stay. The resident row is locked: two stays at once do not overlap.
 */
export async function creerAccueil(db: Db, actor: Actor, body: z.output<typeof AccueilBodySchema>) {
  return db.transaction(async (tx) => {
    const u = await chargerUsagerVisible(tx, actor, body.usagerId, { verrou: true });
    const s = await findServiceAim(tx, body.serviceId);
    if (!s || s.etablissementId !== u.etablissementId) throw notFound('Service introuvable');
    if (!canCreerAccueil(actor, s.serviceId, scopeEtab(u))) {
      throw forbidden("Seuls le chef du service, la direction et l'administration accueillent un usager");
    }
    const debut = body.dateDeDebutDAccueil;
    const fin = body.dateDeFinDAccueil ?? null;
    if (s.dateFermeture !== null && (fin === null || fin > s.dateFermeture)) {
      throw badRequest('Le service ferme avant la fin de cet accueil', {
        fieldErrors: { dateDeFinDAccueil: 'Le service ferme avant la fin de cet accueil' },
      });
    }
    if (body.dispositifId) {
      const d = await findDispositif(tx, body.dispositifId);
      if (!d || d.etablissementId !== u.etablissementId) throw notFound('Dispositif introuvable');
      if (d.supprimeLe !== null) {
        throw conflict('Ce dispositif est supprimé : il ne prend plus de nouvel accueil');
      }
      if (fin !== null) {
        const duree = dureeAccueilJours(debut, fin);
        if (duree < d.dureeMinimum || duree > d.dureeMaximum) {
          const message = `Le dispositif « ${d.libelle} » prévoit un accueil de ${d.dureeMinimum} à ${d.dureeMaximum} jours`;
          throw badRequest(message, { fieldErrors: { dateDeFinDAccueil: message } });
        }
      }
    }
    if ((await listAccueilsChevauchants(tx, u.usagerId, debut, fin)).length > 0) {
      throw conflict('Cet usager est déjà accueilli sur cette période');
    }
    const accueilId = await insertAccueil(tx, {
      usagerId: u.usagerId,
      serviceId: s.serviceId,
      dispositifId: body.dispositifId ?? null,
      dateDebut: debut,
      dateFin: fin,
    });
    await journaliser(tx, actor, {
      entite: 'accueil',
      entiteId: accueilId,
      action: 'CREATION',
      apres: { usagerId: u.usagerId, serviceId: s.serviceId, dispositifId: body.dispositifId ?? null, debut, fin },
      employeId: null,
      etablissementId: u.etablissementId,
    });
    const accueil = await findAccueil(tx, accueilId);
    return { estReussi: true as const, accueil: toAccueil(accueil!) };
  });
}

export async function listerPostesAim(db: Db): Promise<PosteAim[]> {
  return (await listPostes(db)).map(toPoste);
}

export function listerMoyensDePaiement(): MoyenDePaiement[] {
  return MOYENS_DE_PAIEMENT.map((m) => ({ moyenDePaiementId: m, libelle: LIBELLES_MOYEN_DE_PAIEMENT[m] }));
}
