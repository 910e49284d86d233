import { and, asc, eq, exists, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { conges, congesType, contrat, employe, membre, service, utilisateur } from '../../db/schema';

/*
 * The leave table's read model: two statements whatever the number of employees (the bench's
 * establishment has more than a hundred), each on an index: employe(etablissement_id),
 * contrat(employe_id, date_debut), membre(service_id), service(etablissement_id), then
 * conges(employe_id, date_debut).
 */

export interface EmployeApercuRow {
  employeId: number;
  prenom: string;
  nom: string;
}

export interface CongesApercuRow {
  congesId: number;
  employeId: number;
  dateDebut: string;
  dateFin: string;
  demiJournee: number;
  congesTypeId: number;
  couleur: string;
  shortLabel: string;
}

const colonnesEmploye = { employeId: employe.id, prenom: utilisateur.prenom, nom: utilisateur.nom };

/** Members of a service during [du, au]: a membership that had not ended before `du`. */
const membresDuService = (db: DbOrTx, serviceId: number, du: string) =>
  db
    .select(colonnesEmploye)
    .from(membre)
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(and(eq(membre.serviceId, serviceId), or(isNull(membre.dateFin), gte(membre.dateFin, du))));

/**
 * The employees of an establishment during [du, au]: a contract there overlapping the period, or a
 * membership of one of its services not closed before the period (a head-office employee working
 * in one of its services); or, with `serviceId`, that service's members only.
 */
export function listEmployesApercu(
  db: DbOrTx,
  p: { etablissementId: number; serviceId?: number; du: string; au: string },
): Promise<EmployeApercuRow[]> {
  if (p.serviceId !== undefined) return membresDuService(db, p.serviceId, p.du);
  const sousContrat = db
    .select(colonnesEmploye)
    .from(employe)
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(
      and(
        eq(employe.etablissementId, p.etablissementId),
        exists(
          db
            .select({ un: sql`1` })
            .from(contrat)
            .where(
              and(
                eq(contrat.employeId, employe.id),
                lte(contrat.dateDebut, p.au),
                or(isNull(contrat.dateFin), gte(contrat.dateFin, p.du)),
              ),
            ),
        ),
      ),
    );
  const membres = db
    .select(colonnesEmploye)
    .from(membre)
    .innerJoin(service, eq(service.id, membre.serviceId))
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(
      and(
        eq(service.etablissementId, p.etablissementId),
        or(isNull(service.dateFermeture), gte(service.dateFermeture, p.du)),
        or(isNull(membre.dateFin), gte(membre.dateFin, p.du)),
      ),
    );
  return union(sousContrat, membres);
}

/** The leave of these employees overlapping [du, au], with their type's colour and abbreviation. */
export function listCongesApercu(
  db: DbOrTx,
  employeIds: readonly number[],
  p: { du: string; au: string },
): Promise<CongesApercuRow[]> {
  if (employeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      congesId: conges.id,
      employeId: conges.employeId,
      dateDebut: conges.dateDebut,
      dateFin: conges.dateFin,
      demiJournee: conges.demiJournee,
      congesTypeId: conges.congesTypeId,
      couleur: congesType.couleur,
      shortLabel: congesType.shortLabel,
    })
    .from(conges)
    .innerJoin(congesType, eq(congesType.id, conges.congesTypeId))
    .where(and(inArray(conges.employeId, [...employeIds]), lte(conges.dateDebut, p.au), gte(conges.dateFin, p.du)))
    .orderBy(asc(conges.dateDebut), asc(conges.id));
}
