import type { HistoriqueEntree, HistoriqueQuery } from '@roulement/contract';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { historique, utilisateur } from '../../db/schema';

const pour = alias(utilisateur, 'pour');

/** The instant a Paris calendar day starts: the period filter reads days as the user sees them. */
const debutDuJour = (jour: string | SQL) => sql`((${jour})::date::timestamp at time zone 'Europe/Paris')`;

/**
 * An employee's rows, and the changes to their user account (which belongs to no establishment),
 * filtered; both branches are index reads (employe_id, date) and (entite, entite_id).
 */
function filtre(cible: { employeId: number; utilisateurId: number }, query: HistoriqueQuery) {
  return and(
    or(
      eq(historique.employeId, cible.employeId),
      and(eq(historique.entite, 'utilisateur'), eq(historique.entiteId, cible.utilisateurId)),
    ),
    query._entite ? eq(historique.entite, query._entite) : undefined,
    query._action ? eq(historique.action, query._action) : undefined,
    query._du ? sql`${historique.date} >= ${debutDuJour(query._du)}` : undefined,
    query._au ? sql`${historique.date} < ${debutDuJour(sql`${query._au}::date + 1`)}` : undefined,
  );
}

/**
 * GET /employe/{id}/historique: one page, newest first, with the names of who acted and for
 * whom in the same statement (no query per row), and the total for the pager.
 */
export async function listHistoriqueEmploye(
  db: DbOrTx,
  cible: { employeId: number; utilisateurId: number },
  query: HistoriqueQuery,
): Promise<{ total: number; elements: HistoriqueEntree[] }> {
  const where = filtre(cible, query);
  const [total] = await db.select({ n: count() }).from(historique).where(where);
  const rows = await db
    .select({
      historiqueId: historique.id,
      date: historique.date,
      acteurId: historique.acteurId,
      acteurPrenom: utilisateur.prenom,
      acteurNom: utilisateur.nom,
      pourId: historique.pourId,
      pourPrenom: pour.prenom,
      pourNom: pour.nom,
      entite: historique.entite,
      entiteId: historique.entiteId,
      action: historique.action,
      avant: historique.avant,
      apres: historique.apres,
    })
    .from(historique)
    .innerJoin(utilisateur, eq(utilisateur.id, historique.acteurId))
    .leftJoin(pour, eq(pour.id, historique.pourId))
    .where(where)
    .orderBy(desc(historique.date), desc(historique.id))
    .limit(query._taille)
    .offset(query._page * query._taille);
  return {
    total: total?.n ?? 0,
    elements: rows.map((r) => ({
      historiqueId: r.historiqueId,
      date: r.date.toISOString(),
      acteur: { utilisateurId: r.acteurId, nomComplet: `${r.acteurPrenom} ${r.acteurNom}` },
      pour: r.pourId === null ? null : { utilisateurId: r.pourId, nomComplet: `${r.pourPrenom} ${r.pourNom}` },
      entite: r.entite,
      entiteId: r.entiteId,
      action: r.action,
      avant: r.avant as HistoriqueEntree['avant'],
      apres: r.apres as HistoriqueEntree['apres'],
    })),
  };
}
