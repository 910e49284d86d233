import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creneauEffectif, rencontre } from '../../db/conditions';
import { conges, congesType, creneau, employe, membre, service, utilisateur } from '../../db/schema';
import type { CongesLu, CreneauDuJour } from './presence';

const nomComplet = sql<string>`${utilisateur.prenom} || ' ' || ${utilisateur.nom}`;

/**
 * The effective slots of a day in the establishment's services, with their holder's name. One
 * statement: service (etablissement_id) → creneau (service_id, date).
 */
export function listCreneauxDuJour(db: DbOrTx, etablissementId: number, date: string): Promise<CreneauDuJour[]> {
  return db
    .select({
      employeId: membre.employeId,
      nomComplet,
      type: creneau.type,
      heureDebut: creneau.heureDebut,
      heureFin: creneau.heureFin,
    })
    .from(creneau)
    .innerJoin(service, eq(service.id, creneau.serviceId))
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(and(eq(service.etablissementId, etablissementId), eq(creneau.date, date), creneauEffectif));
}

/**
 * The leave covering a day of the establishment's employees, with its type. One statement:
 * employe (etablissement_id) → conges (employe_id, date_debut).
 */
export async function listCongesDuJour(db: DbOrTx, etablissementId: number, date: string): Promise<CongesLu[]> {
  const rows = await db
    .select({
      employeId: conges.employeId,
      nomComplet,
      demiJournee: conges.demiJournee,
      congesTypeId: congesType.id,
      label: congesType.label,
      shortLabel: congesType.shortLabel,
      couleur: congesType.couleur,
    })
    .from(conges)
    .innerJoin(employe, eq(employe.id, conges.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .innerJoin(congesType, eq(congesType.id, conges.congesTypeId))
    .where(and(eq(employe.etablissementId, etablissementId), rencontre(conges, date, date)));
  return rows.map(({ congesTypeId, label, shortLabel, couleur, ...r }) => ({
    ...r,
    type: { congesTypeId, label, shortLabel, couleur },
  }));
}
