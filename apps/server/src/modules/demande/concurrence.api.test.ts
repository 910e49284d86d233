import { apiRoutes } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conges, mailSortant } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { buildCongesCredit, buildEmploye, buildUtilisateur, designerDirecteur } from '../../test/factories';
import { buildEquipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * Accepts of one request at once (a double click, two validators): PGlite runs one statement at a
 * time, so this passes trivially there; on PostgreSQL (api-pg) it proves the lock on the request.
 */
const PARALLELES = 12;
const D = apiRoutes.demande;
let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
});
afterAll(() => t.close());

describe('accepting one request at once', () => {
  it('applies the effect once: one 200, the others 409, one leave, one decision mail', async () => {
    const e = await buildEquipe(t.db, { nbMembres: 1 });
    const membre = e.membres[0]!;
    const u = await buildUtilisateur(t.db);
    const emp = await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: e.etab.id });
    await designerDirecteur(t.db, e.etab.id, emp.id, u.id);
    await buildCongesCredit(t.db, { employeId: membre.employeId, nbJours: 30 });
    const body = { employeId: membre.employeId, type: 1, dateDebut: '2036-03-03', dateFin: '2036-03-04' };
    const cree = await api.as(e.admin.email).call(D.creerConges, { body });
    expect(cree.status, cree.raw.body).toBe(201);
    const demandeId = cree.body.demandeId;
    const racine = (await api.as(u.email).call(D.detail, { params: { demandeId } })).body.validations[0]!;
    const params = { demandeId, validationId: racine.validationId };
    await api.as(u.email).call(D.compteurs);

    const reponses = await Promise.all(
      Array.from({ length: PARALLELES }, () => api.as(u.email).call(D.valider, { params })),
    );
    expect(reponses.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of reponses.filter((x) => x.status !== 200)) expectApiError(r, 409);
    expect(await t.db.select().from(conges).where(eq(conges.demandeCongesId, demandeId))).toHaveLength(1);
    const decisions = await t.db.select().from(mailSortant).where(eq(mailSortant.destinataire, membre.email));
    expect(decisions.filter((m) => m.sujet.endsWith('acceptée'))).toHaveLength(1);
  });
});

describe('commenting one request at once', () => {
  it('counts every comment in the list (migration 0023)', async () => {
    const e = await buildEquipe(t.db, { nbMembres: 1 });
    const membre = e.membres[0]!;
    await buildCongesCredit(t.db, { employeId: membre.employeId, nbJours: 30 });
    const body = { employeId: membre.employeId, type: 1, dateDebut: '2036-04-07', dateFin: '2036-04-08' };
    const demandeId = (await api.as(e.admin.email).call(D.creerConges, { body })).body.demandeId;

    const reponses = await Promise.all(
      Array.from({ length: PARALLELES }, (_, i) =>
        api.as(e.admin.email).call(D.commenter, { params: { demandeId }, body: { commentaire: `Avis ${i}` } }),
      ),
    );
    expect(reponses.map((r) => r.status)).toEqual(Array(PARALLELES).fill(201));
    const liste = (await api.as(membre.email).call(D.mesDemandes)).body;
    expect(liste.find((d) => d.demandeId === demandeId)?.nbCommentaires).toBe(PARALLELES);
  });
});
