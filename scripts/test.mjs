#!/usr/bin/env node
// `npm test`: lint, typecheck, every unit and integration test (vitest), and the browser journeys
// (Playwright) when Chromium is available. Ends with one line "N passed, N failed" counting tests (skipped tests
// are counted on the line before); lint, typecheck and the web build are checks, listed on a line of their own and
// counted only when they fail (scripts/summary.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { addCheck, addPlaywright, addVitest, createSummary, exitCode, summaryLines } from './summary.mjs';

const root = join(import.meta.dirname, '..');
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const summary = createSummary();

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function check(label, command, args) {
  addCheck(summary, label, run(label, command, args));
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
addVitest(summary, readJson(vitestReport), vitestStatus);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2eWanted = process.env.E2E !== '0' && (process.env.E2E === '1' || existsSync(chromium));
if (e2eWanted && existsSync(join(root, 'e2e', 'playwright.config.ts'))) {
  check('web build', 'npm', ['run', 'build', '-w', '@parton/web']);
  const playwrightReport = join(reports, 'playwright.json');
  const status = run('browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  addPlaywright(summary, readJson(playwrightReport), status);
} else {
  console.log(
    `\n━━ browser journeys skipped: ${e2eWanted ? 'no e2e/playwright.config.ts' : `no Chromium at ${chromium} (E2E=1 forces)`}`,
  );
}

console.log(`\n${summaryLines(summary).join('\n')}`);
process.exit(exitCode(summary));
