import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';

/** Budget of the sign-in page: the entry chunk plus everything it imports statically. */
const SIGN_IN_BUDGET_KB = 250;

/**
 * Prints the gzipped JavaScript the sign-in page needs and fails the build above the budget,
 * so a heavy import slipping out of the lazy areas is caught when it lands.
 */
function signInBudget(): Plugin {
  return {
    name: 'roulement:sign-in-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { code: string; imports: string[] }>();
      let entry: string | undefined;
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(fileName, { code: output.code, imports: output.imports });
        if (output.isEntry) entry = fileName;
      }
      if (!entry) return;
      const seen = new Set<string>();
      const pending = [entry];
      while (pending.length > 0) {
        const name = pending.pop();
        if (name === undefined || seen.has(name)) continue;
        seen.add(name);
        pending.push(...(chunks.get(name)?.imports ?? []));
      }
      const sizes = [...seen].map((name) => ({ name, bytes: gzipSync(chunks.get(name)?.code ?? '').length }));
      // SIGN_IN_DETAIL=1 lists each file, to find what made the page heavier.
      if (process.env.SIGN_IN_DETAIL) {
        for (const { name, bytes } of sizes) this.info(`  ${name} : ${(bytes / 1024).toFixed(1)} Ko`);
      }
      const bytes = sizes.reduce((sum, size) => sum + size.bytes, 0);
      const kb = bytes / 1024;
      this.info(
        `page de connexion : ${kb.toFixed(1)} Ko gzip en ${seen.size} fichier(s) (budget ${SIGN_IN_BUDGET_KB} Ko)`,
      );
      if (kb > SIGN_IN_BUDGET_KB) {
        this.error(`La page de connexion dépasse ${SIGN_IN_BUDGET_KB} Ko gzip (${kb.toFixed(1)} Ko)`);
      }
    },
  };
}

/** Text files worth compressing; images other than SVG already are. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|webmanifest)$/;

/**
 * Writes `.br` and `.gz` beside each text file of the build, at the best quality, once: the server
 * sends them as they are (`preCompressed`), so sign-in costs the network a quarter of the bytes and
 * the server no CPU.
 */
function precompress(): Plugin {
  return {
    name: 'roulement:precompress',
    apply: 'build',
    writeBundle(options) {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const path of walk(options.dir ?? 'dist')) {
        if (!COMPRESSIBLE.test(path)) continue;
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const source = (chemin: string) => fileURLToPath(new URL(`./src/${chemin}`, import.meta.url));

/**
 * The signed-in path of a phone's first load (issue 24, decision 100): the shell, then Mon
 * planning, each gathered with everything it imports statically into one file.
 */
const PARCOURS = [
  { nom: 'coquille', racine: source('app/layout/app-shell.tsx') },
  { nom: 'mon-planning', racine: source('app/routes/sections/simple-pages.tsx') },
];

/**
 * Left to itself, the bundler cut the path into a hundred files of a few kilobytes; on 4G each
 * costs a round trip of half a second and the browser opens six at a time. One file per step of
 * the path loads the same bytes in three requests: the sign-in page's files, the shell's, Mon
 * planning's. A module already in an earlier step stays there, so no step loads a byte twice and
 * the other pages keep the bundler's own split. The walk follows `@mui/material`'s index, so the
 * shell's file also holds the MUI components other pages use (about 30 KB gzipped that Mon
 * planning does not need): cheaper on 4G than the thirty requests a precise split made.
 */
function decoupageDuPremierAffichage(): Rolldown.CodeSplittingOptions {
  const fermetures = new Map<string, Set<string>>();
  const fermeture = (racine: string, ctx: Rolldown.ChunkingContext) => {
    const connue = fermetures.get(racine);
    if (connue) return connue;
    const vus = new Set<string>();
    const aVoir = [racine];
    for (let id = aVoir.pop(); id !== undefined; id = aVoir.pop()) {
      if (vus.has(id)) continue;
      vus.add(id);
      aVoir.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    fermetures.set(racine, vus);
    return vus;
  };
  return {
    groups: [
      { name: 'connexion', tags: ['$initial'], priority: PARCOURS.length + 1 },
      ...PARCOURS.map(({ nom, racine }, rang) => ({
        name: (id: string, ctx: Rolldown.ChunkingContext) => (fermeture(racine, ctx).has(id) ? nom : null),
        debugName: nom,
        priority: PARCOURS.length - rang,
      })),
    ],
  };
}

/** Issue 25: what the phone shows once the app is installed (decision 086). */
const manifesteApplication: Partial<ManifestOptions> = {
  id: '/planning',
  name: 'Roulement',
  short_name: 'Roulement',
  description: 'Plannings, congés et demandes des établissements médico-sociaux',
  lang: 'fr',
  dir: 'ltr',
  start_url: '/planning',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1565c0',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icone-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icone-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icone-masquable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

export default defineConfig({
  plugins: [
    react(),
    signInBudget(),
    precompress(),
    // Decision 086: the worker precaches the app shell only; the signed-in user's data is kept by
    // the query cache (lib/cache-hors-ligne.ts), never by the worker, and /api is never cached.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/icone-apple-180.png'],
      manifest: manifesteApplication,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // The PDF library is the largest chunk: it must be there offline like the others.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // The push and notification-click handlers (decision 090) live in their own file.
        importScripts: ['/sw-push.js'],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: decoupageDuPremierAffichage() } },
  },
});
