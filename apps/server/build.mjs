// Bundles the server (and the contract it imports) into dist/; npm packages stay external.
// `--watch` rebuilds on change and restarts the server (npm run dev).
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { build, context } from 'esbuild';

const watch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions} */
const options = {
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@roulement/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};

rmSync('dist', { recursive: true, force: true });
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('assets', 'dist/assets', { recursive: true });

if (!watch) {
  await build(options);
  console.log('server bundled into apps/server/dist');
} else {
  let server;
  const restart = {
    name: 'restart',
    setup(b) {
      b.onEnd((result) => {
        if (result.errors.length > 0) return;
        server?.kill('SIGTERM');
        server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
          stdio: 'inherit',
          env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? '../../data' },
        });
      });
    },
  };
  const ctx = await context({ ...options, plugins: [...options.plugins, restart] });
  await ctx.watch();
}
