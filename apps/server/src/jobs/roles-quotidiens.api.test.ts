import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contrat, roleUtilisateur } from '../db/schema';
import { buildEmploye, buildEtablissement } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/test-app';
import { recalculerRolesDuJour } from './roles-quotidiens';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('removes SALARIE once the contract has ended, and changes nothing when run twice', async () => {
  const etab = await buildEtablissement(t.db);
  const employe = await buildEmploye(t.db, {
    etablissementId: etab.id,
    contrat: { dateDebut: '2020-01-01', dateFin: '2099-12-31' },
  });
  const rolesOf = async () =>
    (await t.db.select().from(roleUtilisateur).where(eq(roleUtilisateur.utilisateurId, employe.utilisateurId)))
      .map((r) => r.role)
      .sort();
  expect(await rolesOf()).toContain(`ROLE_SALARIE_${etab.id}`);

  await t.db.update(contrat).set({ dateFin: '2021-12-31' }).where(eq(contrat.employeId, employe.id));
  expect(await recalculerRolesDuJour(t.db)).toBeGreaterThan(0);
  const after = await rolesOf();
  expect(after).toEqual(['ROLE_UTILISATEUR']);
  await recalculerRolesDuJour(t.db);
  expect(await rolesOf()).toEqual(after);
});
