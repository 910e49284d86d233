import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), signInBudget(), precompress()],
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
  },
});
