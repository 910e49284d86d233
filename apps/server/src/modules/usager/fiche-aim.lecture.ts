import type { PosteAimId } from '@roulement/contract';
import { and, asc, desc, eq, exists, getTableColumns, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { parametre } from '../../db/requetes';
import {
  ajustement,
  demande,
  demandeFicheAim,
  etablissement,
  ficheAim,
  ficheAimLigne,
  mouvement,
  operationAim,
  posteAim,
  service,
  usager,
  utilisateur,
  validation,
} from '../../db/schema';
import { parBase } from '../../lib/par-base';

/** Read models of the sheets: with their resident, service and establishment, lines and money. */

/** An aid item as every read of the module names it. */
export const colonnesPoste = {
  posteAimId: sql<PosteAimId>`${posteAim.id}`,
  libelle: posteAim.libelle,
  periodicite: posteAim.periodicite,
  icone: posteAim.icone,
};

export function listPostes(db: DbOrTx) {
  return db.select(colonnesPoste).from(posteAim).orderBy(asc(posteAim.ordre));
}
export type PosteRow = Awaited<ReturnType<typeof listPostes>>[number];

const precedente = alias(ficheAim, 'precedente');
const suivante = alias(ficheAim, 'suivante');

/** The sheet of the month before (`decalage` -1) or after (+1) this one, for the same resident. */
function ficheVoisine(voisine: Record<'usagerId' | 'annee' | 'mois', AnyPgColumn>, decalage: -1 | 1) {
  const [limite, bord] = decalage === -1 ? [1, 12] : [12, 1];
  return and(
    eq(voisine.usagerId, ficheAim.usagerId),
    eq(
      voisine.annee,
      sql`case when ${ficheAim.mois} = ${sql.raw(String(limite))} then ${ficheAim.annee} + ${sql.raw(String(decalage))} else ${ficheAim.annee} end`,
    ),
    eq(
      voisine.mois,
      sql`case when ${ficheAim.mois} = ${sql.raw(String(limite))} then ${sql.raw(String(bord))} else ${ficheAim.mois} + ${sql.raw(String(decalage))} end`,
    ),
  );
}

const nomComplet = (u: { prenom: typeof usager.prenom; nom: typeof usager.nom }) =>
  sql<string>`${u.prenom} || ' ' || ${u.nom}`;

function selectFiche(db: DbOrTx) {
  return db
    .select({
      ficheAimId: ficheAim.id,
      usagerId: ficheAim.usagerId,
      usagerNomComplet: nomComplet(usager),
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
      aideIndividuelleMensuelle: etablissement.aideIndividuelleMensuelle,
      serviceId: ficheAim.serviceId,
      serviceNom: service.nom,
      annee: ficheAim.annee,
      mois: ficheAim.mois,
      statut: ficheAim.statut,
      existePrecedante: sql<boolean>`${exists(db.select({ id: precedente.id }).from(precedente).where(ficheVoisine(precedente, -1)))}`,
      existeSuivante: sql<boolean>`${exists(db.select({ id: suivante.id }).from(suivante).where(ficheVoisine(suivante, 1)))}`,
    })
    .from(ficheAim)
    .innerJoin(usager, eq(usager.id, ficheAim.usagerId))
    .innerJoin(etablissement, eq(etablissement.id, ficheAim.etablissementId))
    .innerJoin(service, eq(service.id, ficheAim.serviceId));
}

/** A sheet with what every check needs; `verrou` locks the sheet row for the write that follows. */
export async function findFicheScope(db: DbOrTx, ficheAimId: number, options: { verrou?: boolean } = {}) {
  const requete = selectFiche(db).where(eq(ficheAim.id, ficheAimId));
  const [row] = options.verrou ? await requete.for('update', { of: ficheAim }) : await requete;
  return row;
}
export type FicheScopeRow = NonNullable<Awaited<ReturnType<typeof findFicheScope>>>;

export async function findFicheDuMois(db: DbOrTx, usagerId: number, annee: number, mois: number) {
  const [row] = await selectFiche(db).where(
    and(eq(ficheAim.usagerId, usagerId), eq(ficheAim.annee, annee), eq(ficheAim.mois, mois)),
  );
  return row;
}

export function listLignes(db: DbOrTx, ficheAimId: number) {
  return db
    .select({ ligneFicheId: ficheAimLigne.id, montantInitial: ficheAimLigne.montantInitial, ...colonnesPoste })
    .from(ficheAimLigne)
    .innerJoin(posteAim, eq(posteAim.id, ficheAimLigne.posteAimId))
    .where(eq(ficheAimLigne.ficheAimId, ficheAimId))
    .orderBy(asc(ficheAimLigne.ordre), asc(posteAim.ordre));
}

/** Every operation of a sheet with its adjustment, in the order they were made. */
export async function listOperations(db: DbOrTx, ficheAimId: number) {
  const rows = await db
    .select({
      operationAimId: operationAim.id,
      ajustementId: ajustement.id,
      explication: ajustement.explication,
      montant: operationAim.montant,
      auteur: sql<string | null>`${utilisateur.prenom} || ' ' || ${utilisateur.nom}`,
      creeLe: ajustement.creeLe,
      ...colonnesPoste,
    })
    .from(ajustement)
    .innerJoin(operationAim, eq(operationAim.ajustementId, ajustement.id))
    .innerJoin(posteAim, eq(posteAim.id, operationAim.posteAimId))
    .leftJoin(utilisateur, eq(utilisateur.id, ajustement.auteurId))
    .where(eq(ajustement.ficheAimId, ficheAimId))
    .orderBy(asc(ajustement.id), asc(posteAim.ordre));
  return rows.map((r) => ({ ...r, creeLe: r.creeLe.toISOString() }));
}

/**
 * A resident's sheets in one establishment, newest first, with their items and total as the
 * sheets keep them (migration 0022); a `posteAimId` keeps the sheets with that item.
 */
export function listFichesResume(db: DbOrTx, usagerId: number, etablissementId: number, posteAimId?: string) {
  return db
    .select({
      ficheAimId: ficheAim.id,
      usagerId: ficheAim.usagerId,
      usagerNomComplet: nomComplet(usager),
      etablissementId: ficheAim.etablissementId,
      serviceId: ficheAim.serviceId,
      serviceNom: service.nom,
      annee: ficheAim.annee,
      mois: ficheAim.mois,
      statut: ficheAim.statut,
      postes: sql<PosteAimId[]>`${ficheAim.postes}`,
      total: ficheAim.total,
    })
    .from(ficheAim)
    .innerJoin(usager, eq(usager.id, ficheAim.usagerId))
    .innerJoin(service, eq(service.id, ficheAim.serviceId))
    .where(
      and(
        eq(ficheAim.usagerId, usagerId),
        eq(ficheAim.etablissementId, etablissementId),
        posteAimId === undefined ? undefined : sql`${posteAimId} = any(${ficheAim.postes})`,
      ),
    )
    .orderBy(desc(ficheAim.annee), desc(ficheAim.mois));
}
export type FicheResumeRow = Awaited<ReturnType<typeof listFichesResume>>[number];

/** The latest sheet of a resident (any establishment: one sheet per resident and month). */
export async function findDerniereFiche(db: DbOrTx, usagerId: number) {
  const [row] = await db
    .select({
      ficheAimId: ficheAim.id,
      annee: ficheAim.annee,
      mois: ficheAim.mois,
      statut: ficheAim.statut,
      serviceId: ficheAim.serviceId,
    })
    .from(ficheAim)
    .where(eq(ficheAim.usagerId, usagerId))
    .orderBy(desc(ficheAim.annee), desc(ficheAim.mois))
    .limit(1);
  return row;
}

const { id: _id, usagerId: _u, etablissementId: _e, posteAimId: _p, ...champsMouvement } = getTableColumns(mouvement);

function selectMouvements(db: DbOrTx, condition: SQL | undefined) {
  return db
    .select({ mouvementId: mouvement.id, ...champsMouvement, ...colonnesPoste })
    .from(mouvement)
    .innerJoin(posteAim, eq(posteAim.id, mouvement.posteAimId))
    .where(condition)
    .orderBy(desc(mouvement.dateApplication), desc(mouvement.id));
}

/** A resident's movements in one establishment, all of them: the history screen and the balances. */
const mouvementsDuResident = parBase((db: DbOrTx) =>
  selectMouvements(
    db,
    and(eq(mouvement.usagerId, parametre('usagerId')), eq(mouvement.etablissementId, parametre('etablissementId'))),
  ).prepare('usager_mouvements'),
);

/**
 * A resident's movements in one establishment, latest first; a `posteAimId` keeps one item's,
 * `avant` those before a date.
 */
export function listMouvements(
  db: DbOrTx,
  usagerId: number,
  etablissementId: number,
  filtre: { posteAimId?: string | undefined; avant?: string | undefined } = {},
) {
  if (filtre.posteAimId === undefined && filtre.avant === undefined) {
    return mouvementsDuResident(db).execute({ usagerId, etablissementId });
  }
  return selectMouvements(
    db,
    and(
      eq(mouvement.usagerId, usagerId),
      eq(mouvement.etablissementId, etablissementId),
      filtre.posteAimId === undefined ? undefined : eq(mouvement.posteAimId, filtre.posteAimId),
      filtre.avant === undefined ? undefined : lt(mouvement.dateApplication, filtre.avant),
    ),
  );
}
export type MouvementRow = Awaited<ReturnType<typeof listMouvements>>[number];

/** Progress of a sheet's latest pending validation request: accepted validations out of all. */
export async function findValidationEnCours(db: DbOrTx, ficheAimId: number) {
  const [row] = await db
    .select({
      demandeId: demande.id,
      acceptees: db.$count(validation, and(eq(validation.demandeId, demande.id), eq(validation.accepte, true))),
      total: db.$count(validation, eq(validation.demandeId, demande.id)),
    })
    .from(demandeFicheAim)
    .innerJoin(demande, eq(demande.id, demandeFicheAim.demandeId))
    .where(and(eq(demandeFicheAim.ficheAimId, ficheAimId), eq(demande.statutId, 1)))
    .orderBy(desc(demande.id))
    .limit(1);
  return row;
}

/** The latest request made for a sheet (any status). */
export async function findDerniereDemandeDeFiche(db: DbOrTx, ficheAimId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: demandeFicheAim.demandeId })
    .from(demandeFicheAim)
    .where(eq(demandeFicheAim.ficheAimId, ficheAimId))
    .orderBy(desc(demandeFicheAim.demandeId))
    .limit(1);
  return row?.id;
}

/** The sheet a request is about, for the request's detail and its effect. */
export async function findFicheDeDemande(db: DbOrTx, demandeId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: demandeFicheAim.ficheAimId })
    .from(demandeFicheAim)
    .where(eq(demandeFicheAim.demandeId, demandeId));
  return row?.id;
}
