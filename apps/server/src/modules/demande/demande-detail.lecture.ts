import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { parametre } from '../../db/requetes';
import {
  commentaireDemande,
  congesType,
  creneau,
  demande,
  demandeConges,
  demandeHeuresSupp,
  demandeRecuperation,
  etablissement,
  service,
  utilisateur,
  validation,
} from '../../db/schema';
import { parBase } from '../../lib/par-base';
import { listLignesRecuperation } from './heures.repository';

// The detail of one request: a fixed number of statements (validations, comments, payload), the
// frequent ones prepared once per database (a head opens a request before deciding it).

const validateur = alias(utilisateur, 'validateur');
const pour = alias(utilisateur, 'pour');
const auteur = alias(utilisateur, 'auteur');

/** Every node with who decided, for whom, and what its authority names (service or establishment). */
const validationsDetail = parBase((db: DbOrTx) =>
  db
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
    .where(eq(validation.demandeId, parametre('demandeId')))
    .orderBy(asc(validation.id))
    .prepare('validations_detail'),
);

export function listValidationsDetail(db: DbOrTx, demandeId: number) {
  return validationsDetail(db).execute({ demandeId });
}
export type ValidationDetailRow = Awaited<ReturnType<typeof listValidationsDetail>>[number];

const commentairesDemande = parBase((db: DbOrTx) =>
  db
    .select({
      id: commentaireDemande.id,
      commentaire: commentaireDemande.commentaire,
      instantPublication: commentaireDemande.instantPublication,
      supprime: commentaireDemande.supprime,
      auteur: { utilisateurId: auteur.id, nom: auteur.nom, prenom: auteur.prenom, email: auteur.email },
    })
    .from(commentaireDemande)
    .leftJoin(auteur, eq(auteur.id, commentaireDemande.auteurId))
    .where(eq(commentaireDemande.demandeId, parametre('demandeId')))
    .orderBy(asc(commentaireDemande.instantPublication), asc(commentaireDemande.id))
    .prepare('commentaires_demande'),
);

export function listCommentaires(db: DbOrTx, demandeId: number) {
  return commentairesDemande(db).execute({ demandeId });
}
export type CommentaireDetailRow = Awaited<ReturnType<typeof listCommentaires>>[number];

const contenuConges = parBase((db: DbOrTx) =>
  db
    .select({ conges: demandeConges, type: congesType })
    .from(demandeConges)
    .innerJoin(congesType, eq(congesType.id, demandeConges.congesTypeId))
    .where(eq(demandeConges.demandeId, parametre('demandeId')))
    .prepare('contenu_conges'),
);

export async function findContenuConges(db: DbOrTx, demandeId: number) {
  const [row] = await contenuConges(db).execute({ demandeId });
  return row;
}

/** The overtime payload; the member's slots of the day only while the request is pending. */
export async function findContenuHeuresSupp(db: DbOrTx, demandeId: number, avecCreneaux: boolean) {
  const [row] = await db
    .select({ hs: demandeHeuresSupp, serviceNom: service.nom })
    .from(demandeHeuresSupp)
    .innerJoin(service, eq(service.id, demandeHeuresSupp.serviceId))
    .where(eq(demandeHeuresSupp.demandeId, demandeId));
  if (!row) return undefined;
  const creneaux = avecCreneaux
    ? await db
        .select({
          creneauId: creneau.id,
          type: creneau.type,
          heureDebut: creneau.heureDebut,
          heureFin: creneau.heureFin,
        })
        .from(creneau)
        .where(and(eq(creneau.membreId, row.hs.membreId), eq(creneau.date, row.hs.date)))
        .orderBy(asc(creneau.heureDebut), asc(creneau.id))
    : [];
  return { ...row, creneaux };
}

export async function findContenuRecuperation(db: DbOrTx, demandeId: number) {
  const [row] = await db
    .select({ recup: demandeRecuperation, serviceNom: service.nom })
    .from(demandeRecuperation)
    .innerJoin(service, eq(service.id, demandeRecuperation.serviceId))
    .where(eq(demandeRecuperation.demandeId, demandeId));
  if (!row) return undefined;
  return { ...row, lignes: await listLignesRecuperation(db, demandeId) };
}
