// Fails when a web feature imports another feature or app/: Biome's noRestrictedImports cannot say
// "a feature other than mine" for relative paths, so the imports are resolved here.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const src = resolve('apps/web/src');
const features = join(src, 'features');
// Static and dynamic imports, re-exports, and vi.mock: a mocked module is a dependency too.
const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|js|jsx|mjs)$/.test(entry.name)) yield path;
  }
}

/** `features/<name>` or `app` for a path under src, else undefined. */
function areaOf(path) {
  const [top, name] = relative(src, path).split(sep);
  if (top === 'app') return 'app';
  if (top === 'features' && name) return `features/${name}`;
  return undefined;
}

const violations = [];
for (const file of sourceFiles(features)) {
  const own = areaOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(specifiers)) {
    const specifier = match[1];
    if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue;
    const target = areaOf(resolve(dirname(file), specifier));
    if (target === undefined || target === own) continue;
    const line = text.slice(0, match.index).split('\n').length;
    violations.push(`  ${relative(process.cwd(), file)}:${line} → ${specifier} (${target})`);
  }
}

if (violations.length > 0) {
  console.error(
    `Frontières du web : ${violations.length} import(s) d'une autre feature ou de app/ depuis features/.\n` +
      `Déplacez ce qui est partagé dans components/ ou lib/, et composez les features dans app/routes/.\n` +
      violations.join('\n'),
  );
  process.exit(1);
}
// `apiRoutes` holds every route and every schema: one use in the sign-in path brought the whole
// contract into the first page (250.7 Ko against a 250 Ko budget). Code imports its domain's routes.
const routesGlobales = [];
for (const file of sourceFiles(src)) {
  if (/\.test\.tsx?$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  const match = /\bapiRoutes\b/.exec(text);
  if (match) routesGlobales.push(`  ${relative(process.cwd(), file)}:${text.slice(0, match.index).split('\n').length}`);
}
if (routesGlobales.length > 0) {
  console.error(
    `Le web importe les routes de son domaine (authRoutes, demandeRoutes…), pas apiRoutes :\n${routesGlobales.join('\n')}`,
  );
  process.exit(1);
}

console.log('web feature boundaries hold');
