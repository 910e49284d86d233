import { CONTRAT_TYPE_CDI, TYPES_CRENEAU_EFFECTIFS } from '@roulement/contract';
import { and, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  conges,
  contrat,
  creneau,
  employe,
  etablissement,
  membre,
  preferenceRemplacement,
  utilisateur,
} from '../../db/schema';

interface Recherche {
  etablissementId: number;
  associationId: number;
  serviceId: number;
  metierId: number | null;
  date: string;
  absentEmployeId: number;
}

/**
 * Everyone who might take the slot, in one statement: the employees of the establishment, and
 * those of the association's other establishments whose user accepts to work there. The columns
 * say which circle each belongs to; `classement.ts` decides.
 */
export function listPersonnes(db: DbOrTx, r: Recherche) {
  const contratDuJour = sql`from ${contrat} c where c.employe_id = ${employe.id} and c.date_debut <= ${r.date}
    and (c.date_fin is null or c.date_fin >= ${r.date})`;
  return db
    .select({
      employeId: employe.id,
      utilisateurId: employe.utilisateurId,
      etablissementId: employe.etablissementId,
      etablissement: etablissement.raisonSociale,
      prenom: utilisateur.prenom,
      nom: utilisateur.nom,
      membre: sql<boolean>`exists(select 1 from ${membre} m where m.employe_id = ${employe.id}
        and m.service_id = ${r.serviceId} and (m.date_fin is null or m.date_fin >= ${r.date}))`,
      titulaire: sql<boolean>`exists(select 1 ${contratDuJour} and c.contrat_type_id = ${CONTRAT_TYPE_CDI})`,
      contratHeures: sql<string | null>`(select c.heures_hebdo ${contratDuJour} order by c.date_debut desc limit 1)`,
      memeMetier:
        r.metierId === null
          ? sql<boolean>`true`
          : sql<boolean>`exists(select 1 from ${contrat} c where c.employe_id = ${employe.id} and c.metier_id = ${r.metierId})`,
      enConges: sql<boolean>`exists(select 1 from ${conges} g where g.employe_id = ${employe.id}
        and g.date_debut <= ${r.date} and g.date_fin >= ${r.date})`,
    })
    .from(employe)
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .innerJoin(etablissement, eq(etablissement.id, employe.etablissementId))
    .leftJoin(preferenceRemplacement, eq(preferenceRemplacement.utilisateurId, employe.utilisateurId))
    .where(
      and(
        ne(employe.id, r.absentEmployeId),
        eq(utilisateur.actif, true),
        sql`${utilisateur.supprimeLe} is null`,
        or(
          eq(employe.etablissementId, r.etablissementId),
          and(eq(etablissement.associationId, r.associationId), eq(preferenceRemplacement.autresEtablissements, true)),
        ),
      ),
    );
}

/** Not at work on a day of leave: those slots stay in the planning but are not worked. */
const horsConges = sql`not exists(select 1 from ${conges} g where g.employe_id = ${membre.employeId}
  and g.date_debut <= ${creneau.date} and g.date_fin >= ${creneau.date})`;
const effectif = inArray(creneau.type, [...TYPES_CRENEAU_EFFECTIFS]);

/** The worked slots of these employees in [du, au], all their services and establishments together. */
export function listTravail(db: DbOrTx, employeIds: readonly number[], du: string, au: string) {
  return db
    .select({
      employeId: membre.employeId,
      date: creneau.date,
      heureDebut: creneau.heureDebut,
      heureFin: creneau.heureFin,
    })
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .where(
      and(
        inArray(membre.employeId, [...employeIds]),
        gte(creneau.date, du),
        lte(creneau.date, au),
        effectif,
        horsConges,
      ),
    );
}

/** Per employee: worked minutes in [du, au] (the eleven weeks before) and replacements in the month. */
export function listSommes(
  db: DbOrTx,
  employeIds: readonly number[],
  semaines: { du: string; au: string },
  mois: { du: string; au: string },
) {
  const dansSemaines = sql`${creneau.date} between ${semaines.du} and ${semaines.au} and ${effectif} and ${horsConges}`;
  const dansMois = sql`${creneau.date} between ${mois.du} and ${mois.au} and ${creneau.type} = 'CreneauDeRemplacement'`;
  return db
    .select({
      employeId: membre.employeId,
      minutes: sql<number>`coalesce(sum(${creneau.heureFin} - ${creneau.heureDebut}) filter (where ${dansSemaines}), 0)::int`,
      remplacements: sql<number>`(count(*) filter (where ${dansMois}))::int`,
    })
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .where(
      and(
        inArray(membre.employeId, [...employeIds]),
        gte(creneau.date, semaines.du < mois.du ? semaines.du : mois.du),
        lte(creneau.date, semaines.au > mois.au ? semaines.au : mois.au),
      ),
    )
    .groupBy(membre.employeId);
}
