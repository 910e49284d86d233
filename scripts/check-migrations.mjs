// Fails when the Drizzle schema has changes that no committed migration holds.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'apps/server/src/db/migrations';
const scratch = mkdtempSync(join(tmpdir(), 'roulement-migrations-'));
cpSync(committed, scratch, { recursive: true });
const before = readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
const r = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'apps/server/drizzle.config.ts', '--name', 'drift'],
  {
    env: { ...process.env, DRIZZLE_OUT: scratch },
    encoding: 'utf8',
  },
);
const after = readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
rmSync(scratch, { recursive: true, force: true });
if (r.status !== 0) {
  console.error(r.stdout, r.stderr);
  process.exit(1);
}
if (after !== before) {
  console.error('Le schéma Drizzle a changé sans migration : lancez `npm run db:generate` et committez la migration.');
  process.exit(1);
}
console.log('schema and migrations agree');
