import { DEMANDE_STATUT } from '@roulement/contract';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { compterJours } from '../../modules/conges/decompte';
import { statutDesValidations } from '../../modules/demande/demande.workflow';
import type { DbOrTx } from '../client';
import {
  commentaireDemande,
  conges,
  congesType,
  demande,
  demandeConges,
  demandeHeuresSupp,
  demandeRecuperation,
  demandeRecuperationLigne,
  employe,
  validation,
} from '../schema';
import { aplatirArbre, arbreParDefaut, type NoeudValidation } from './demande-arbre';
import { type Insert, insererParColonnes } from './lots';

export type { NoeudValidation } from './demande-arbre';

type Commentaire = Omit<Insert<typeof commentaireDemande>, 'demandeId'> & { commentaire: string };
type Ligne = Omit<Insert<typeof demandeRecuperationLigne>, 'demandeId'> &
  Pick<typeof demandeRecuperationLigne.$inferInsert, 'type' | 'date' | 'heureDebut' | 'heureFin'>;

/** What every request states; `validations` replaces the default tree of `services`. */
interface Commun
  extends Omit<Insert<typeof demande>, 'type' | 'dateDebut' | 'dateFin' | 'employeId' | 'etablissementId'> {
  employeId: number;
  etablissementId: number;
  createurId: number | null;
  /** Services whose heads validate under the director (arbreParDefaut); ignored with `validations`. */
  services?: Parameters<typeof arbreParDefaut>[1];
  validations?: NoeudValidation[];
  commentaires?: Commentaire[];
}

interface PayloadConges {
  conges: Omit<Insert<typeof demandeConges>, 'demandeId'> & { dateDebut: string };
  /** The leave an accepted request created (`conges.demandeCongesId` is set to the request). */
  congesId?: number;
}
interface PayloadHeuresSupp {
  heuresSupp: Omit<typeof demandeHeuresSupp.$inferInsert, 'demandeId'>;
}
interface PayloadRecuperation {
  recuperation: Omit<typeof demandeRecuperation.$inferInsert, 'demandeId'> & { lignes?: Ligne[] };
}

export type DemandeACreer = Commun & (PayloadConges | PayloadHeuresSupp | PayloadRecuperation);

export type DemandeConstruite = typeof demande.$inferSelect & {
  validations: (typeof validation.$inferSelect)[];
  commentaires: (typeof commentaireDemande.$inferSelect)[];
};

/**
 * Requests with their payload, validation tree and comments, each table written in chunks (the
 * large seed writes 20,000 of them). The status follows the roots' decisions unless given (a
 * cancelled request says 4); a leave payload's nbJours is counted by its type's mode unless given.
 */
export async function buildDemandes(db: DbOrTx, rows: readonly DemandeACreer[]): Promise<DemandeConstruite[]> {
  const modes = await modesDesTypes(db, rows);
  const arbres = rows.map((r) => aplatirArbre(r.validations ?? arbreParDefaut(r.etablissementId, r.services)));
  const valeurs = rows.map((r, i) => {
    const statutId =
      r.statutId ??
      statutDesValidations(arbres[i]!.map((n, id) => ({ id, parentId: n.parent, accepte: n.accepte ?? null })));
    const racines = arbres[i]!.filter((n) => n.parent === null);
    const decision = statutId === DEMANDE_STATUT.EN_ATTENTE ? null : (r.dateDecision ?? dernierJour(racines));
    return {
      ...periodeDe(r),
      employeId: r.employeId,
      etablissementId: r.etablissementId,
      createurId: r.createurId,
      commentaire: r.commentaire,
      dateDemande: r.dateDemande ?? new Date(),
      statutId,
      dateDecision: decision,
    };
  });
  const ids = await insererParColonnes(db, demande, valeurs);
  const id = (i: number) => ids[i]!;

  await insererParColonnes(
    db,
    demandeConges,
    rows.flatMap((r, i) => {
      if (!('conges' in r)) return [];
      const c = r.conges;
      const congesTypeId = c.congesTypeId ?? 1;
      const dateFin = c.dateFin ?? c.dateDebut;
      const demiJournee = c.demiJournee ?? 0;
      const nbJours =
        c.nbJours ?? compterJours(modes.get(congesTypeId)!, { dateDebut: c.dateDebut, dateFin, demiJournee });
      return [{ dateDebut: c.dateDebut, demandeId: id(i), congesTypeId, dateFin, demiJournee, nbJours }];
    }),
  );
  await insererParColonnes(
    db,
    demandeHeuresSupp,
    rows.flatMap((r, i) => ('heuresSupp' in r ? [{ ...r.heuresSupp, demandeId: id(i) }] : [])),
  );
  await insererParColonnes(
    db,
    demandeRecuperation,
    rows.flatMap((r, i) => {
      if (!('recuperation' in r)) return [];
      const { lignes: _, ...recuperation } = r.recuperation;
      return [{ ...recuperation, demandeId: id(i) }];
    }),
  );
  await insererParColonnes(
    db,
    demandeRecuperationLigne,
    rows.flatMap((r, i) =>
      ('recuperation' in r ? (r.recuperation.lignes ?? []) : []).map((l) => ({ ...l, demandeId: id(i) })),
    ),
  );
  await lierConges(
    db,
    rows.flatMap((r, i) =>
      'congesId' in r && r.congesId !== undefined ? [{ congesId: r.congesId, demandeId: id(i) }] : [],
    ),
  );
  await insererArbres(db, arbres, id);
  await insererParColonnes(
    db,
    commentaireDemande,
    rows.flatMap((r, i) =>
      (r.commentaires ?? []).map((c) => ({
        supprime: false,
        instantPublication: new Date(),
        ...c,
        demandeId: id(i),
      })),
    ),
  );
  return relire(db, ids);
}

function periodeDe(r: DemandeACreer) {
  if ('conges' in r)
    return { type: 'Congés' as const, dateDebut: r.conges.dateDebut, dateFin: r.conges.dateFin ?? r.conges.dateDebut };
  if ('heuresSupp' in r)
    return { type: 'Heures complémentaires' as const, dateDebut: r.heuresSupp.date, dateFin: r.heuresSupp.date };
  return { type: 'Récupération' as const, dateDebut: r.recuperation.dateDebut, dateFin: r.recuperation.dateFin };
}

/** The rows written, read back in the order of `ids`, with their validations and comments. */
async function relire(db: DbOrTx, ids: number[]): Promise<DemandeConstruite[]> {
  const parmi = (colonne: AnyPgColumn) => sql`${colonne} = any(${sql.param(ids)}::int[])`;
  const demandes = await db.select().from(demande).where(parmi(demande.id)).orderBy(demande.id);
  const validations = await db.select().from(validation).where(parmi(validation.demandeId)).orderBy(validation.id);
  const commentaires = await db
    .select()
    .from(commentaireDemande)
    .where(parmi(commentaireDemande.demandeId))
    .orderBy(commentaireDemande.id);
  const par = <T extends { demandeId: number }>(lignes: T[]) => {
    const m = new Map<number, T[]>();
    for (const l of lignes) {
      const liste = m.get(l.demandeId);
      if (liste) liste.push(l);
      else m.set(l.demandeId, [l]);
    }
    return m;
  };
  const validationsPar = par(validations);
  const commentairesPar = par(commentaires);
  const parId = new Map(demandes.map((d) => [d.id, d]));
  return ids.map((id) => ({
    ...parId.get(id)!,
    validations: validationsPar.get(id) ?? [],
    commentaires: commentairesPar.get(id) ?? [],
  }));
}

/** The trees level by level: a level's rows need their parents' ids. */
async function insererArbres(db: DbOrTx, arbres: ReturnType<typeof aplatirArbre>[], demandeId: (i: number) => number) {
  const ids = arbres.map((a) => a.map(() => 0));
  const profondeur = Math.max(0, ...arbres.flatMap((a) => a.map((n) => n.niveau)));
  for (let niveau = 0; niveau <= profondeur; niveau++) {
    const places = arbres.flatMap((a, i) => a.flatMap((n, j) => (n.niveau === niveau ? [{ i, j, n }] : [])));
    const nouveaux = await insererParColonnes(
      db,
      validation,
      places.map(({ i, n: { niveau: _n, parent, ...noeud } }) => ({
        ...noeud,
        demandeId: demandeId(i),
        parentId: parent === null ? null : ids[i]![parent]!,
      })),
    );
    places.forEach(({ i, j }, k) => {
      ids[i]![j] = nouveaux[k]!;
    });
  }
}

/** Marks existing leave as created by its accepted request, in one statement. */
async function lierConges(db: DbOrTx, liens: { congesId: number; demandeId: number }[]) {
  if (liens.length === 0) return;
  const c = sql.param(liens.map((l) => l.congesId));
  const d = sql.param(liens.map((l) => l.demandeId));
  await db.execute(
    sql`update ${conges} set demande_conges_id = v.d from unnest(${c}::int[], ${d}::int[]) as v(c, d) where ${conges.id} = v.c`,
  );
}

function dernierJour(noeuds: readonly { dateValidation?: Date | null }[]): Date {
  const dates = noeuds.flatMap((n) => (n.dateValidation ? [n.dateValidation.getTime()] : []));
  return dates.length ? new Date(Math.max(...dates)) : new Date();
}

async function modesDesTypes(db: DbOrTx, rows: readonly DemandeACreer[]) {
  const aCompter = rows.some((r) => 'conges' in r && r.conges.nbJours === undefined);
  const types = aCompter ? await db.select().from(congesType) : [];
  return new Map(types.map((t) => [t.id, t.modeDecompte]));
}

/* ---------- One at a time, for tests: the employee's establishment and user by default ---------- */

type Seul<T> = Omit<Commun, 'etablissementId' | 'createurId'> & {
  etablissementId?: number;
  createurId?: number | null;
} & T;

async function completer<T extends { employeId: number; etablissementId?: number; createurId?: number | null }>(
  db: DbOrTx,
  values: T,
) {
  if (values.etablissementId !== undefined && values.createurId !== undefined)
    return { ...values, etablissementId: values.etablissementId, createurId: values.createurId };
  const [e] = await db
    .select({ etablissementId: employe.etablissementId, utilisateurId: employe.utilisateurId })
    .from(employe)
    .where(eq(employe.id, values.employeId));
  if (!e) throw new Error(`Employé ${values.employeId} introuvable`);
  return {
    ...values,
    etablissementId: values.etablissementId ?? e.etablissementId,
    createurId: values.createurId === undefined ? e.utilisateurId : values.createurId,
  };
}

export async function buildDemandeConges(db: DbOrTx, values: Seul<PayloadConges>) {
  const [row] = await buildDemandes(db, [await completer(db, values)]);
  return row!;
}

export async function buildDemandeHeuresSupp(db: DbOrTx, values: Seul<PayloadHeuresSupp>) {
  const [row] = await buildDemandes(db, [await completer(db, values)]);
  return row!;
}

export async function buildDemandeRecuperation(db: DbOrTx, values: Seul<PayloadRecuperation>) {
  const [row] = await buildDemandes(db, [await completer(db, values)]);
  return row!;
}

/** One more validation node (pending unless told), e.g. a child added under an existing root. */
export async function buildValidation(
  db: DbOrTx,
  values: Insert<typeof validation> & { demandeId: number; authority: string },
) {
  const [row] = await db.insert(validation).values(values).returning();
  return row!;
}

export async function buildCommentaire(db: DbOrTx, values: Insert<typeof commentaireDemande> & { demandeId: number }) {
  const [row] = await db
    .insert(commentaireDemande)
    .values({ commentaire: 'Merci de valider rapidement.', ...values })
    .returning();
  return row!;
}
