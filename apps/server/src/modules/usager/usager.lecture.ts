import type { StatutUsager } from '@roulement/contract';
import { and, asc, desc, eq, exists, gt, gte, inArray, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { parametre } from '../../db/requetes';
import { accueil, dispositif, employe, etablissement, service, usager, utilisateur } from '../../db/schema';
import { parBase } from '../../lib/par-base';

/** Read models of the resident module that join other domains' tables (establishment, service). */

const autre = alias(accueil, 'autre');

/** 'Accueilli' today, else 'A venir' with a later stay, 'Sorti' with past ones only (decision 060). */
function statut(db: DbOrTx, today: SQL) {
  const sejour = (condition?: SQL) =>
    exists(
      db
        .select({ id: autre.id })
        .from(autre)
        .where(and(eq(autre.usagerId, usager.id), condition)),
    );
  const enCours = and(lte(autre.dateDebut, today), or(isNull(autre.dateFin), gte(autre.dateFin, today)));
  return sql<StatutUsager>`case when ${sejour(enCours)} then 'Accueilli'
    when ${sejour(gt(autre.dateDebut, today))} then 'A venir'
    when ${sejour()} then 'Sorti'
    else 'Sans accueil' end`;
}

/** A resident with their establishment's scope and today's stay: every resident call starts with it. */
function selectUsagerScope(db: DbOrTx) {
  const today = sql`${parametre('today')}::date`;
  const duJour = db
    .select()
    .from(accueil)
    .where(
      and(
        eq(accueil.usagerId, usager.id),
        lte(accueil.dateDebut, today),
        or(isNull(accueil.dateFin), gte(accueil.dateFin, today)),
      ),
    )
    .orderBy(desc(accueil.dateDebut))
    .limit(1)
    .as('a');
  return db
    .select({
      usagerId: usager.id,
      nom: usager.nom,
      prenom: usager.prenom,
      genre: usager.genre,
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
      aideIndividuelleMensuelle: etablissement.aideIndividuelleMensuelle,
      status: statut(db, today),
      accueilId: duJour.id,
      serviceId: duJour.serviceId,
      serviceNom: service.nom,
      dispositifId: duJour.dispositifId,
      dispositifLibelle: dispositif.libelle,
      dateDebut: duJour.dateDebut,
      dateFin: duJour.dateFin,
    })
    .from(usager)
    .innerJoin(etablissement, eq(etablissement.id, usager.etablissementId))
    .leftJoinLateral(duJour, sql`true`)
    .leftJoin(service, eq(service.id, duJour.serviceId))
    .leftJoin(dispositif, eq(dispositif.id, duJour.dispositifId))
    .where(eq(usager.id, parametre('usagerId')));
}
const usagerScopeLu = parBase((db: DbOrTx) => selectUsagerScope(db).prepare('usager_scope'));
// The locking variant also locks the resident against concurrent writes.
const usagerScopeVerrouille = parBase((db: DbOrTx) =>
  selectUsagerScope(db).for('no key update', { of: usager }).prepare('usager_scope_verrou'),
);

export async function findUsagerScope(db: DbOrTx, usagerId: number, today: string, options: { verrou?: boolean } = {}) {
  const requete = options.verrou ? usagerScopeVerrouille(db) : usagerScopeLu(db);
  const [row] = await requete.execute({ usagerId, today });
  return row;
}
export type UsagerScopeRow = NonNullable<Awaited<ReturnType<typeof findUsagerScope>>>;

/** Residents of these establishments, by name; `recherche` on last name then first name. */
export async function listUsagers(
  db: DbOrTx,
  etablissementIds: readonly number[],
  today: string,
  recherche: string,
  limite: number,
) {
  if (etablissementIds.length === 0) return [];
  const motif = `%${recherche.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      usagerId: usager.id,
      etablissementId: usager.etablissementId,
      nom: usager.nom,
      prenom: usager.prenom,
      genre: usager.genre,
      status: statut(db, sql`${today}::date`),
    })
    .from(usager)
    .where(
      and(
        inArray(usager.etablissementId, [...etablissementIds]),
        recherche ? like(sql`lower(${usager.nom} || ' ' || ${usager.prenom})`, motif) : undefined,
      ),
    )
    .orderBy(sql`lower(${usager.nom})`, sql`lower(${usager.prenom})`, asc(usager.id))
    .limit(limite);
}
export type UsagerListeRow = Awaited<ReturnType<typeof listUsagers>>[number];

function selectAccueils(db: DbOrTx) {
  return db
    .select({
      accueilId: accueil.id,
      usagerId: accueil.usagerId,
      serviceId: accueil.serviceId,
      serviceNom: service.nom,
      dispositifId: accueil.dispositifId,
      dispositifLibelle: dispositif.libelle,
      dateDebut: accueil.dateDebut,
      dateFin: accueil.dateFin,
    })
    .from(accueil)
    .innerJoin(service, eq(service.id, accueil.serviceId))
    .leftJoin(dispositif, eq(dispositif.id, accueil.dispositifId));
}

/** A resident's stays, latest first (prepared: the history screen and the stays' list). */
const accueils = parBase((db: DbOrTx) =>
  selectAccueils(db)
    .where(eq(accueil.usagerId, parametre('usagerId')))
    .orderBy(desc(accueil.dateDebut), desc(accueil.id))
    .prepare('usager_accueils'),
);

export function listAccueils(db: DbOrTx, usagerId: number) {
  return accueils(db).execute({ usagerId });
}
export type AccueilRow = Awaited<ReturnType<typeof listAccueils>>[number];

export async function findAccueil(db: DbOrTx, accueilId: number): Promise<AccueilRow | undefined> {
  const [row] = await selectAccueils(db).where(eq(accueil.id, accueilId));
  return row;
}

/** A service with its establishment's scope and its head (the model tab, the missing-model error). */
export async function findServiceAim(db: DbOrTx, serviceId: number) {
  const [row] = await db
    .select({
      serviceId: service.id,
      nom: service.nom,
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
      aideIndividuelleMensuelle: etablissement.aideIndividuelleMensuelle,
      dateFermeture: service.dateFermeture,
      chefUtilisateurId: utilisateur.id,
      chefNomComplet: sql<string | null>`${utilisateur.prenom} || ' ' || ${utilisateur.nom}`,
      chefEmail: utilisateur.email,
    })
    .from(service)
    .innerJoin(etablissement, eq(etablissement.id, service.etablissementId))
    .leftJoin(employe, eq(employe.id, service.chefDeServiceId))
    .leftJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(eq(service.id, serviceId));
  return row;
}
export type ServiceAimRow = NonNullable<Awaited<ReturnType<typeof findServiceAim>>>;

export async function findDispositif(db: DbOrTx, dispositifId: number) {
  const [row] = await db
    .select({
      dispositifId: dispositif.id,
      etablissementId: dispositif.etablissementId,
      libelle: dispositif.libelle,
      dureeMinimum: dispositif.dureeMinimum,
      dureeMaximum: dispositif.dureeMaximum,
      supprimeLe: dispositif.supprimeLe,
    })
    .from(dispositif)
    .where(eq(dispositif.id, dispositifId));
  return row;
}

/** The employee a user is in this establishment (a request names one), else any of theirs. */
export async function findEmployeDuDemandeur(
  db: DbOrTx,
  utilisateurId: number,
  etablissementId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: employe.id })
    .from(employe)
    .where(eq(employe.utilisateurId, utilisateurId))
    .orderBy(desc(sql`${employe.etablissementId} = ${etablissementId}`), asc(employe.id))
    .limit(1);
  return row?.id;
}
