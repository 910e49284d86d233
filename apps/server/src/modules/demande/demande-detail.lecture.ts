import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  commentaireDemande,
  congesType,
  creneau,
  demande,
  demandeConges,
  demandeHeuresSupp,
  demandeRecuperation,
  demandeRecuperationLigne,
  etablissement,
  service,
  utilisateur,
  validation,
} from '../../db/schema';

// The detail of one request: a fixed number of statements (validations, comments, payload).

const validateur = alias(utilisateur, 'validateur');
const pour = alias(utilisateur, 'pour');
const auteur = alias(utilisateur, 'auteur');

/** Every node with who decided, for whom, and what its authority names (service or establishment). */
export function listValidationsDetail(db: DbOrTx, demandeId: number) {
  return db
    .select({
      id: validation.id,
      parentId: validation.parentId,
      authority: validation.authority,
      accepte: validation.accepte,
      dateValidation: validation.dateValidation,
      validateur: {
        utilisateurId: validateur.id,
        nom: validateur.nom,
        prenom: validateur.prenom,
        email: validateur.email,
      },
      pour: { utilisateurId: pour.id, nom: pour.nom, prenom: pour.prenom, email: pour.email },
      serviceNom: service.nom,
      raisonSociale: etablissement.raisonSociale,
    })
    .from(validation)
    .innerJoin(demande, eq(demande.id, validation.demandeId))
    .innerJoin(etablissement, eq(etablissement.id, demande.etablissementId))
    .leftJoin(validateur, eq(validateur.id, validation.valideParId))
    .leftJoin(pour, eq(pour.id, validation.pourId))
    .leftJoin(
      service,
      sql`${validation.authority} like 'CHEF\\_DE\\_SERVICE\\_%' and ${service.id}::text = substring(${validation.authority} from 17)`,
    )
    .where(eq(validation.demandeId, demandeId))
    .orderBy(asc(validation.id));
}
export type ValidationDetailRow = Awaited<ReturnType<typeof listValidationsDetail>>[number];

export function listCommentaires(db: DbOrTx, demandeId: number) {
  return db
    .select({
      id: commentaireDemande.id,
      commentaire: commentaireDemande.commentaire,
      instantPublication: commentaireDemande.instantPublication,
      supprime: commentaireDemande.supprime,
      auteur: { utilisateurId: auteur.id, nom: auteur.nom, prenom: auteur.prenom, email: auteur.email },
    })
    .from(commentaireDemande)
    .leftJoin(auteur, eq(auteur.id, commentaireDemande.auteurId))
    .where(eq(commentaireDemande.demandeId, demandeId))
    .orderBy(asc(commentaireDemande.instantPublication), asc(commentaireDemande.id));
}
export type CommentaireDetailRow = Awaited<ReturnType<typeof listCommentaires>>[number];

export async function findContenuConges(db: DbOrTx, demandeId: number) {
  const [row] = await db
    .select({ conges: demandeConges, type: congesType })
    .from(demandeConges)
    .innerJoin(congesType, eq(congesType.id, demandeConges.congesTypeId))
    .where(eq(demandeConges.demandeId, demandeId));
  return row;
}

/** The overtime payload; the member's slots of the day only while the request is pending. */
export async function findContenuHeuresSupp(db: DbOrTx, demandeId: number, avecCreneaux: boolean) {
  const [row] = await db
    .select({
      hs: demandeHeuresSupp,
      serviceNom: service.nom,
      creneaux: avecCreneaux
        ? sql<{ creneauId: number; type: string; heureDebut: number; heureFin: number }[]>`coalesce((
            select json_agg(json_build_object('creneauId', c.id, 'type', c.type, 'heureDebut', c.heure_debut,
              'heureFin', c.heure_fin) order by c.heure_debut)
            from ${creneau} c where c.membre_id = ${demandeHeuresSupp.membreId} and c.date = ${demandeHeuresSupp.date}), '[]'::json)`
        : sql<[]>`'[]'::json`,
    })
    .from(demandeHeuresSupp)
    .innerJoin(service, eq(service.id, demandeHeuresSupp.serviceId))
    .where(eq(demandeHeuresSupp.demandeId, demandeId));
  return row;
}

export async function findContenuRecuperation(db: DbOrTx, demandeId: number) {
  const [row] = await db
    .select({
      recup: demandeRecuperation,
      serviceNom: service.nom,
      lignes: sql<(typeof demandeRecuperationLigne.$inferSelect)[]>`coalesce((
        select json_agg(json_build_object('type', l.type, 'date', l.date, 'heureDebut', l.heure_debut,
          'heureFin', l.heure_fin, 'creneauId', l.creneau_id) order by l.date, l.heure_debut, l.id)
        from ${demandeRecuperationLigne} l where l.demande_id = ${demandeRecuperation.demandeId}), '[]'::json)`,
    })
    .from(demandeRecuperation)
    .innerJoin(service, eq(service.id, demandeRecuperation.serviceId))
    .where(and(eq(demandeRecuperation.demandeId, demandeId)));
  return row;
}
