// Fails when a migration of the journal changed after its checksum was recorded, or when the
// Drizzle schema has changes that no committed migration holds.
// `--record` adds the checksums of new migrations; it never rewrites a recorded one.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'apps/server/src/db/migrations';
const checksumsFile = 'apps/server/src/db/migrations.sha256';

// A database applies a migration once: an edit after it landed never reaches the databases that
// already ran it, so the databases drift apart silently. A correction is a new migration.
function checkChecksums(record) {
  const journal = JSON.parse(readFileSync(join(committed, 'meta/_journal.json'), 'utf8'));
  const recorded = new Map(
    (existsSync(checksumsFile) ? readFileSync(checksumsFile, 'utf8') : '')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [hash, file] = line.split(/\s+/);
        return [file, hash];
      }),
  );
  const errors = [];
  for (const { tag } of journal.entries) {
    const file = `${tag}.sql`;
    const hash = createHash('sha256')
      .update(readFileSync(join(committed, file)))
      .digest('hex');
    const known = recorded.get(file);
    if (known === undefined) {
      if (record) recorded.set(file, hash);
      else errors.push(`${file} : nouvelle migration sans empreinte (node scripts/check-migrations.mjs --record)`);
    } else if (known !== hash) {
      errors.push(`${file} a changé après son commit : corrigez-la par une nouvelle migration`);
    }
  }
  if (record) {
    const lines = [...recorded].map(([file, hash]) => `${hash}  ${file}`);
    writeFileSync(checksumsFile, `${lines.join('\n')}\n`);
  }
  return errors;
}

const checksumErrors = checkChecksums(process.argv.includes('--record'));
if (checksumErrors.length > 0) {
  console.error(`Migrations modifiées :\n  ${checksumErrors.join('\n  ')}`);
  process.exit(1);
}
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
