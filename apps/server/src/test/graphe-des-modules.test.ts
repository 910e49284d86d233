import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractBabelConfig from 'dependency-cruiser/config-utl/extract-babel-config';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * Decision 081 and 099: `npm run lint` fails on an import that goes up the module order, so no two
 * modules can import each other. This runs the repository's own rules on small trees of modules.
 */
const config = createRequire(import.meta.url)(resolve('.dependency-cruiser.cjs'));
let racine: string | undefined;
afterEach(() => racine && rmSync(racine, { recursive: true, force: true }));

async function violations(fichiers: Record<string, string>) {
  racine = mkdtempSync(join(tmpdir(), 'graphe-'));
  for (const [chemin, texte] of Object.entries(fichiers)) {
    const fichier = join(racine, 'apps/server/src/modules', chemin);
    mkdirSync(dirname(fichier), { recursive: true });
    writeFileSync(fichier, texte);
  }
  const { babelConfig: _, ...options } = config.options;
  const resultat = await cruise(
    ['apps'],
    { ...options, baseDir: racine, validate: true, ruleSet: { forbidden: config.forbidden } },
    { extensions: ['.ts'] },
    { babelConfig: await extractBabelConfig(resolve('.dependency-cruiser.babel.json')) },
  );
  if (typeof resultat.output === 'string') throw new Error(resultat.output);
  return resultat.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('the module graph rules', () => {
  it('fail on a cycle between two modules, at its upward import', async () => {
    expect(
      await violations({
        'employe/fiche.ts': "import { ecarts } from '../planning/ecarts';\nexport const fiche = ecarts;\n",
        'planning/ecarts.ts': "import { joursDe } from '../employe/jours';\nexport const ecarts = joursDe;\n",
        'employe/jours.ts': 'export const joursDe = 1;\n',
      }),
    ).toEqual([
      'module-vers-module-superieur: apps/server/src/modules/employe/fiche.ts → apps/server/src/modules/planning/ecarts.ts',
    ]);
  }, 30_000);

  it('let a module import the ones below it, and a port stay inside its module', async () => {
    expect(
      await violations({
        'employe/ports.ts': 'export const ports = {};\n',
        'planning/ecarts.ts': "import { ports } from '../employe/ports';\nexport const ecarts = ports;\n",
      }),
    ).toEqual([]);
  }, 30_000);

  it("fail on a module reading another module's repository", async () => {
    expect(
      await violations({
        'employe/employe.repository.ts': 'export const lire = 1;\n',
        'planning/ecarts.ts': "import { lire } from '../employe/employe.repository';\nexport const ecarts = lire;\n",
      }),
    ).toEqual([
      'depot-d-un-autre-module: apps/server/src/modules/planning/ecarts.ts → apps/server/src/modules/employe/employe.repository.ts',
    ]);
  }, 30_000);
});
