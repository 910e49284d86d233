import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { congesCredit, heureCredit, roleUtilisateur } from '../../db/schema';
import { buildCongesCredit, buildEmploye, buildService } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * About twenty requests at once on one user or one balance (issue 11 §7). PGlite runs one
 * statement at a time; on PostgreSQL (api-pg) these prove the row locks.
 */
const PARALLELES = 20;

let t: TestApp;
let o: Organisation;

beforeAll(async () => {
  t = await buildTestApp();
  o = await buildOrganisation(t);
});
afterAll(() => t.close());

const enParallele = (n: number, appel: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: n }, (_, i) => appel(i)));

function sans5xx(reponses: readonly LightMyRequestResponse[]) {
  for (const r of reponses) expect(r.statusCode, r.body).toBeLessThan(500);
}

describe('services whose head becomes the same employee at once', () => {
  it('give that employee every head role, none lost, no 500', async () => {
    const chef = await buildEmploye(t.db, { etablissementId: o.etab.a });
    const services: { id: number }[] = [];
    for (let i = 0; i < PARALLELES; i++) {
      const ancien = await buildEmploye(t.db, { etablissementId: o.etab.a });
      services.push(await buildService(t.db, { etablissementId: o.etab.a, chefDeServiceId: ancien.id }));
    }
    const reponses = await enParallele(PARALLELES, (i) =>
      t.inject({
        method: 'PUT',
        url: `/api/service/${services[i]!.id}/chefDeService`,
        headers: o.as.adminA,
        payload: { chefDeServiceId: chef.id },
      }),
    );
    sans5xx(reponses);
    expect(reponses.every((r) => r.statusCode === 200)).toBe(true);

    const roles = await t.db
      .select({ role: roleUtilisateur.role })
      .from(roleUtilisateur)
      .where(
        and(
          eq(roleUtilisateur.utilisateurId, chef.utilisateurId),
          sql`${roleUtilisateur.role} like 'ROLE_CHEF_DE_SERVICE_%'`,
        ),
      );
    expect(roles.map((r) => r.role).sort()).toEqual(services.map((s) => `ROLE_CHEF_DE_SERVICE_${s.id}`).sort());
  });
});

describe('debits of one balance at once', () => {
  it('take leave days only while the balance covers them', async () => {
    const employeId = (await buildEmploye(t.db, { etablissementId: o.etab.a })).id;
    await buildCongesCredit(t.db, { employeId, congesTypeId: 1, date: '2026-01-01', nbJours: 5 });
    const debit = {
      employeId,
      type: 1,
      date: '2026-06-30',
      nbJours: -1,
      exceptionnel: true,
      dateExpiration: null,
      commentaire: null,
    };
    const reponses = await enParallele(PARALLELES, () =>
      t.inject({ method: 'POST', url: '/api/conges/credit', headers: o.as.adminA, payload: debit }),
    );
    sans5xx(reponses);
    expect(reponses.filter((r) => r.statusCode === 201)).toHaveLength(5);
    for (const r of reponses.filter((x) => x.statusCode !== 201)) {
      expect(expectApiError(r, 409).message).toMatch(/^Solde insuffisant/);
    }
    const [total] = await t.db
      .select({ jours: sum(congesCredit.nbJours).mapWith(Number) })
      .from(congesCredit)
      .where(eq(congesCredit.employeId, employeId));
    expect(total!.jours).toBe(0);
  });

  it('write every hours debit, none lost', async () => {
    const employeId = (await buildEmploye(t.db, { etablissementId: o.etab.a })).id;
    const reponses = await enParallele(PARALLELES, () =>
      t.inject({
        method: 'POST',
        url: `/api/employe/${employeId}/soldeRecup/credit`,
        headers: o.as.adminA,
        payload: { dateDapplication: '2026-06-30', nbHeures: -1, raison: 'PAIEMENT', commentaire: null },
      }),
    );
    sans5xx(reponses);
    expect(reponses.every((r) => r.statusCode === 201)).toBe(true);
    const [lignes] = await t.db
      .select({ n: count(), minutes: sum(heureCredit.minutes).mapWith(Number) })
      .from(heureCredit)
      .where(eq(heureCredit.employeId, employeId));
    expect(lignes).toEqual({ n: PARALLELES, minutes: -60 * PARALLELES });
  });
});
