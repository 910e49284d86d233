import {
  ajouterJours,
  type apiRoutes,
  type BodyOf,
  couleurAstreinte,
  type Dues,
  type EtablissementScope,
  employeDeLaSemaine,
  joursDeSemaine,
  lundiDeLaSemaineDe,
  type ModeleAstreinte,
  type PlanningAstreinte,
  type ResumeAnnuel,
  semaineDe,
} from '@roulement/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { joursFeries } from '../calendrier/jours-feries';
import { scopeOfEtablissement } from '../etablissement/etablissement.service';
import { employesDeLEtablissement, lireDues, lirePlanning, lireResume, nomDe } from './astreinte.lecture';
import { canModifierAstreintes, canVoirAstreintes, etablissementParDefaut } from './astreinte.policy';
import { deleteJours, upsertJours, verrouillerPlanning } from './astreinte.repository';
import { joursAPublier } from './publication';
import { genererModele } from './rotation';

type Routes = typeof apiRoutes.astreinte;
const INTROUVABLE = 'Établissement introuvable';
const LECTURE_SEULE = "Seuls les administrateurs de l'établissement peuvent modifier les astreintes";

/** 404 outside the actor's establishments, so that an establishment's existence is not revealed. */
function assertVisible(actor: Actor, etab: EtablissementScope | null | undefined): EtablissementScope {
  if (!etab || !canVoirAstreintes(actor, etab)) throw notFound(INTROUVABLE);
  return etab;
}

/** 404 outside, 403 for a read-only user (spec §6). */
function assertModifiable(actor: Actor, etab: EtablissementScope | null | undefined): EtablissementScope {
  const visible = assertVisible(actor, etab);
  if (!canModifierAstreintes(actor, visible)) throw forbidden(LECTURE_SEULE);
  return visible;
}

async function loadModifiable(db: DbOrTx, actor: Actor, etablissementId: number) {
  return assertModifiable(actor, await scopeOfEtablissement(db, etablissementId));
}

/** Every employee named must belong to the establishment: 400 otherwise (never a foreign key 500). */
async function assertEmployes(db: DbOrTx, etablissementId: number, ids: readonly number[]) {
  const connus = await employesDeLEtablissement(db, etablissementId, [...new Set(ids)]);
  if (ids.some((id) => !connus.has(id))) throw badRequest("Cet employé n'appartient pas à l'établissement");
}

/** The last day a publication fills: 31 December of next year (DOMAIN.md, On-call). */
export function horizonAstreinte(aujourdhui = todayInParis()): string {
  return `${Number(aujourdhui.slice(0, 4)) + 1}-12-31`;
}

export async function lireResumeAnnuel(db: Db, actor: Actor, etablissementId: number, annee: number) {
  const feries = joursFeries(annee).map((f) => f.date);
  const { scope, lignes } = await lireResume(db, etablissementId, annee, todayInParis(), feries);
  assertVisible(actor, scope);
  return {
    annee,
    employes: lignes.map((l) => ({
      employeId: l.employeId,
      name: l.nom,
      nomComplet: nomDe(l),
      couleur: couleurAstreinte(l.employeId),
      nbJoursDusPourLannee: l.joursDus,
      nbJoursFaitsADate: l.faits,
      nbJoursPrevusSurLeTempsRestant: l.prevus,
      nbJoursWeekEndEtFeries: l.sensibles,
    })),
  } satisfies ResumeAnnuel;
}

/** The weeks (Monday to Sunday) that touch the month, each with its day → employee map. */
export async function lirePlanningMensuel(
  db: Db,
  actor: Actor,
  etablissementId: number,
  annee: number,
  mois: number,
): Promise<PlanningAstreinte> {
  const premier = `${annee}-${String(mois).padStart(2, '0')}-01`;
  const dernier = ajouterJours(
    mois === 12 ? `${annee + 1}-01-01` : `${annee}-${String(mois + 1).padStart(2, '0')}-01`,
    -1,
  );
  const du = lundiDeLaSemaineDe(premier);
  const au = ajouterJours(lundiDeLaSemaineDe(dernier), 6);
  const { scope, jours, personnes } = await lirePlanning(db, etablissementId, du, au);
  assertVisible(actor, scope);
  const parJour = new Map(jours.map((j) => [j.jour, j.employeId]));
  const semaines = [];
  for (let lundi = du; lundi <= au; lundi = ajouterJours(lundi, 7)) {
    const s = semaineDe(lundi);
    const planningDeLaSemaine: Record<string, number | null> = {};
    for (let j = 0; j < 7; j++) planningDeLaSemaine[String(j + 1)] = parJour.get(ajouterJours(lundi, j)) ?? null;
    semaines.push({ semaine: { numero: s.semaine, semaine: lundi, annee: s.annee }, planningDeLaSemaine });
  }
  return {
    astreintesHedbdomadaires: semaines,
    employes: personnes.map((p) => ({
      employeId: p.employeId,
      nomComplet: nomDe(p),
      couleur: couleurAstreinte(p.employeId),
    })),
  };
}

export async function lireDuesContractuelles(
  db: Db,
  actor: Actor,
  etablissementId: number,
  date: string,
): Promise<Dues> {
  const { scope, dus } = await lireDues(db, etablissementId, date);
  assertModifiable(actor, scope);
  return Object.fromEntries(dus.map((d) => [String(d.employeId), d.jours]));
}

function assertMemeEtablissement(etablissementId: number, dansLeCorps: number) {
  if (etablissementId !== dansLeCorps)
    throw badRequest("L'établissement du corps ne correspond pas à celui de l'adresse");
}

export async function genererModeleAstreinte(
  db: Db,
  actor: Actor,
  etablissementId: number,
  body: BodyOf<Routes['generer']>,
): Promise<ModeleAstreinte> {
  assertMemeEtablissement(etablissementId, body.etablissementId);
  await loadModifiable(db, actor, etablissementId);
  const dus = Object.entries(body.nbJoursParEmployesParAn).map(([id, jours]) => ({ employeId: Number(id), jours }));
  await assertEmployes(
    db,
    etablissementId,
    dus.filter((d) => d.jours > 0).map((d) => d.employeId),
  );
  const debut = body.dateMiseEnApplication ?? lundiDeLaSemaineDe(ajouterJours(todayInParis(), 7));
  return { semaines: genererModele(dus, debut) };
}

/**
 * Publication replaces the roster from its Monday to the horizon, in one transaction under the
 * establishment's roster lock: readers see the old roster or the new one, never a mix.
 */
export async function publierModeleAstreinte(
  db: Db,
  actor: Actor,
  etablissementId: number,
  body: BodyOf<Routes['publier']>,
) {
  assertMemeEtablissement(etablissementId, body.etablissementId);
  const au = horizonAstreinte();
  if (body.dateMiseEnApplication > au) {
    throw badRequest(`La date de mise en application ne peut pas dépasser le ${au.split('-').reverse().join('/')}`);
  }
  return db.transaction(async (tx) => {
    await loadModifiable(tx, actor, etablissementId);
    await assertEmployes(
      tx,
      etablissementId,
      body.modeleAPublier.semaines.map((s) => s.employeId),
    );
    await verrouillerPlanning(tx, etablissementId);
    const jours = joursAPublier(
      body.modeleAPublier.semaines,
      body.debutCyclePublication,
      body.dateMiseEnApplication,
      au,
    );
    await deleteJours(tx, etablissementId, body.dateMiseEnApplication, '9999-12-31');
    await upsertJours(tx, etablissementId, jours);
    await journaliser(tx, actor, {
      entite: 'astreinte',
      entiteId: etablissementId,
      action: 'PUBLICATION',
      apres: { du: body.dateMiseEnApplication, au, semaines: body.modeleAPublier.semaines.length },
      employeId: null,
      etablissementId,
    });
    return { du: body.dateMiseEnApplication, au, jours: jours.length };
  });
}

/** One user action on some days: lock, write, audit, in one transaction. */
async function ecrireJours(
  db: Db,
  actor: Actor,
  etablissementId: number,
  dates: string[],
  employeId: number | null,
): Promise<null> {
  await db.transaction(async (tx: Tx) => {
    await loadModifiable(tx, actor, etablissementId);
    if (employeId !== null) await assertEmployes(tx, etablissementId, [employeId]);
    await verrouillerPlanning(tx, etablissementId);
    const du = dates[0]!;
    const au = dates[dates.length - 1]!;
    if (employeId === null) await deleteJours(tx, etablissementId, du, au);
    else
      await upsertJours(
        tx,
        etablissementId,
        dates.map((jour) => ({ jour, employeId })),
      );
    await journaliser(tx, actor, {
      entite: 'astreinte',
      entiteId: etablissementId,
      action: employeId === null ? 'SUPPRESSION' : 'MODIFICATION',
      apres: { du, au, employeId },
      employeId,
      etablissementId,
    });
  });
  return null;
}

export function modifierJour(db: Db, actor: Actor, body: BodyOf<Routes['modifier']>) {
  return ecrireJours(
    db,
    actor,
    body.etablissementIdDuPlanningAModifier,
    [body.dateAModifier],
    body.employeIdAMettreDastreinte,
  );
}

function etablissementDuCorps(actor: Actor, body: { etablissementId?: number | undefined }): number {
  const id = body.etablissementId ?? etablissementParDefaut(actor);
  if (id === undefined) {
    const message = "Précisez l'établissement du planning d'astreinte";
    throw badRequest(message, { fieldErrors: { etablissementId: message } });
  }
  return id;
}

export function modifierSemaine(db: Db, actor: Actor, body: BodyOf<Routes['modifierSemaine']>) {
  return ecrireJours(db, actor, etablissementDuCorps(actor, body), joursDeSemaine(body), employeDeLaSemaine(body));
}

export function viderJour(db: Db, actor: Actor, body: BodyOf<Routes['supprimer']>) {
  return ecrireJours(db, actor, etablissementDuCorps(actor, body), [body.dateAVider], null);
}

export function viderSemaine(db: Db, actor: Actor, body: BodyOf<Routes['supprimerSemaine']>) {
  return ecrireJours(db, actor, etablissementDuCorps(actor, body), joursDeSemaine(body), null);
}
