import { sql } from 'drizzle-orm';
import { todayInParis } from '../../lib/dates';
import { refreshRolesOf } from '../../modules/auth/acl.service';
import type { Db } from '../client';
import {
  buildContrats,
  buildEmployes,
  buildEtablissements,
  buildMembres,
  buildServices,
  buildUtilisateurs,
} from '../factories';
import { employe } from '../schema';
import { seedDemo } from './demo';
import { seedLargeConges } from './large-conges';
import { seedLargeDemandes } from './large-demandes';
import { seedLargePlanning } from './large-planning';
import { seedLargeUsagers } from './large-usagers';
import { personne, slug } from './names';

export const LARGE = { etablissements: 20, employes: 2000, services: 200, plusGrand: 200 } as const;

/**
 * The new establishment of the i-th new employee: the first of each establishment is its
 * administrator, the first establishment (the bench's: the 30-member service, the director's
 * requests) grows to `LARGE.plusGrand` employees, as the issue 27 figure asks, and the others
 * share the rest in turn.
 */
export function rangEtablissement(i: number, nbEtablissements: number): number {
  if (i < nbEtablissements) return i;
  const apres = i - nbEtablissements;
  if (apres < LARGE.plusGrand - 1) return 0;
  return 1 + ((apres - (LARGE.plusGrand - 1)) % (nbEtablissements - 1));
}

/**
 * The benchmark data set (ARCHITECTURE.md §6): the demo association grown to 20 establishments,
 * 2,000 employees (200 in the largest) and 200 services. Later areas add their data (planning,
 * requests) here.
 */
export async function seedLarge(db: Db, log: (message: string) => void = () => undefined): Promise<void> {
  await seedDemo(db);
  const existing = await db.select({ id: employe.id }).from(employe);
  const aCreer = LARGE.employes - existing.length;
  await db.transaction(async (tx) => {
    const etabs = await buildEtablissements(
      tx,
      Array.from({ length: LARGE.etablissements - 3 }, (_, i) => ({
        associationId: 2,
        siegeSocialId: 1,
        raisonSociale: `Établissement ${i + 1} — Les Tilleuls`,
        granulariteMinutes: 15,
        // Issue 13: the bench exports the payroll of the largest establishment.
        exportPaye: true,
      })),
    );
    log(`${etabs.length} établissements`);
    const users = Array.from({ length: aCreer }, (_, i) => {
      const p = personne(i + 100);
      return { ...p, email: `${slug(p.prenom)}.${slug(p.nom)}.${i}@large.test` };
    });
    const userIds = (await buildUtilisateurs(tx, users)).map((u) => u.id);
    log(`${userIds.length} utilisateurs`);
    const employeRows = await buildEmployes(
      tx,
      userIds.map((utilisateurId, i) => ({
        utilisateurId,
        etablissementId: etabs[rangEtablissement(i, etabs.length)]!.id,
        administrateur: i < etabs.length,
      })),
    );
    await buildContrats(
      tx,
      employeRows.map((e, i) => ({
        employeId: e.id,
        contratTypeId: i % 6 === 0 ? 2 : 1,
        metierId: 1 + (i % 7),
        heuresHebdo: 35,
        dateDebut: `${2012 + (i % 12)}-01-01`,
        dateFin: i % 6 === 0 ? '2027-12-31' : null,
      })),
    );
    const servicesParEtab = Math.ceil((LARGE.services - 6) / etabs.length);
    const serviceRows = await buildServices(
      tx,
      etabs
        .flatMap((e) =>
          Array.from({ length: servicesParEtab }, (_, si) => ({
            etablissementId: e.id,
            nom: `Service ${si + 1}`,
            chefDeServiceId: employeRows.filter((r) => r.etablissementId === e.id)[si]?.id ?? null,
          })),
        )
        .slice(0, LARGE.services - 6),
    );
    log(`${serviceRows.length} services`);
    const byEtab = new Map<number, number[]>();
    for (const s of serviceRows) byEtab.set(s.etablissementId, [...(byEtab.get(s.etablissementId) ?? []), s.id]);
    await buildMembres(
      tx,
      employeRows.flatMap((e, i) => {
        const services = byEtab.get(e.etablissementId) ?? [];
        const serviceId = services[i % Math.max(services.length, 1)];
        return serviceId ? [{ serviceId, employeId: e.id, couleur: '#90CAF9', heuresHebdo: 35 }] : [];
      }),
    );
    await seedLargeConges(
      tx,
      employeRows.map((e) => e.id),
    );
    log(`congés et crédits de ${employeRows.length} employés`);
    await seedLargePlanning(tx, todayInParis(), etabs[0]!.id, log);
    await seedLargeDemandes(
      tx,
      todayInParis(),
      etabs.map((e) => e.id),
      log,
    );
    await seedLargeUsagers(tx, todayInParis(), log);
    await refreshRolesOf(tx, userIds);
  });
  // A million rows written at once, no statistics and no visibility map yet: without ANALYZE the
  // planner guesses, overestimates, and PostgreSQL's JIT compiles every query (300 ms instead of
  // 1 ms); without VACUUM no index-only scan can skip the table (the 'À valider' candidates by
  // authority read 140 pages instead of their index). A live database has autovacuum for both
  // (it vacuums after inserts too); a freshly loaded one needs it said.
  await db.execute(sql`vacuum analyze`);
}
