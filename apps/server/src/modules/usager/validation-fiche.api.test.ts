import { ajouterJours, apiRoutes } from '@roulement/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historique } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildAccueil, buildUsager } from '../../test/factories';
import { buildEquipeAim, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
const U = apiRoutes.usager;
const D = apiRoutes.demande;

/** A hosted resident's first sheet, in preparation. */
async function ficheEnPreparation(): Promise<number> {
  const u = await buildUsager(t.db, { etablissementId: e.etab.id });
  await buildAccueil(t.db, { usagerId: u.id, serviceId: e.service.id, dateDebut: ajouterJours(todayInParis(), -30) });
  const r = await api
    .as(e.salarie.email)
    .call(U.initialiserFiche, { body: { etablissementId: e.etab.id, usagerId: u.id } });
  return r.body.ficheAIMId;
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipeAim(t.db, [['HABILLEMENT', '30.00']]);
});
afterAll(() => t.close());

describe('POST /demande/validation-fiche-AIM: the comment (spec 3 §3, issue 23)', () => {
  it("is kept on the request: its validators read it, and the request's history row has it", async () => {
    const ficheAIMId = await ficheEnPreparation();
    const r = await api
      .as(e.salarie.email)
      .call(U.demanderValidation, { body: { ficheAIMId, commentaire: '  Vêture de printemps incluse  ' } });
    expect(r.status).toBe(201);
    const demande = await api.as(e.chef.email).call(D.detail, { params: { demandeId: r.body.demandeId } });
    expect(demande.body.commentaire).toBe('Vêture de printemps incluse');
    const correspondante = await api
      .as(e.salarie.email)
      .call(U.demandeCorrespondante, { query: { ficheAimId: ficheAIMId } });
    expect(correspondante.body).toMatchObject({
      demandeId: r.body.demandeId,
      commentaire: 'Vêture de printemps incluse',
    });
    const [ligne] = await t.db
      .select({ apres: historique.apres })
      .from(historique)
      .where(
        and(
          eq(historique.entite, 'demande'),
          eq(historique.entiteId, r.body.demandeId),
          eq(historique.action, 'CREATION'),
        ),
      );
    expect(ligne?.apres).toMatchObject({ commentaire: 'Vêture de printemps incluse' });
  });

  it('keeps no comment when none or a blank one is sent', async () => {
    for (const commentaire of [undefined, null, '   ']) {
      const ficheAIMId = await ficheEnPreparation();
      const r = await api.as(e.salarie.email).call(U.demanderValidation, { body: { ficheAIMId, commentaire } });
      expect(r.status).toBe(201);
      const demande = await api.as(e.salarie.email).call(D.detail, { params: { demandeId: r.body.demandeId } });
      expect(demande.body.commentaire).toBeNull();
    }
  });

  it('refuses a comment too long or not text under its field, and leaves the sheet in preparation', async () => {
    const ficheAIMId = await ficheEnPreparation();
    for (const commentaire of ['x'.repeat(2001), 42]) {
      const err = expectApiError(
        await api.as(e.salarie.email).call(U.demanderValidation, { body: { ficheAIMId, commentaire } as never }),
        400,
      );
      expect(err.fieldErrors?.commentaire).toBeTruthy();
    }
    expect((await api.as(e.salarie.email).call(U.lireFiche, { params: { id: ficheAIMId } })).body.statut).toBe(
      'EN_PREPARATION',
    );
  });
});
