import { and, asc, eq, exists, gte, isNull, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { contrat, delegation, employe, etablissement, utilisateur } from '../../db/schema';

const nomComplet = (u: { prenom: AnyPgColumn; nom: AnyPgColumn }) => sql<string>`${u.prenom} || ' ' || ${u.nom}`;

/**
 * A colleague of the establishment: an active account with a contract there that has not ended
 * (current or future), the same rule for who may delegate and who may receive.
 */
const estCollegue = (etablissementId: number, aujourdhui: string) =>
  and(
    eq(utilisateur.actif, true),
    isNull(utilisateur.supprimeLe),
    exists(
      sql`(select 1 from ${employe} join ${contrat} on ${contrat.employeId} = ${employe.id}
        where ${employe.utilisateurId} = ${utilisateur.id} and ${employe.etablissementId} = ${etablissementId}
        and (${contrat.dateFin} is null or ${contrat.dateFin} >= ${aujourdhui}))`,
    ),
  );

/** The colleagues of an establishment (the caller sorts them in French order). */
export function listCollegues(db: DbOrTx, etablissementId: number, aujourdhui: string) {
  return db
    .select({
      utilisateurId: utilisateur.id,
      nom: utilisateur.nom,
      prenom: utilisateur.prenom,
      email: utilisateur.email,
    })
    .from(utilisateur)
    .where(estCollegue(etablissementId, aujourdhui));
}

export async function isCollegue(
  db: DbOrTx,
  etablissementId: number,
  utilisateurId: number,
  aujourdhui: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: utilisateur.id })
    .from(utilisateur)
    .where(and(eq(utilisateur.id, utilisateurId), estCollegue(etablissementId, aujourdhui)));
  return row !== undefined;
}

const delegant = alias(utilisateur, 'delegant');
const delegataire = alias(utilisateur, 'delegataire');

function selectDelegations(db: DbOrTx) {
  return db
    .select({
      delegationId: delegation.id,
      delegantId: delegation.delegantId,
      delegantNom: nomComplet(delegant),
      delegantEmail: delegant.email,
      delegataireId: delegation.delegataireId,
      delegataireNom: nomComplet(delegataire),
      delegataireEmail: delegataire.email,
      etablissementId: delegation.etablissementId,
      raisonSociale: etablissement.raisonSociale,
      dateDebut: delegation.dateDebut,
      dateFin: delegation.dateFin,
      revoqueeLe: delegation.revoqueeLe,
    })
    .from(delegation)
    .innerJoin(delegant, eq(delegant.id, delegation.delegantId))
    .innerJoin(delegataire, eq(delegataire.id, delegation.delegataireId))
    .innerJoin(etablissement, eq(etablissement.id, delegation.etablissementId));
}
export type DelegationRow = Awaited<ReturnType<typeof selectDelegations>>[number];

export async function findDelegation(db: DbOrTx, delegationId: number): Promise<DelegationRow | undefined> {
  const [row] = await selectDelegations(db).where(eq(delegation.id, delegationId));
  return row;
}

/** Given and received delegations of a user, not revoked and not over, in one statement. */
export function listDelegationsEnCours(db: DbOrTx, utilisateurId: number, aujourdhui: string) {
  return selectDelegations(db)
    .where(
      and(
        or(eq(delegation.delegantId, utilisateurId), eq(delegation.delegataireId, utilisateurId)),
        isNull(delegation.revoqueeLe),
        gte(delegation.dateFin, aujourdhui),
      ),
    )
    .orderBy(asc(delegation.dateDebut), asc(delegation.id));
}
