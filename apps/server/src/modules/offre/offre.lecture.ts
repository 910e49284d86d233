import { and, asc, desc, eq, gt, gte, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  creneau,
  employe,
  etablissement,
  membre,
  offre,
  offreCreneau,
  offreDestinataire,
  reglageOffres,
  service,
  utilisateur,
} from '../../db/schema';

const envoyeur = alias(utilisateur, 'envoyeur');

function selectOffres(db: DbOrTx) {
  return db
    .select({
      offreId: offre.id,
      etablissementId: offre.etablissementId,
      etablissement: etablissement.raisonSociale,
      siegeSocialId: etablissement.siegeSocialId,
      statut: offre.statut,
      envoyeurId: offre.envoyeurId,
      envoyeurPrenom: envoyeur.prenom,
      envoyeurEmail: envoyeur.email,
      envoyeurNom: envoyeur.nom,
      envoyeeLe: offre.envoyeeLe,
      expireLe: offre.expireLe,
      message: offre.message,
      confirmationRequise: offre.confirmationRequise,
    })
    .from(offre)
    .innerJoin(etablissement, eq(etablissement.id, offre.etablissementId))
    .innerJoin(envoyeur, eq(envoyeur.id, offre.envoyeurId));
}
export type OffreRow = Awaited<ReturnType<typeof selectOffres>>[number];

const absent = alias(utilisateur, 'absent');

function listCreneauxDesOffres(db: DbOrTx, offreIds: readonly number[]) {
  return db
    .select({
      offreId: offreCreneau.offreId,
      creneauId: creneau.id,
      serviceId: creneau.serviceId,
      service: service.nom,
      date: creneau.date,
      heureDebut: creneau.heureDebut,
      heureFin: creneau.heureFin,
      absentPrenom: absent.prenom,
      absentNom: absent.nom,
    })
    .from(offreCreneau)
    .innerJoin(creneau, eq(creneau.id, offreCreneau.creneauId))
    .innerJoin(service, eq(service.id, creneau.serviceId))
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(absent, eq(absent.id, employe.utilisateurId))
    .where(inArray(offreCreneau.offreId, [...offreIds]))
    .orderBy(asc(creneau.date), asc(creneau.heureDebut), asc(creneau.id));
}
export type CreneauDOffreRow = Awaited<ReturnType<typeof listCreneauxDesOffres>>[number];

function listDestinatairesDesOffres(db: DbOrTx, offreIds: readonly number[]) {
  return db
    .select({
      destinataireId: offreDestinataire.id,
      offreId: offreDestinataire.offreId,
      employeId: offreDestinataire.employeId,
      utilisateurId: utilisateur.id,
      prenom: utilisateur.prenom,
      nom: utilisateur.nom,
      email: utilisateur.email,
      reponse: offreDestinataire.reponse,
      vueLe: offreDestinataire.vueLe,
      repondueLe: offreDestinataire.repondueLe,
    })
    .from(offreDestinataire)
    .innerJoin(employe, eq(employe.id, offreDestinataire.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(inArray(offreDestinataire.offreId, [...offreIds]))
    .orderBy(asc(utilisateur.nom), asc(utilisateur.prenom), asc(offreDestinataire.id));
}
export type DestinataireRow = Awaited<ReturnType<typeof listDestinatairesDesOffres>>[number];

export interface OffreLue {
  offre: OffreRow;
  creneaux: CreneauDOffreRow[];
  destinataires: DestinataireRow[];
}

/** Offers with their slots and candidates: three statements whatever their number. */
export async function lireOffres(db: DbOrTx, offreIds: readonly number[]): Promise<OffreLue[]> {
  if (offreIds.length === 0) return [];
  const [offres, creneaux, destinataires] = await Promise.all([
    selectOffres(db)
      .where(inArray(offre.id, [...offreIds]))
      .orderBy(desc(offre.envoyeeLe), desc(offre.id)),
    listCreneauxDesOffres(db, offreIds),
    listDestinatairesDesOffres(db, offreIds),
  ]);
  return offres.map((o) => ({
    offre: o,
    creneaux: creneaux.filter((c) => c.offreId === o.offreId),
    destinataires: destinataires.filter((d) => d.offreId === o.offreId),
  }));
}

const ouverteOuDepuis = (depuis: Date) =>
  or(inArray(offre.statut, ['EN_COURS', 'A_CONFIRMER']), gte(offre.envoyeeLe, depuis));

/** The offers sent to this user, open or sent since `depuis`. */
export async function idsOffresRecues(db: DbOrTx, utilisateurId: number, depuis: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: offre.id })
    .from(offreDestinataire)
    .innerJoin(employe, eq(employe.id, offreDestinataire.employeId))
    .innerJoin(offre, eq(offre.id, offreDestinataire.offreId))
    .where(and(eq(employe.utilisateurId, utilisateurId), ouverteOuDepuis(depuis)));
  return rows.map((r) => r.id);
}

/** The offers of slots of these services, open or sent since `depuis`. */
export async function idsOffresDesServices(db: DbOrTx, serviceIds: readonly number[], depuis: Date): Promise<number[]> {
  if (serviceIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: offre.id })
    .from(offreCreneau)
    .innerJoin(creneau, eq(creneau.id, offreCreneau.creneauId))
    .innerJoin(offre, eq(offre.id, offreCreneau.offreId))
    .where(and(inArray(creneau.serviceId, [...serviceIds]), ouverteOuDepuis(depuis)));
  return rows.map((r) => r.id);
}

/** Which of these slots an open offer holds, its deadline not yet passed (« À couvrir » filter). */
export async function creneauxAvecOffreOuverte(
  db: DbOrTx,
  creneauIds: readonly number[],
  maintenant: Date,
): Promise<Set<number>> {
  const rows = await db
    .select({ creneauId: offreCreneau.creneauId })
    .from(offreCreneau)
    .innerJoin(offre, eq(offre.id, offreCreneau.offreId))
    .where(
      and(
        inArray(offreCreneau.creneauId, [...creneauIds]),
        eq(offreCreneau.ouverte, true),
        gt(offre.expireLe, maintenant),
      ),
    );
  return new Set(rows.map((r) => r.creneauId));
}

/** Per service: whether an acceptance waits for the head's confirmation (no row: it does not). */
export async function listReglages(db: DbOrTx, serviceIds: readonly number[]): Promise<Map<number, boolean>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reglageOffres)
    .where(inArray(reglageOffres.serviceId, [...serviceIds]));
  return new Map(rows.map((r) => [r.serviceId, r.confirmerAcceptations]));
}
