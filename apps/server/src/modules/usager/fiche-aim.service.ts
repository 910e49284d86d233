import {
  AJUSTEMENT_NON_MODIFIABLE,
  type AjustementBodySchema,
  enCentimes,
  type FicheAim,
  type FicheAimResume,
  fenetreVersement,
  type ModifierAjustementBodySchema,
  type PreparationVersement,
  type RetirerAjustementBodySchema,
  totalFicheCentimes,
} from '@roulement/contract';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser, lireEtTracer } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  type FicheScopeRow,
  findFicheDuMois,
  findFicheScope,
  listFichesResume,
  listLignes,
  listOperations,
} from './fiche-aim.lecture';
import { estModifiable } from './fiche-aim.workflow';
import { centimesDe, eurosDe, montantFinalCentimes, texteDe } from './montants';
import { toFicheResume, toPoste } from './usager.mapper';
import { canVoirUsagers } from './usager.policy';
import {
  deleteAjustement,
  findAjustement,
  insertAjustement,
  insertLignesFiche,
  nextOrdreLigne,
} from './usager.repository';
import { assertFinances, chargerUsagerFinances, lectureDeUsager } from './usager.service';

export const FICHE_INTROUVABLE = 'Fiche introuvable';

/** A sheet of the actor's establishments (404 outside), with the aid feature and SALARIE there. */
export async function chargerFiche(
  db: DbOrTx,
  actor: Actor,
  ficheAimId: number,
  options: { verrou?: boolean } = {},
): Promise<FicheScopeRow> {
  const f = await findFicheScope(db, ficheAimId, options);
  if (!f || !canVoirUsagers(actor, f)) throw notFound(FICHE_INTROUVABLE);
  assertFinances(actor, f);
  return f;
}

/** The lines with their final amounts (initial plus operations, in cents). */
export async function lignesAvecFinal(db: DbOrTx, ficheAimId: number) {
  const lignes = await listLignes(db, ficheAimId);
  const operations = await listOperations(db, ficheAimId);
  const resultat = lignes.map((l) => {
    const ops = operations.filter((o) => o.posteAimId === l.posteAimId);
    const initial = centimesDe(l.montantInitial);
    return {
      ligne: l,
      ops,
      initial,
      final: montantFinalCentimes(
        initial,
        ops.map((o) => centimesDe(o.montant)),
      ),
    };
  });
  return { lignes: resultat, operations };
}

/** The sheet as the editor shows it: lines, adjustments, neighbours, what the actor may do. */
export async function detailFiche(db: DbOrTx, f: FicheScopeRow): Promise<FicheAim> {
  const { lignes, operations } = await lignesAvecFinal(db, f.ficheAimId);
  const ajustements = new Map<number, FicheAim['ajustements'][number]>();
  for (const o of operations) {
    let a = ajustements.get(o.ajustementId);
    if (!a) {
      a = {
        ajustementId: o.ajustementId,
        explication: o.explication,
        operations: [],
        postes: [],
        auteur: o.auteur,
        creeLe: o.creeLe,
      };
      ajustements.set(o.ajustementId, a);
    }
    a.operations.push({
      operationAIMId: o.operationAimId,
      posteAIM: toPoste(o),
      montant: eurosDe(centimesDe(o.montant)),
    });
    a.postes.push(toPoste(o));
  }
  const total = totalFicheCentimes(lignes.map((l) => l.final));
  const modifiable = estModifiable(f.statut);
  return {
    ficheAIMId: f.ficheAimId,
    usager: { usagerId: f.usagerId, nomComplet: f.usagerNomComplet },
    etablissement: { etablissementId: f.etablissementId },
    service: { serviceId: f.serviceId, nom: f.serviceNom },
    mois: f.mois,
    annee: f.annee,
    statut: f.statut,
    modifiable,
    nombrePostes: lignes.length,
    postes: lignes.map((l) => l.ligne.posteAimId),
    total: eurosDe(total),
    lignes: lignes.map((l) => ({
      ligneFicheId: l.ligne.ligneFicheId,
      poste: toPoste(l.ligne),
      montantInitial: eurosDe(l.initial),
      montantFinal: eurosDe(l.final),
      operations: l.ops.map((o) => ({
        operationAIMId: o.operationAimId,
        ajustementId: o.ajustementId,
        explication: o.explication,
        montant: eurosDe(centimesDe(o.montant)),
      })),
    })),
    ajustements: [...ajustements.values()],
    existePrecedante: f.existePrecedante,
    existeSuivante: f.existeSuivante,
    abilities: {
      ajuster: modifiable,
      demanderValidation: f.statut === 'EN_PREPARATION',
      creerSuivante: f.statut === 'VALIDEE' && !f.existeSuivante,
      preparerVersement: lignes.some((l) => l.final > 0),
    },
  };
}

export async function lireFiche(db: Db, actor: Actor, ficheAimId: number): Promise<FicheAim> {
  return lireEtTracer(db, actor, async (tx) => {
    const f = await chargerFiche(tx, actor, ficheAimId);
    return { lecture: lectureDeUsager(f, 'fiche', f.ficheAimId), valeur: await detailFiche(tx, f) };
  });
}

/** GET /ficheAIM?usagerId&mois&annee: 404 when the resident has no sheet that month. */
export async function ficheDuMois(
  db: Db,
  actor: Actor,
  q: { usagerId: number; mois: number; annee: number },
): Promise<FicheAim> {
  return lireEtTracer(db, actor, async (tx) => {
    const u = await chargerUsagerFinances(tx, actor, q.usagerId);
    const f = await findFicheDuMois(tx, u.usagerId, q.annee, q.mois);
    if (!f || f.etablissementId !== u.etablissementId) throw notFound(FICHE_INTROUVABLE);
    return { lecture: lectureDeUsager(f, 'fiche', f.ficheAimId), valeur: await detailFiche(tx, f) };
  });
}

export async function adjacence(db: Db, actor: Actor, ficheAimId: number) {
  const f = await chargerFiche(db, actor, ficheAimId);
  return { existePrecedante: f.existePrecedante, existeSuivante: f.existeSuivante };
}

export async function fichesUsager(
  db: Db,
  actor: Actor,
  usagerId: number,
  filtre: { etablissementId?: number; posteAimId?: string | undefined } = {},
): Promise<FicheAimResume[]> {
  return lireEtTracer(db, actor, async (tx) => {
    const u = await chargerUsagerFinances(tx, actor, usagerId, filtre.etablissementId);
    const fiches = await listFichesResume(tx, u.usagerId, u.etablissementId, filtre.posteAimId);
    return { lecture: lectureDeUsager(u, 'fiches'), valeur: fiches.map(toFicheResume) };
  });
}

/** Spec §3 preparation data: only the payable lines (montantFinal > 0), and the dates' window. */
export async function preparation(db: Db, actor: Actor, ficheAimId: number): Promise<PreparationVersement> {
  return lireEtTracer(db, actor, async (tx) => {
    const f = await chargerFiche(tx, actor, ficheAimId);
    return { lecture: lectureDeUsager(f, 'preparation', f.ficheAimId), valeur: await preparationDe(tx, f) };
  });
}

async function preparationDe(db: DbOrTx, f: FicheScopeRow): Promise<PreparationVersement> {
  const { lignes } = await lignesAvecFinal(db, f.ficheAimId);
  return {
    ficheAIMId: f.ficheAimId,
    fenetre: fenetreVersement(f),
    lignes: lignes
      .filter((l) => l.final > 0)
      .map((l) => ({
        poste: toPoste(l.ligne),
        montantInitial: eurosDe(l.initial),
        operations: l.ops.map((o) => ({ montant: eurosDe(centimesDe(o.montant)) })),
        montantParDefaut: eurosDe(l.final),
      })),
  };
}

/** The sheet locked for a change; refused, unchanged, once it left preparation (spec §5). */
async function chargerFicheModifiable(tx: Tx, actor: Actor, ficheAimId: number, bodyFicheId: number) {
  if (bodyFicheId !== ficheAimId) throw badRequest("La fiche du corps n'est pas celle du chemin");
  const f = await chargerFiche(tx, actor, ficheAimId, { verrou: true });
  if (!estModifiable(f.statut)) throw conflict(AJUSTEMENT_NON_MODIFIABLE);
  return f;
}

type Operations = z.output<typeof AjustementBodySchema>['operations'];

/** An item the sheet lacks gets a line at 0 (an EPARGNE or DETTE adjustment, say). */
async function ajouterAjustement(tx: Tx, actor: Actor, f: FicheScopeRow, explication: string, operations: Operations) {
  const presents = new Set((await listLignes(tx, f.ficheAimId)).map((l) => l.posteAimId));
  const manquants = operations.filter((o) => !presents.has(o.posteAIMId));
  if (manquants.length > 0) {
    const ordre = await nextOrdreLigne(tx, f.ficheAimId);
    await insertLignesFiche(
      tx,
      manquants.map((o, i) => ({
        ficheAimId: f.ficheAimId,
        posteAimId: o.posteAIMId,
        montantInitial: '0',
        ordre: ordre + i,
      })),
    );
  }
  return insertAjustement(
    tx,
    { ficheAimId: f.ficheAimId, explication, auteurId: actor.utilisateurId },
    operations.map((o) => ({ posteAimId: o.posteAIMId, montant: texteDe(enCentimes(o.montant)) })),
  );
}

async function journaliserFiche(tx: Tx, actor: Actor, f: FicheScopeRow, apres: Record<string, string | number | null>) {
  await journaliser(tx, actor, {
    entite: 'fiche_aim',
    entiteId: f.ficheAimId,
    action: 'MODIFICATION',
    avant: {},
    apres,
    employeId: null,
    etablissementId: f.etablissementId,
  });
}

export async function ajuster(db: Db, actor: Actor, ficheAimId: number, body: z.output<typeof AjustementBodySchema>) {
  return db.transaction(async (tx) => {
    const f = await chargerFicheModifiable(tx, actor, ficheAimId, body.ficheAIMId);
    const id = await ajouterAjustement(tx, actor, f, body.explication, body.operations);
    await journaliserFiche(tx, actor, f, { ajustementAjoute: id, explication: body.explication });
    return detailFiche(tx, f);
  });
}

async function retirer(tx: Tx, f: FicheScopeRow, ajustementId: number) {
  const a = await findAjustement(tx, f.ficheAimId, ajustementId);
  if (!a) throw notFound('Ajustement introuvable');
  await deleteAjustement(tx, a.id);
  return a;
}

export async function retirerAjustement(
  db: Db,
  actor: Actor,
  ficheAimId: number,
  body: z.output<typeof RetirerAjustementBodySchema>,
) {
  return db.transaction(async (tx) => {
    const f = await chargerFicheModifiable(tx, actor, ficheAimId, body.ficheAIMId);
    const a = await retirer(tx, f, body.ajustementId);
    await journaliserFiche(tx, actor, f, { ajustementRetire: a.id, explication: a.explication });
    return detailFiche(tx, f);
  });
}

/** Spec §4: the old adjustment removed and the edited one added, in one transaction. */
export async function modifierAjustement(
  db: Db,
  actor: Actor,
  ficheAimId: number,
  body: z.output<typeof ModifierAjustementBodySchema>,
) {
  return db.transaction(async (tx) => {
    const f = await chargerFicheModifiable(tx, actor, ficheAimId, body.ficheAIMId);
    const ancien = await retirer(tx, f, body.ajustementId);
    const id = await ajouterAjustement(tx, actor, f, body.explication, body.operations);
    await journaliserFiche(tx, actor, f, {
      ajustementRetire: ancien.id,
      ajustementAjoute: id,
      explication: body.explication,
    });
    return detailFiche(tx, f);
  });
}
