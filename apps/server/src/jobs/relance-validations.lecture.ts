import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { delegation, demande, employe, etablissement, roleUtilisateur, utilisateur, validation } from '../db/schema';

export type ValidationARelancer = Awaited<ReturnType<typeof listValidationsARelancer>>[number];

/**
 * Pending validations of pending requests older than their establishment's reminder delay, not
 * reminded yet on `aujourdhui` (Paris), each with every person who may give it: the holders of its
 * authority (a role, or an e-mail) and their delegates of the request's establishment that day.
 * One statement, whatever the number of validations and validators.
 */
export async function listValidationsARelancer(db: DbOrTx, maintenant: Date, aujourdhui: string) {
  const attente = db.$with('attente').as(
    db
      .select({
        // Columns, not aliased SQL: Drizzle names those unqualified, ambiguous in the joins below.
        validationId: validation.id,
        authority: validation.authority,
        demandeId: validation.demandeId,
        type: demande.type,
        etablissementId: demande.etablissementId,
        dateDemande: sql<string>`to_char(${demande.dateDemande} at time zone 'Europe/Paris', 'YYYY-MM-DD')`.as(
          'date_demande',
        ),
        nomEmploye: sql<string>`${utilisateur.prenom} || ' ' || ${utilisateur.nom}`.as('nom_employe'),
      })
      .from(validation)
      .innerJoin(demande, eq(demande.id, validation.demandeId))
      .innerJoin(etablissement, eq(etablissement.id, demande.etablissementId))
      .innerJoin(employe, eq(employe.id, demande.employeId))
      .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
      .where(
        and(
          isNull(validation.accepte),
          eq(demande.statutId, 1),
          lte(
            demande.dateDemande,
            sql`${maintenant}::timestamptz - make_interval(days => ${etablissement.relanceValidationJours})`,
          ),
          sql`(${validation.relanceeLe} is null
            or (${validation.relanceeLe} at time zone 'Europe/Paris')::date < ${aujourdhui}::date)`,
        ),
      ),
  );
  const titulaires = db.$with('titulaires').as(
    union(
      db
        .select({ validationId: attente.validationId, utilisateurId: roleUtilisateur.utilisateurId })
        .from(attente)
        .innerJoin(roleUtilisateur, eq(roleUtilisateur.role, sql`'ROLE_' || ${attente.authority}`)),
      db
        .select({ validationId: attente.validationId, utilisateurId: utilisateur.id })
        .from(attente)
        .innerJoin(utilisateur, eq(utilisateur.email, attente.authority)),
    ),
  );
  const destinataires = db.$with('destinataires').as(
    union(
      db.select({ validationId: titulaires.validationId, utilisateurId: titulaires.utilisateurId }).from(titulaires),
      db
        .select({ validationId: titulaires.validationId, utilisateurId: delegation.delegataireId })
        .from(titulaires)
        .innerJoin(attente, eq(attente.validationId, titulaires.validationId))
        .innerJoin(
          delegation,
          and(
            eq(delegation.delegantId, titulaires.utilisateurId),
            eq(delegation.etablissementId, attente.etablissementId),
            isNull(delegation.revoqueeLe),
            sql`${aujourdhui}::date between ${delegation.dateDebut} and ${delegation.dateFin}`,
          ),
        ),
    ),
  );
  return db
    .with(attente, titulaires, destinataires)
    .select({
      utilisateurId: utilisateur.id,
      email: utilisateur.email,
      prenom: utilisateur.prenom,
      validationId: attente.validationId,
      demandeId: attente.demandeId,
      type: attente.type,
      nomEmploye: attente.nomEmploye,
      dateDemande: attente.dateDemande,
    })
    .from(destinataires)
    .innerJoin(attente, eq(attente.validationId, destinataires.validationId))
    .innerJoin(utilisateur, eq(utilisateur.id, destinataires.utilisateurId))
    .where(and(eq(utilisateur.actif, true), isNull(utilisateur.supprimeLe)))
    .orderBy(asc(utilisateur.id), asc(attente.demandeId), asc(attente.validationId));
}
