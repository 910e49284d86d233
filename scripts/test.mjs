// `npm test`: every check, in the order that fails fastest, then one closing line
// "N passed, N failed" that sums the test runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = [];
const summary = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ label, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

function vitest(label, projects, reportFile) {
  rmSync(reportFile, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`);
  const ok = run(label, 'npx', args);
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    summary.passed += report.numPassedTests;
    summary.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    summary.skipped += report.numPendingTests + report.numTodoTests;
    if (!ok && report.numFailedTests === 0) summary.failed += 1;
  } else if (!ok) {
    summary.failed += 1;
  }
  return ok;
}

mkdirSync('.tmp', { recursive: true });
const fast = process.argv.includes('--no-e2e');
const projects = ['unit', 'api', 'web', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];

const staticOk =
  run('lint (biome, dependency-cruiser import rules, knip)', 'npm', ['run', '-s', 'lint']) &
  run('typecheck (tsc)', 'npm', ['run', '-s', 'typecheck']) &
  run('schema and migrations agree', 'node', ['scripts/check-migrations.mjs']);
if (!staticOk) summary.failed += 1;

vitest(`unit, API and component tests (${projects.join(', ')})`, projects, '.tmp/vitest-main.json');
if (!fast) {
  if (run('build', 'npm', ['run', '-s', 'build']))
    vitest('end-to-end tests (chromium)', ['e2e'], '.tmp/vitest-e2e.json');
  else summary.failed += 1;
}

console.log('\n── Summary ──');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.label} (${r.seconds} s)`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0 && summary.failed === 0) summary.failed = failedSteps;
console.log(`${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
process.exit(summary.failed > 0 || failedSteps > 0 ? 1 : 0);
