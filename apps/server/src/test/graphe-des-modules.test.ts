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

const M = 'apps/server/src/modules';

describe('the module graph rules', () => {
  it.each<{ cas: string; fichiers: Record<string, string>; attendu: string[] }>([
    {
      cas: 'fail on a cycle between two modules, at its upward import',
      fichiers: {
        'employe/fiche.ts': "import { ecarts } from '../planning/ecarts';\nexport const fiche = ecarts;\n",
        'planning/ecarts.ts': "import { joursDe } from '../employe/jours';\nexport const ecarts = joursDe;\n",
        'employe/jours.ts': 'export const joursDe = 1;\n',
      },
      attendu: [`module-vers-module-superieur: ${M}/employe/fiche.ts → ${M}/planning/ecarts.ts`],
    },
    {
      cas: 'let a module import the ones below it',
      fichiers: {
        'employe/ports.ts': 'export const ports = {};\n',
        'planning/ecarts.ts': "import { ports } from '../employe/ports';\nexport const ecarts = ports;\n",
      },
      attendu: [],
    },
    {
      cas: "fail on a module reading another module's repository",
      fichiers: {
        'employe/employe.repository.ts': 'export const lire = 1;\n',
        'planning/ecarts.ts': "import { lire } from '../employe/employe.repository';\nexport const ecarts = lire;\n",
      },
      attendu: [`depot-d-un-autre-module: ${M}/planning/ecarts.ts → ${M}/employe/employe.repository.ts`],
    },
  ])(
    '$cas',
    async ({ fichiers, attendu }) => {
      expect(await violations(fichiers)).toEqual(attendu);
    },
    30_000,
  );
});
