import type { DemandeStatutId, TypeDemande } from '@roulement/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parametre } from '../../db/requetes';
import { commentaireDemande, demande, demandeConges, validation } from '../../db/schema';
import { parBase } from '../../lib/par-base';
import type { NoeudValidation } from './arbre-validations';

export type DemandeRow = typeof demande.$inferSelect;
export type ValidationRow = typeof validation.$inferSelect;
export type CommentaireRow = typeof commentaireDemande.$inferSelect;

export async function insertDemande(
  db: DbOrTx,
  values: {
    type: TypeDemande;
    employeId: number;
    etablissementId: number;
    createurId: number;
    dateDebut: string;
    dateFin: string;
    commentaire: string | null;
  },
): Promise<DemandeRow> {
  const [row] = await db.insert(demande).values(values).returning();
  if (!row) throw new Error('insert demande returned nothing');
  return row;
}

/** The tree, one insert per level (two in practice), whatever its width. */
export async function insertArbre(db: DbOrTx, demandeId: number, racines: readonly NoeudValidation[]) {
  let niveau = racines.map((n) => ({ noeud: n, parentId: null as number | null }));
  const toutes: ValidationRow[] = [];
  while (niveau.length > 0) {
    const rows = await db
      .insert(validation)
      .values(niveau.map((x) => ({ demandeId, parentId: x.parentId, authority: x.noeud.authority })))
      .returning();
    toutes.push(...rows);
    niveau = niveau.flatMap((x, i) => x.noeud.sousValidations.map((n) => ({ noeud: n, parentId: rows[i]!.id })));
  }
  return toutes;
}

const validationsDeDemande = parBase((db: DbOrTx) =>
  db
    .select()
    .from(validation)
    .where(eq(validation.demandeId, parametre('demandeId')))
    .orderBy(asc(validation.id))
    .prepare('validations_de_demande'),
);

export function listValidations(db: DbOrTx, demandeId: number): Promise<ValidationRow[]> {
  return validationsDeDemande(db).execute({ demandeId });
}

/** Decides these validations if still pending (a concurrent decision leaves them alone). */
export async function deciderValidations(
  db: DbOrTx,
  ids: readonly number[],
  decision: { accepte: boolean; valideParId: number; pourId: number | null; dateValidation: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(validation)
    .set(decision)
    .where(and(inArray(validation.id, [...ids]), isNull(validation.accepte)));
}

export async function updateStatut(db: DbOrTx, demandeId: number, statutId: DemandeStatutId): Promise<void> {
  await db.update(demande).set({ statutId, dateDecision: new Date() }).where(eq(demande.id, demandeId));
}

export async function insertDemandeConges(db: DbOrTx, values: typeof demandeConges.$inferInsert): Promise<void> {
  await db.insert(demandeConges).values(values);
}

export async function findDemandeConges(db: DbOrTx, demandeId: number) {
  const [row] = await db.select().from(demandeConges).where(eq(demandeConges.demandeId, demandeId));
  return row;
}

export async function insertCommentaire(
  db: DbOrTx,
  values: { demandeId: number; auteurId: number; commentaire: string },
): Promise<CommentaireRow> {
  const [row] = await db.insert(commentaireDemande).values(values).returning();
  if (!row) throw new Error('insert commentaire returned nothing');
  return row;
}

export async function findCommentaire(db: DbOrTx, demandeId: number, commentaireId: number) {
  const [row] = await db
    .select()
    .from(commentaireDemande)
    .where(and(eq(commentaireDemande.id, commentaireId), eq(commentaireDemande.demandeId, demandeId)));
  return row;
}

/** Soft delete; answers false when another call deleted it first. */
export async function supprimerCommentaireRow(db: DbOrTx, commentaireId: number): Promise<boolean> {
  const rows = await db
    .update(commentaireDemande)
    .set({ supprime: true })
    .where(and(eq(commentaireDemande.id, commentaireId), eq(commentaireDemande.supprime, false)))
    .returning({ id: commentaireDemande.id });
  return rows.length > 0;
}

/** Every validation of the pending requests, for the status update of them all: one query. */
export function listValidationsDesDemandesEnAttente(db: DbOrTx) {
  return db
    .select({
      demandeId: validation.demandeId,
      id: validation.id,
      parentId: validation.parentId,
      accepte: validation.accepte,
    })
    .from(validation)
    .innerJoin(demande, eq(demande.id, validation.demandeId))
    .where(eq(demande.statutId, 1))
    .orderBy(asc(validation.demandeId), asc(validation.id));
}
