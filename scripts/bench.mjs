// `npm run bench`: the built server on a fresh large data set, once on PostgreSQL and once on the
// embedded database. Each read is measured with autocannon and printed as a ratio to the no-op
// route (the framework's ceiling on this machine). Budgets come from the issues.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What is measured: [label, path, account, budget as a fraction of the ceiling]. */
const READS = [
  ['GET /api/calendrier/jour (jeton seul, aucune requête SQL)', '/api/calendrier/jour', 'salarie@demo.test', 0.1],
  ['GET /api/etablissement (1 requête indexée)', '/api/etablissement', 'salarie@demo.test', 0.1],
  [
    'GET /api/utilisateur/email (3 requêtes indexées)',
    '/api/utilisateur/email?_search=salarie%40demo.test',
    'salarie@demo.test',
    0.05,
  ],
  ['GET /api/acl?_taille=50 (Administrateur, page de 50)', '/api/acl?_taille=50', 'admin@demo.test', 0.05],
];

const freePort = () =>
  new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

function cli(env, ...args) {
  const r = spawnSync(process.execPath, ['apps/server/dist/cli.js', ...args], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`cli ${args.join(' ')} failed`);
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      CONNEXION_MAX_PAR_IP: '100000',
      CONNEXION_MAX_PAR_EMAIL: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`${url}/api/sante`)).ok)
        return {
          url,
          stop: () =>
            new Promise((r) => {
              child.once('exit', r);
              child.kill('SIGTERM');
            }),
        };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function token(url, email) {
  const r = await fetch(`${url}/api/authentification/connexion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo-2026!' }),
  });
  if (!r.ok) throw new Error(`login ${email}: ${r.status}`);
  return `Bearer ${(await r.json()).accessToken}`;
}

async function measure(url, path, authorization) {
  const headers = authorization ? { authorization } : {};
  // Warm-up: JIT, connection pool, PostgreSQL caches.
  await autocannon({ url: url + path, connections: CONNECTIONS, duration: 1, headers });
  const r = await autocannon({ url: url + path, connections: CONNECTIONS, duration: DURATION, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p95: r.latency.p97_5 ?? r.latency.p99, p50: r.latency.p50 };
}

async function benchDriver(name, env, withBudgets) {
  console.log(`\n=== ${name}: large data set ===`);
  const started = Date.now();
  cli(env, 'seed', '--large');
  console.log(`seed: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const server = await startServer(env);
  const rows = [];
  try {
    const ceiling = await measure(server.url, '/api/sante');
    rows.push({ label: 'GET /api/sante (no-op, plafond)', ...ceiling, ratio: 1, budget: null });
    const tokens = {};
    for (const [label, path, account, budget] of READS) {
      tokens[account] ??= await token(server.url, account);
      const m = await measure(server.url, path, tokens[account]);
      rows.push({ label, ...m, ratio: m.rps / ceiling.rps, budget });
    }
  } finally {
    await server.stop();
  }
  for (const r of rows) {
    const verdict =
      r.budget === null || !withBudgets
        ? ''
        : r.ratio >= r.budget
          ? `  OK (budget ≥ ${r.budget * 100} %)`
          : `  HORS BUDGET (≥ ${r.budget * 100} %)`;
    console.log(
      `${r.label.padEnd(58)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p97.5 ${String(r.p95).padStart(3)} ms  ${(r.ratio * 100).toFixed(1).padStart(5)} %${verdict}`,
    );
  }
  return rows;
}

const results = {};
// PostgreSQL: a database of its own, dropped afterwards.
const admin = new pg.Client({ connectionString: PG_URL });
let pgAvailable = true;
try {
  await admin.connect();
  await admin.query('drop database if exists roulement_bench with (force)');
  await admin.query('create database roulement_bench');
} catch (error) {
  pgAvailable = false;
  console.log(`PostgreSQL indisponible (${error.message}) : mesure sur la base embarquée seulement`);
}
if (pgAvailable) {
  const url = new URL(PG_URL);
  url.pathname = '/roulement_bench';
  try {
    results.postgresql = await benchDriver('PostgreSQL', { DATABASE_URL: url.toString() }, true);
  } finally {
    await admin.query('drop database if exists roulement_bench with (force)');
    await admin.end();
  }
}
const dataDir = mkdtempSync(join(tmpdir(), 'roulement-bench-'));
try {
  // The budgets are PostgreSQL's; the embedded database (WASM, in the server's own thread) is reported.
  results.pglite = await benchDriver(
    'Base embarquée (PGlite, indicatif)',
    { DATA_DIR: dataDir, DATABASE_URL: '' },
    false,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2));
const failed = (results.postgresql ?? []).filter((r) => r.budget !== null && r.ratio < r.budget);
if (results.postgresql?.some((r) => r.budget !== null && r.ratio < r.budget)) {
  console.log('\nAu moins une lecture est hors budget sur PostgreSQL.');
  process.exitCode = 1;
}
console.log(`\nRésultats : bench-results/latest.json (${failed.length} mesure(s) hors budget)`);
