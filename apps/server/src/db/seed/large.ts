import { sql } from 'drizzle-orm';
import { todayInParis } from '../../lib/dates';
import { refreshRolesOf } from '../../modules/administration/acl.service';
import { nomRechercheDe } from '../../modules/auth/auth.repository';
import { defaultPasswordHash } from '../../test/factories';
import type { Db } from '../client';
import { contrat, employe, etablissement, membre, service, utilisateur } from '../schema';
import { seedDemo } from './demo';
import { seedLargeConges } from './large-conges';
import { seedLargePlanning } from './large-planning';
import { personne, slug } from './names';

export const LARGE = { etablissements: 20, employes: 2000, services: 200 } as const;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * The benchmark data set (ARCHITECTURE.md §6): the demo association grown to 20 establishments,
 * 2,000 employees and 200 services. Later areas add their data (planning) here.
 */
export async function seedLarge(db: Db, log: (message: string) => void = () => undefined): Promise<void> {
  await seedDemo(db);
  const passwordHash = await defaultPasswordHash();
  const existing = await db.select({ id: employe.id }).from(employe);
  const aCreer = LARGE.employes - existing.length;
  await db.transaction(async (tx) => {
    const etabs = await tx
      .insert(etablissement)
      .values(
        Array.from({ length: LARGE.etablissements - 3 }, (_, i) => ({
          associationId: 2,
          siegeSocialId: 1,
          raisonSociale: `Établissement ${i + 1} — Les Tilleuls`,
          granulariteMinutes: 15,
        })),
      )
      .returning({ id: etablissement.id });
    log(`${etabs.length} établissements`);
    const users = Array.from({ length: aCreer }, (_, i) => {
      const p = personne(i + 100);
      return {
        ...p,
        email: `${slug(p.prenom)}.${slug(p.nom)}.${i}@large.test`,
        passwordHash,
        nomRecherche: nomRechercheDe(p),
      };
    });
    const userIds: number[] = [];
    await insertChunks(users, async (chunk) => {
      const rows = await tx.insert(utilisateur).values(chunk).returning({ id: utilisateur.id });
      userIds.push(...rows.map((r) => r.id));
    });
    log(`${userIds.length} utilisateurs`);
    const employeRows: { id: number; etablissementId: number }[] = [];
    await insertChunks(
      userIds.map((utilisateurId, i) => ({
        utilisateurId,
        etablissementId: etabs[i % etabs.length]!.id,
        administrateur: i < etabs.length,
      })),
      async (chunk) => {
        employeRows.push(
          ...(await tx
            .insert(employe)
            .values(chunk)
            .returning({ id: employe.id, etablissementId: employe.etablissementId })),
        );
      },
    );
    await insertChunks(
      employeRows.map((e, i) => ({
        employeId: e.id,
        contratTypeId: i % 6 === 0 ? 2 : 1,
        metierId: 1 + (i % 7),
        heuresHebdo: 35,
        dateDebut: `${2012 + (i % 12)}-01-01`,
        dateFin: i % 6 === 0 ? '2027-12-31' : null,
      })),
      (chunk) => tx.insert(contrat).values(chunk),
    );
    const servicesParEtab = Math.ceil((LARGE.services - 6) / etabs.length);
    const serviceRows = await tx
      .insert(service)
      .values(
        etabs
          .flatMap((e, ei) =>
            Array.from({ length: servicesParEtab }, (_, si) => ({
              etablissementId: e.id,
              nom: `Service ${si + 1}`,
              chefDeServiceId: employeRows.filter((r) => r.etablissementId === e.id)[si]?.id ?? null,
              _order: ei,
            })).map(({ _order, ...s }) => s),
          )
          .slice(0, LARGE.services - 6),
      )
      .returning({ id: service.id, etablissementId: service.etablissementId });
    log(`${serviceRows.length} services`);
    const byEtab = new Map<number, number[]>();
    for (const s of serviceRows) byEtab.set(s.etablissementId, [...(byEtab.get(s.etablissementId) ?? []), s.id]);
    await insertChunks(
      employeRows.flatMap((e, i) => {
        const services = byEtab.get(e.etablissementId) ?? [];
        const serviceId = services[i % Math.max(services.length, 1)];
        return serviceId ? [{ serviceId, employeId: e.id, couleur: '#90CAF9', heuresHebdo: 35 }] : [];
      }),
      (chunk) => tx.insert(membre).values(chunk),
    );
    await seedLargeConges(
      tx,
      employeRows.map((e) => e.id),
    );
    log(`congés et crédits de ${employeRows.length} employés`);
    await seedLargePlanning(tx, todayInParis(), etabs[0]!.id, log);
    await refreshRolesOf(tx, userIds);
  });
  // A million rows written at once and no statistics yet: without ANALYZE the planner guesses,
  // overestimates, and PostgreSQL's JIT compiles every query (300 ms instead of 1 ms). A live
  // database has autovacuum for this; a freshly loaded one needs it said.
  await db.execute(sql`analyze`);
}
