import { ROLE_PREFIX } from '@roulement/contract';
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Parametre, parametre } from '../../db/requetes';
import {
  delegation,
  demande,
  employe,
  etablissement,
  membre,
  roleUtilisateur,
  service,
  utilisateur,
} from '../../db/schema';
import { parBase } from '../../lib/par-base';
import type { ContexteArbre } from './arbre-validations';
import type { AutoriteDeleguee, DemandeScope } from './demande.policy';

// Reads of a request that join other domains' tables: establishment, employee, users, roles.

function requeteScope(db: DbOrTx) {
  return db
    .select({
      demandeId: demande.id,
      type: demande.type,
      statutId: demande.statutId,
      employeId: demande.employeId,
      createurId: demande.createurId,
      dateDebut: demande.dateDebut,
      dateFin: demande.dateFin,
      etablissementId: demande.etablissementId,
      siegeSocialId: etablissement.siegeSocialId,
      employeUtilisateurId: employe.utilisateurId,
    })
    .from(demande)
    .innerJoin(employe, eq(employe.id, demande.employeId))
    .innerJoin(etablissement, eq(etablissement.id, demande.etablissementId))
    .where(eq(demande.id, parametre('demandeId')));
}

const scopeLu = parBase((db: DbOrTx) => requeteScope(db).prepare('demande_scope'));
const scopeVerrouille = parBase((db: DbOrTx) =>
  requeteScope(db).for('update', { of: demande }).prepare('demande_scope_verrou'),
);

/** The request with what its permission checks need; `verrou` locks the request row. */
export async function findDemandeScope(db: DbOrTx, demandeId: number, options: { verrou?: boolean } = {}) {
  const [row] = await (options.verrou ? scopeVerrouille : scopeLu)(db).execute({ demandeId });
  return row;
}
export type DemandeScopeRow = NonNullable<Awaited<ReturnType<typeof findDemandeScope>>>;

export function scopeDe(
  row: Pick<DemandeScopeRow, 'statutId' | 'etablissementId' | 'siegeSocialId' | 'createurId' | 'employeUtilisateurId'>,
): DemandeScope {
  return {
    statutId: row.statutId,
    etablissement: { etablissementId: row.etablissementId, siegeSocialId: row.siegeSocialId },
    createurId: row.createurId,
    employeUtilisateurId: row.employeUtilisateurId,
  };
}

const sansPrefixe = (role: string) => (role.startsWith(ROLE_PREFIX) ? role.slice(ROLE_PREFIX.length) : role);

/**
 * What a user may act on for someone else today, as rows (authority, etablissement_id, delegant_id):
 * each role (without prefix) and the e-mail of each active delegant whose delegation is running
 * (not revoked, today within its period). Read by `delegationsDe` for the actions' checks and for
 * 'À valider'.
 */
const autoritesDelegueesSql = (utilisateurId: Parametre, aujourdhui: Parametre) => sql`
  select a.authority, ${delegation.etablissementId} as etablissement_id, ${delegation.delegantId} as delegant_id
  from ${delegation}
  join ${utilisateur} on ${utilisateur.id} = ${delegation.delegantId}
  cross join lateral (
    select case when starts_with(${roleUtilisateur.role}, ${ROLE_PREFIX}::text)
      then substr(${roleUtilisateur.role}, ${ROLE_PREFIX.length + 1}::int) else ${roleUtilisateur.role} end as authority
    from ${roleUtilisateur} where ${roleUtilisateur.utilisateurId} = ${delegation.delegantId}
    union all select ${utilisateur.email}) a
  where ${delegation.delegataireId} = ${utilisateurId} and ${delegation.revoqueeLe} is null
    and ${delegation.dateDebut} <= ${aujourdhui}::date and ${delegation.dateFin} >= ${aujourdhui}::date
    and ${utilisateur.actif}`;

const delegationsEnCours = parBase((db: DbOrTx) =>
  db
    .select({
      authority: sql<string>`d.authority`,
      etablissementId: sql<number>`d.etablissement_id`,
      delegantId: sql<number>`d.delegant_id`,
    })
    .from(sql`(${autoritesDelegueesSql(parametre('utilisateurId'), parametre('aujourdhui'))}) d`)
    .prepare('delegations_en_cours'),
);

export function delegationsDe(db: DbOrTx, utilisateurId: number, aujourdhui: string): Promise<AutoriteDeleguee[]> {
  return delegationsEnCours(db).execute({ utilisateurId, aujourdhui });
}

/** The actor's own authorities as stored in validations: their roles without prefix, their e-mail. */
export function autoritesDirectes(actor: { username: string; roles: readonly string[] }): string[] {
  return [...actor.roles.map(sansPrefixe), actor.username.toLowerCase()];
}

/** The services a new request's tree is built from, and whether the establishment has a director. */
export async function contexteArbre(
  db: DbOrTx,
  etablissementId: number,
  serviceIds: readonly number[],
): Promise<Omit<ContexteArbre, 'demandeurs'>> {
  const [etab] = await db
    .select({ directeurId: etablissement.directeurId })
    .from(etablissement)
    .where(eq(etablissement.id, etablissementId));
  const services =
    serviceIds.length === 0
      ? []
      : await db
          .select({
            serviceId: service.id,
            validationAutonome: service.validationAutonome,
            chefUtilisateurId: employe.utilisateurId,
          })
          .from(service)
          .leftJoin(employe, eq(employe.id, service.chefDeServiceId))
          .where(inArray(service.id, [...serviceIds]));
  const ordre = new Map(serviceIds.map((id, i) => [id, i]));
  services.sort((a, b) => ordre.get(a.serviceId)! - ordre.get(b.serviceId)!);
  return { etablissementId, aUnDirecteur: (etab?.directeurId ?? null) !== null, services };
}

/** The employee's current services (memberships open today or later). */
export async function servicesActuels(db: DbOrTx, employeId: number, today: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ serviceId: membre.serviceId })
    .from(membre)
    .innerJoin(service, eq(service.id, membre.serviceId))
    .where(
      and(
        eq(membre.employeId, employeId),
        or(isNull(membre.dateFin), gte(membre.dateFin, today)),
        or(isNull(service.dateFermeture), gt(service.dateFermeture, today)),
      ),
    )
    .orderBy(asc(membre.serviceId));
  return rows.map((r) => r.serviceId);
}

/**
 * The e-mail addresses behind authorities: holders of each role (active users), the e-mail of
 * an e-mail authority, and the running delegates of the holders in the establishment. One query.
 */
export async function destinatairesDe(
  db: DbOrTx,
  authorities: readonly string[],
  etablissementId: number,
  today: string,
): Promise<string[]> {
  if (authorities.length === 0) return [];
  const emails = authorities.filter((a) => a.includes('@')).map((a) => a.toLowerCase());
  const roles = authorities.filter((a) => !a.includes('@')).map((a) => `${ROLE_PREFIX}${a}`);
  const detenteurs = db
    .select({ id: roleUtilisateur.utilisateurId })
    .from(roleUtilisateur)
    .where(inArray(roleUtilisateur.role, roles));
  const titulaires = roles.length
    ? await db
        .select({ email: utilisateur.email })
        .from(utilisateur)
        .where(and(utilisateur.actif, inArray(utilisateur.id, detenteurs)))
        .union(
          db
            .select({ email: utilisateur.email })
            .from(delegation)
            .innerJoin(utilisateur, eq(utilisateur.id, delegation.delegataireId))
            .where(
              and(
                utilisateur.actif,
                inArray(delegation.delegantId, detenteurs),
                isNull(delegation.revoqueeLe),
                eq(delegation.etablissementId, etablissementId),
                lte(delegation.dateDebut, today),
                gte(delegation.dateFin, today),
              ),
            ),
        )
    : [];
  return [...new Set([...titulaires.map((r) => r.email), ...emails])].sort();
}

/** The target employee's user and name. */
export async function findEmployeCible(db: DbOrTx, employeId: number) {
  const [row] = await db
    .select({ utilisateurId: utilisateur.id, nom: utilisateur.nom, prenom: utilisateur.prenom })
    .from(employe)
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(eq(employe.id, employeId));
  return row;
}
