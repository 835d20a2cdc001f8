// `npm test`: everything — typecheck, lint, domain + web unit tests, API integration tests on
// SQLite (and PostgreSQL when TEST_DATABASE_URL is set), then Playwright journeys against the
// built app. Stops at the first failing step and ends with one "N passed, N failed" line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from './lib.mjs';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function readVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function readPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

const vitest = (name, args, env = {}) => ({
  name,
  command: 'npx',
  args: [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reportDir, `${name}.json`)}`,
  ],
  env,
  after: () => readVitest(path.join(reportDir, `${name}.json`)),
});

// Vitest's default is one worker per core but one; these suites wait on jsdom's timers, the
// databases and the network far more than they compute, so on a 2-core machine a few more workers
// halve their time (measured: web 389 → 205 s with 3, API on PostgreSQL 376 → 195 s with 4).
const steps = [
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  vitest('unit', ['--project', 'domain', '--project', 'web', '--maxWorkers=3']),
  vitest('api-sqlite', ['--project', 'api', '--maxWorkers=4'], { TEST_DB: 'sqlite' }),
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(vitest('api-postgres', ['--project', 'api', '--maxWorkers=4'], { TEST_DB: 'postgres' }));
} else {
  console.log('TEST_DATABASE_URL no está definido: la suite de la API corre solo sobre SQLite.');
}
steps.push({ name: 'build', command: 'npm', args: ['run', '--silent', 'build'] });
steps.push({ name: 'bundle-budget', command: 'node', args: ['scripts/bundle-budget.mjs'] });
steps.push({
  name: 'e2e',
  command: 'npx',
  args: ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, 'e2e.json') },
  after: () => readPlaywright(path.join(reportDir, 'e2e.json')),
});

const startedAll = performance.now();
let failedStep = null;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const code = await run(step.command, step.args, { cwd: root, env: { ...process.env, ...step.env } });
  timings.push([step.name, Math.round((performance.now() - started) / 1000)]);
  step.after?.();
  if (code !== 0) {
    failedStep = step.name;
    if (totals.failed === 0) totals.failed = 1;
    break;
  }
}

console.log('\nResumen:');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(14)} ${seconds} s`);
console.log(`  total          ${Math.round((performance.now() - startedAll) / 1000)} s`);
if (failedStep) console.log(`Falló el paso: ${failedStep}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exitCode = failedStep ? 1 : 0;
