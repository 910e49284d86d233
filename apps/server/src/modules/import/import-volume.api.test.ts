import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildEtablissement, buildUtilisateur } from '../../test/factories';
import { multipart } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { modeleCsv } from './modele';
import { sorteContrats } from './sorte-contrats';
import { sorteEmployes } from './sorte-employes';
import { sorteSoldes } from './sorte-soldes';

let t: TestApp;
let auth: { authorization: string };
const LIGNES = 2000;

beforeAll(async () => {
  t = await buildTestApp();
  await buildEtablissement(t.db, { raisonSociale: 'Foyer Volume' });
  await buildUtilisateur(t.db, { email: 'admin@volume.test', administrateurGlobal: true });
  auth = await t.login('admin@volume.test');
});
afterAll(() => t.close());

async function chronometrer(mode: 'apercu' | 'appliquer', fichier: string, sorte = 'employes') {
  const parts = multipart([{ name: 'fichier', filename: 'volume.csv', content: fichier }]);
  const debut = performance.now();
  const r = await t.inject({
    method: 'POST',
    url: `/api/import/${sorte}/${mode}`,
    payload: parts.payload,
    headers: { ...parts.headers, ...auth },
  });
  const ms = performance.now() - debut;
  expect(r.statusCode, r.body).toBe(200);
  console.info(`import de ${LIGNES} lignes (${sorte}), ${mode} : ${Math.round(ms)} ms`);
  return { ms, rapport: r.json() };
}

// Issue 26: 2,000 employees previewed in < 10 s and applied in < 30 s.
it(`previews ${LIGNES} employees in < 10 s and applies them in < 30 s`, { timeout: 120_000 }, async () => {
  const lignes = Array.from({ length: LIGNES }, (_, i) => [
    'M.',
    `Nom${i}`,
    `Prénom${i}`,
    `v${i}@volume.test`,
    '03/04/1979',
    '',
    `V${i}`,
    'Foyer Volume',
  ]);
  const fichier = modeleCsv({ ...sorteEmployes.modele, lignes });
  const apercu = await chronometrer('apercu', fichier);
  expect(apercu.rapport.compteurs.creations).toBe(LIGNES);
  expect(apercu.ms).toBeLessThan(10_000);
  const applique = await chronometrer('appliquer', fichier);
  expect(applique.rapport).toMatchObject({ applique: true, compteurs: { creations: LIGNES } });
  expect(applique.ms).toBeLessThan(30_000);
});

// The same 2,000 employees (imported above), then their contracts and their opening balances.
it.each([
  [
    'contrats',
    sorteContrats,
    (i: number) => [`V${i}`, 'Foyer Volume', 'CDI', 'Éducateur spécialisé', '35', '01/01/2026'],
  ],
  ['soldes', sorteSoldes, (i: number) => [`V${i}`, 'Foyer Volume', 'CP', '12,5', '', '01/01/2026', '']],
] as const)(
  `previews ${LIGNES} lines of %s in < 10 s and applies them in < 30 s`,
  { timeout: 120_000 },
  async (sorte, definition, ligne) => {
    const lignes = Array.from({ length: LIGNES }, (_, i) =>
      [...ligne(i), ...Array(4).fill('')].slice(0, definition.colonnes.length),
    );
    const fichier = modeleCsv({ ...definition.modele, lignes });
    const apercu = await chronometrer('apercu', fichier, sorte);
    expect(apercu.rapport.compteurs).toMatchObject({ creations: LIGNES, erreurs: 0 });
    expect(apercu.ms).toBeLessThan(10_000);
    const applique = await chronometrer('appliquer', fichier, sorte);
    expect(applique.rapport).toMatchObject({ applique: true, compteurs: { creations: LIGNES } });
    expect(applique.ms).toBeLessThan(30_000);
  },
);
