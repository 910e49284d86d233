import { ajouterJours, apiRoutes, type PosteAimId } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildAccueil, buildUsager } from '../../test/factories';
import { buildEquipeAim, type Equipe } from '../../test/factories/planning';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
const U = apiRoutes.usager;

/** Each sheet's stored summary against the computation on its lines and operations (migration 0022). */
const resumes = () =>
  t.db
    .select({
      id: sql<number>`f.id`,
      total: sql<string>`f.total::text`,
      derive: sql<boolean>`(f.postes, f.total) is distinct from (
        coalesce((select array_agg(l.poste_aim_id order by l.ordre) from fiche_aim_ligne l where l.fiche_aim_id = f.id),
          '{}'),
        coalesce((select sum(greatest(l.montant_initial + coalesce((select sum(op.montant) from ajustement a
            join operation_aim op on op.ajustement_id = a.id
            where a.fiche_aim_id = f.id and op.poste_aim_id = l.poste_aim_id), 0), 0))
          from fiche_aim_ligne l where l.fiche_aim_id = f.id), 0))`,
    })
    .from(sql`fiche_aim f`);

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipeAim(t.db, [
    ['HABILLEMENT', '30.00'],
    ['COIFFURE', '15.50'],
  ]);
});
afterAll(() => t.close());

describe('sheet summaries', () => {
  it('follow every change of lines and operations: added, changed, removed, and a line added by an operation', async () => {
    const u = await buildUsager(t.db, { etablissementId: e.etab.id });
    await buildAccueil(t.db, { usagerId: u.id, serviceId: e.service.id, dateDebut: ajouterJours(todayInParis(), -30) });
    const fiche = await api
      .as(e.salarie.email)
      .call(U.initialiserFiche, { body: { etablissementId: e.etab.id, usagerId: u.id } });
    const id = fiche.body.ficheAIMId;
    const ajuster = (explication: string, operations: { posteAIMId: PosteAimId; montant: number }[]) =>
      api.as(e.salarie.email).call(U.ajuster, { params: { id }, body: { ficheAIMId: id, explication, operations } });
    const premier = await ajuster('Epargne mise de côté pour les vacances', [
      { posteAIMId: 'HABILLEMENT', montant: -40 },
      { posteAIMId: 'EPARGNE', montant: 25 },
    ]);
    const second = await ajuster('coiffeur exceptionnel pour le mariage', [{ posteAIMId: 'COIFFURE', montant: 4.5 }]);
    await api.as(e.salarie.email).call(U.modifierAjustement, {
      params: { id },
      body: {
        ficheAIMId: id,
        ajustementId: premier.body.ajustements[0]!.ajustementId,
        explication: 'achat de chaussures remboursé ce mois',
        operations: [{ posteAIMId: 'HABILLEMENT', montant: -5 }],
      },
    });
    await api.as(e.salarie.email).call(U.retirerAjustement, {
      params: { id },
      body: { ficheAIMId: id, ajustementId: second.body.ajustements[1]!.ajustementId },
    });

    const fiches = await resumes();
    expect(fiches.filter((f) => f.derive)).toEqual([]);
    // 30 − 5 for clothes, 15.50 for the hairdresser, 0 for the savings line the first operation added.
    expect(fiches.find((f) => f.id === id)?.total).toBe('40.50');
    expect((await api.as(e.salarie.email).call(U.lireFiche, { params: { id } })).body.total).toBe(40.5);
  });
});
