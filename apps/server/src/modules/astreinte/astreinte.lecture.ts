import {
  and,
  asc,
  between,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type Placeholder,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parametre } from '../../db/requetes';
import { astreinte, contrat, employe, etablissement, redirectionAstreinte, utilisateur } from '../../db/schema';
import { parBase } from '../../lib/par-base';

/**
 * Read models of the on-call roster: they join the roster to employees, contracts and the
 * establishment (other domains' tables), read only. Each is ONE statement, the establishment's
 * scope included, so the permission check costs no extra round trip.
 */

/** The establishment's place in the hierarchy, for the permission check. */
const scopeEtablissement = parBase((db: DbOrTx) =>
  db
    .select({ etablissementId: etablissement.id, siegeSocialId: etablissement.siegeSocialId })
    .from(etablissement)
    .where(eq(etablissement.id, parametre('id')))
    .prepare('astreinte_scope'),
);

const joursEntre = (id: number | Placeholder, du: string | Placeholder, au: string | Placeholder) =>
  and(eq(astreinte.etablissementId, id), between(astreinte.jour, du, au));

/**
 * The roster between two dates and the people it names, one line per day (or one without a day),
 * after the establishment's scope: the hot read of the monthly grid, so ONE prepared statement
 * (planning it each time cost about as much as running it).
 */
const planning = parBase((db: DbOrTx) =>
  db
    .select({
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
      jour: astreinte.jour,
      employeId: astreinte.employeId,
      nom: utilisateur.nom,
      prenom: utilisateur.prenom,
    })
    .from(etablissement)
    .leftJoin(
      astreinte,
      and(eq(astreinte.etablissementId, etablissement.id), between(astreinte.jour, parametre('du'), parametre('au'))),
    )
    .leftJoin(employe, eq(employe.id, astreinte.employeId))
    .leftJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(eq(etablissement.id, parametre('id')))
    .orderBy(asc(astreinte.jour))
    .prepare('astreinte_planning'),
);

export interface JourAstreinte {
  jour: string;
  employeId: number;
}
export interface PersonneAstreinte {
  employeId: number;
  nom: string;
  prenom: string;
}

export async function lirePlanning(db: DbOrTx, etablissementId: number, du: string, au: string) {
  const lignes = await planning(db).execute({ id: etablissementId, du, au });
  const premiere = lignes[0];
  if (!premiere) return { scope: null, jours: [], personnes: [] };
  const jours: JourAstreinte[] = [];
  const personnes = new Map<number, PersonneAstreinte>();
  for (const l of lignes) {
    if (l.jour === null || l.employeId === null) continue;
    jours.push({ jour: l.jour, employeId: l.employeId });
    personnes.set(l.employeId, { employeId: l.employeId, nom: l.nom ?? '', prenom: l.prenom ?? '' });
  }
  return {
    scope: { etablissementId: premiere.etablissementId, siegeSocialId: premiere.siegeSocialId },
    jours,
    personnes: [...personnes.values()].sort((a, b) => a.employeId - b.employeId),
  };
}

/** Days due in [debut, fin] by a cadre contract: its yearly days prorated to its days inside it. */
const prorata = (debut: string, fin: string) =>
  sql`${contrat.nbJoursAstreintesAnnuels}::numeric
    * (least(coalesce(${contrat.dateFin}, ${fin}::date), ${fin}::date) - greatest(${contrat.dateDebut}, ${debut}::date) + 1)
    / (${fin}::date - ${debut}::date + 1)`;

/** The cadre contracts of the establishment that owe on-call days and meet [du, au]. */
const contratsDus = (etablissementId: number, du: string, au: string) =>
  and(
    eq(employe.etablissementId, etablissementId),
    contrat.cadre,
    gt(contrat.nbJoursAstreintesAnnuels, 0),
    lte(contrat.dateDebut, au),
    or(isNull(contrat.dateFin), gte(contrat.dateFin, du)),
  );

/**
 * The year summary: everyone who owes days that year (cadre contracts overlapping it, prorated
 * to their days inside it) or holds an on-call day in it, with days done before `aujourdhui`,
 * planned from it, and weekend or holiday days.
 */
export async function lireResume(
  db: DbOrTx,
  etablissementId: number,
  annee: number,
  aujourdhui: string,
  feries: readonly string[],
) {
  const debut = `${annee}-01-01`;
  const fin = `${annee}-12-31`;
  const [scope] = await scopeEtablissement(db).execute({ id: etablissementId });
  if (!scope) return { scope: null, lignes: [] };
  const dus = db.$with('dus').as(
    db
      .select({
        employeId: sql<number>`${contrat.employeId}`.as('dus_employe_id'),
        jours: sql<string>`sum(${prorata(debut, fin)})`.as('jours'),
      })
      .from(contrat)
      .innerJoin(employe, eq(employe.id, contrat.employeId))
      .where(contratsDus(etablissementId, debut, fin))
      .groupBy(contrat.employeId),
  );
  const tenus = db.$with('tenus').as(
    db
      .select({
        employeId: sql<number>`${astreinte.employeId}`.as('tenus_employe_id'),
        faits: sql<number>`count(*) filter (where ${astreinte.jour} < ${aujourdhui}::date)`.as('faits'),
        prevus: sql<number>`count(*) filter (where ${astreinte.jour} >= ${aujourdhui}::date)`.as('prevus'),
        sensibles: sql<number>`count(*) filter (where extract(isodow from ${astreinte.jour}) >= 6
            or ${astreinte.jour} = any(${`{${feries.join(',')}}`}::date[]))`.as('sensibles'),
      })
      .from(astreinte)
      .where(joursEntre(etablissementId, debut, fin))
      .groupBy(astreinte.employeId),
  );
  const lignes = await db
    .with(dus, tenus)
    .select({
      employeId: employe.id,
      nom: utilisateur.nom,
      prenom: utilisateur.prenom,
      joursDus: sql`round(coalesce(${dus.jours}, 0), 1)`.mapWith(Number),
      faits: sql`coalesce(${tenus.faits}, 0)`.mapWith(Number),
      prevus: sql`coalesce(${tenus.prevus}, 0)`.mapWith(Number),
      sensibles: sql`coalesce(${tenus.sensibles}, 0)`.mapWith(Number),
    })
    .from(dus)
    .fullJoin(tenus, eq(tenus.employeId, dus.employeId))
    .innerJoin(employe, eq(employe.id, sql`coalesce(${dus.employeId}, ${tenus.employeId})`))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .orderBy(asc(utilisateur.nom), asc(utilisateur.prenom), asc(employe.id));
  return { scope, lignes };
}

/** Days due per year at a date: the cadre contract in force, prorated to its days in that year. */
export async function lireDues(db: DbOrTx, etablissementId: number, date: string) {
  const annee = Number(date.slice(0, 4));
  const [scope] = await scopeEtablissement(db).execute({ id: etablissementId });
  if (!scope) return { scope: null, dus: [] };
  const dus = await db
    .select({
      employeId: contrat.employeId,
      jours: sql`round(${prorata(`${annee}-01-01`, `${annee}-12-31`)}, 1)`.mapWith(Number),
    })
    .from(contrat)
    .innerJoin(employe, eq(employe.id, contrat.employeId))
    .where(contratsDus(etablissementId, date, date))
    .orderBy(asc(contrat.employeId));
  return { scope, dus };
}

/** Ids among `ids` that are employees of the establishment (the roster names only its own). */
export async function employesDeLEtablissement(db: DbOrTx, etablissementId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: employe.id })
    .from(employe)
    .where(and(eq(employe.etablissementId, etablissementId), inArray(employe.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** The last redirection asked for an establishment. */
const derniereRedirection = (db: DbOrTx, etablissementId: number) =>
  db
    .select()
    .from(redirectionAstreinte)
    .where(eq(redirectionAstreinte.etablissementId, etablissementId))
    .orderBy(desc(redirectionAstreinte.demandeeLe), desc(redirectionAstreinte.id))
    .limit(1);

/** Today's on-call person of an establishment, with their professional phone. */
const personneDuJour = (db: DbOrTx, etablissementId: number, aujourdhui: string) =>
  db
    .select({
      employeId: astreinte.employeId,
      nom: utilisateur.nom,
      prenom: utilisateur.prenom,
      telephonePro: utilisateur.telephonePro,
    })
    .from(astreinte)
    .innerJoin(employe, eq(employe.id, astreinte.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(and(eq(astreinte.etablissementId, etablissementId), eq(astreinte.jour, aujourdhui)));

/** Today's on-call person, their professional phone, the emergency number and the last redirection. */
export async function lireNumero(db: DbOrTx, etablissementId: number, aujourdhui: string) {
  const [etab] = await db
    .select({
      etablissementId: etablissement.id,
      siegeSocialId: etablissement.siegeSocialId,
      numeroUrgence: etablissement.numeroUrgence,
    })
    .from(etablissement)
    .where(eq(etablissement.id, etablissementId));
  if (!etab) return undefined;
  const [personne] = await personneDuJour(db, etablissementId, aujourdhui);
  const [derniere] = await derniereRedirection(db, etablissementId);
  const { numeroUrgence, ...scope } = etab;
  return { scope, numeroUrgence, personne, derniere };
}

export const nomDe = (p: { prenom: string | null; nom: string | null }) => `${p.prenom ?? ''} ${p.nom ?? ''}`.trim();

/**
 * Every establishment with an emergency number, its on-call person today, the last day of their
 * run (the day before the next hand-over) and the last redirection asked: what the job compares.
 */
export async function lireARediriger(db: DbOrTx, aujourdhui: string) {
  const etablissements = await db
    .select({ etablissementId: etablissement.id, numeroUrgence: etablissement.numeroUrgence })
    .from(etablissement)
    .where(and(isNotNull(etablissement.numeroUrgence), ne(etablissement.numeroUrgence, '')))
    .orderBy(asc(etablissement.id));
  const resultat = [];
  for (const e of etablissements) {
    const [personne] = await personneDuJour(db, e.etablissementId, aujourdhui);
    const [derniere] = await derniereRedirection(db, e.etablissementId);
    resultat.push({
      ...e,
      numeroUrgence: e.numeroUrgence ?? '',
      personne,
      derniere,
      fin: await finDuTour(db, e.etablissementId, aujourdhui, personne?.employeId),
    });
  }
  return resultat;
}
export type ARediriger = Awaited<ReturnType<typeof lireARediriger>>[number];

/** The last day of today's person's run: the day before the next hand-over, else their last day. */
async function finDuTour(db: DbOrTx, etablissementId: number, aujourdhui: string, employeId: number | undefined) {
  if (employeId !== undefined) {
    const [releve] = await db
      .select({ jour: sql<string | null>`(min(${astreinte.jour}) - 1)::text` })
      .from(astreinte)
      .where(
        and(
          eq(astreinte.etablissementId, etablissementId),
          gt(astreinte.jour, aujourdhui),
          ne(astreinte.employeId, employeId),
        ),
      );
    if (releve?.jour) return releve.jour;
  }
  const [dernier] = await db
    .select({ jour: sql<string | null>`max(${astreinte.jour})::text` })
    .from(astreinte)
    .where(and(eq(astreinte.etablissementId, etablissementId), gte(astreinte.jour, aujourdhui)));
  return dernier?.jour ?? null;
}
