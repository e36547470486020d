#!/usr/bin/env node
// `npm test`: lint, typecheck, every unit and integration test (vitest), and the browser journeys
// (Playwright) when Chromium is available. Ends with one line "N passed, N failed" (skipped tests are counted on the line before).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function check(label, command, args) {
  const status = run(label, command, args);
  if (status === 0) {
    totals.passed += 1;
  } else {
    totals.failed += 1;
    failures.push(label);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

check('lint', 'npx', ['biome', 'check', '.']);
check('typecheck', 'npm', ['run', 'typecheck', '--silent']);

const vitestReport = join(reports, 'vitest.json');
const vitestStatus = run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  // A suite that failed to load has no failed tests but must still fail the run.
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) {
    totals.failed += 1;
    failures.push('vitest (a test file failed to run)');
  }
} else {
  totals.failed += 1;
  failures.push('vitest (no report)');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2eWanted = process.env.E2E !== '0' && (process.env.E2E === '1' || existsSync(chromium));
if (e2eWanted && existsSync(join(root, 'e2e', 'playwright.config.ts'))) {
  check('web build', 'npm', ['run', 'build', '-w', '@parton/web']);
  const playwrightReport = join(reports, 'playwright.json');
  const status = run('browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const playwright = readJson(playwrightReport);
  if (playwright?.stats) {
    totals.passed += playwright.stats.expected + (playwright.stats.flaky ?? 0);
    totals.failed += playwright.stats.unexpected;
    totals.skipped += playwright.stats.skipped;
  }
  if (status !== 0 && !(playwright?.stats?.unexpected > 0)) {
    totals.failed += 1;
    failures.push('playwright (run failed)');
  }
} else {
  console.log(
    `\n━━ browser journeys skipped: ${e2eWanted ? 'no e2e/playwright.config.ts' : `no Chromium at ${chromium} (E2E=1 forces)`}`,
  );
}

if (failures.length > 0) {
  console.log(`\nFailed: ${failures.join(', ')}`);
}
console.log(`\n${totals.skipped} skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
