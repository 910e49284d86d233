import { and, asc, desc, eq, exists, gte, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creneauEffectif, enCoursLe, rencontre } from '../../db/conditions';
import {
  conges,
  congesType,
  contrat,
  contratType,
  creneau,
  employe,
  etablissement,
  membre,
  service,
  utilisateur,
} from '../../db/schema';
import { colonnesCongesRepas, colonnesCreneauRepas } from '../repas/repas.lecture';
import type { CongesPaye, CreneauPaye } from './elements-paye';
import type { MembreFeriesAutomatiques } from './feries-paye';

/** Whose payroll a file holds: an establishment's employees, a service's members, or an association's. */
export type Perimetre =
  | { type: 'etablissement'; id: number }
  | { type: 'service'; id: number }
  | { type: 'association'; id: number };

export interface EmployePaye {
  employeId: number;
  nom: string;
  prenom: string;
  etablissement: string;
  contrat: string | null;
  heuresHebdo: number | null;
}

function employesDu(db: DbOrTx, p: Perimetre, du: string): SQL {
  if (p.type === 'etablissement') return eq(employe.etablissementId, p.id);
  if (p.type === 'association') {
    return inArray(
      employe.etablissementId,
      db.select({ id: etablissement.id }).from(etablissement).where(eq(etablissement.associationId, p.id)),
    );
  }
  return inArray(
    employe.id,
    db
      .select({ id: membre.employeId })
      .from(membre)
      .where(and(eq(membre.serviceId, p.id), enCoursLe(membre.dateFin, du))),
  );
}

/**
 * The employees of the file, by name, with the contract in force at the end of the period (the
 * latest one overlapping it): those with such a contract or a slot in the period. One statement.
 */
export async function listEmployesPaye(db: DbOrTx, p: Perimetre, du: string, au: string): Promise<EmployePaye[]> {
  const rows = await db
    .select({
      employeId: employe.id,
      nom: utilisateur.nom,
      prenom: utilisateur.prenom,
      etablissement: etablissement.raisonSociale,
      contrat: contratType.acronyme,
      heuresHebdo: contrat.heuresHebdo,
    })
    .from(employe)
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .innerJoin(etablissement, eq(etablissement.id, employe.etablissementId))
    .leftJoin(contrat, and(eq(contrat.employeId, employe.id), rencontre(contrat, du, au)))
    .leftJoin(contratType, eq(contratType.id, contrat.contratTypeId))
    .where(
      and(
        employesDu(db, p, du),
        or(
          isNotNull(contrat.id),
          exists(
            db
              .select({ un: sql`1` })
              .from(membre)
              .innerJoin(creneau, and(eq(creneau.membreId, membre.id), gte(creneau.date, du), lte(creneau.date, au)))
              .where(eq(membre.employeId, employe.id)),
          ),
        ),
      ),
    )
    .orderBy(asc(utilisateur.nom), asc(utilisateur.prenom), asc(employe.id), desc(contrat.dateDebut));
  const vus = new Set<number>();
  return rows.filter((r) => !vus.has(r.employeId) && vus.add(r.employeId));
}

/**
 * The effective-type slots of these employees over the period, with the meal ranges of the
 * slot's establishment; a service's file keeps that service's slots only. One statement per batch:
 * membre (employe_id) → creneau (membre_id, date).
 */
export function listCreneauxPaye(
  db: DbOrTx,
  p: Perimetre,
  employeIds: number[],
  du: string,
  au: string,
): Promise<CreneauPaye[]> {
  return db
    .select({
      ...colonnesCreneauRepas,
      debutMidi: etablissement.debutMidi,
      finMidi: etablissement.finMidi,
      debutSoir: etablissement.debutSoir,
      finSoir: etablissement.finSoir,
    })
    .from(membre)
    .innerJoin(creneau, and(eq(creneau.membreId, membre.id), gte(creneau.date, du), lte(creneau.date, au)))
    .innerJoin(service, eq(service.id, creneau.serviceId))
    .innerJoin(etablissement, eq(etablissement.id, service.etablissementId))
    .where(
      and(
        inArray(membre.employeId, employeIds),
        creneauEffectif,
        p.type === 'service' ? eq(creneau.serviceId, p.id) : undefined,
      ),
    )
    .then((rows) =>
      rows.map(({ debutMidi, finMidi, debutSoir, finSoir, ...c }) => ({
        ...c,
        plages: {
          midi: debutMidi === null || finMidi === null ? null : { heureDebut: debutMidi, heureFin: finMidi },
          soir: debutSoir === null || finSoir === null ? null : { heureDebut: debutSoir, heureFin: finSoir },
        },
      })),
    );
}

/** The leave of these employees overlapping the period, with its type's counting mode. */
export function listCongesPaye(db: DbOrTx, employeIds: number[], du: string, au: string): Promise<CongesPaye[]> {
  return db
    .select({
      ...colonnesCongesRepas,
      congesTypeId: conges.congesTypeId,
      modeDecompte: congesType.modeDecompte,
    })
    .from(conges)
    .innerJoin(congesType, eq(congesType.id, conges.congesTypeId))
    .where(and(inArray(conges.employeId, employeIds), rencontre(conges, du, au)));
}

export function listTypesConges(db: DbOrTx) {
  return db.select({ id: congesType.id, label: congesType.label }).from(congesType).orderBy(asc(congesType.id));
}

/**
 * The memberships of these employees, still running at `du`, in services that count their
 * holidays automatically; a service's file keeps that service's only. One statement per batch.
 */
export function listMembresFeriesAutomatiques(
  db: DbOrTx,
  p: Perimetre,
  employeIds: number[],
  du: string,
): Promise<MembreFeriesAutomatiques[]> {
  return db
    .select({
      employeId: membre.employeId,
      serviceId: membre.serviceId,
      heuresHebdo: membre.heuresHebdo,
      dateFin: membre.dateFin,
    })
    .from(membre)
    .innerJoin(service, eq(service.id, membre.serviceId))
    .where(
      and(
        inArray(membre.employeId, employeIds),
        enCoursLe(membre.dateFin, du),
        eq(service.heuresSurJoursFeriesAutomatiques, true),
        p.type === 'service' ? eq(membre.serviceId, p.id) : undefined,
      ),
    );
}
