import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mouvement, posteAim } from '../../db/schema';
import { buildEtablissement, buildUsager } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { lireHistorique } from './historique.lecture';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the resident history's movements (issue 24)", () => {
  it('come back field by field, whatever their text holds: a comma in a code corrupts nothing', async () => {
    const etab = await buildEtablissement(t.db, { aideIndividuelleMensuelle: true });
    const u = await buildUsager(t.db, { etablissementId: etab.id });
    await t.db.insert(posteAim).values({
      id: 'AIDE,SPECIALE',
      libelle: 'Aide, spéciale; rare',
      periodicite: 'PONCTUELLE',
      icone: 'x',
      ordre: 99,
    });
    const ligne = { usagerId: u.id, etablissementId: etab.id, posteAimId: 'AIDE,SPECIALE', type: 'CREANCE' as const };
    await t.db.insert(mouvement).values([
      { ...ligne, dateApplication: '2026-01-05', montant: '12.50' },
      { ...ligne, dateApplication: '2026-02-05', montant: '-3.00', type: 'DETTE' },
    ]);
    const h = await lireHistorique(t.db, { usagerId: u.id, etablissementId: etab.id });
    expect(h.mouvements).toMatchObject([
      { posteAimId: 'AIDE,SPECIALE', libelle: 'Aide, spéciale; rare', type: 'DETTE', montant: '-3.00' },
      { posteAimId: 'AIDE,SPECIALE', libelle: 'Aide, spéciale; rare', type: 'CREANCE', montant: '12.50' },
    ]);
    expect(h.mouvements.map((m) => [m.ficheAimId, m.versementId, m.dateApplication])).toEqual([
      [null, null, '2026-02-05'],
      [null, null, '2026-01-05'],
    ]);
  });
});
