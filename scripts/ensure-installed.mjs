// Installs the dependencies when they are missing or older than package-lock.json: `npm start` and every
// documented `npm run <command>` (through scripts/run.mjs) call it first, so a fresh clone needs no separate step.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/** Whether `npm install` has to run: no install yet, or package-lock.json changed since the last one. */
export function installNeeded(root = ROOT) {
  const lockFile = join(root, 'package-lock.json');
  // npm writes this copy of the lock into node_modules at the end of every successful install.
  const installedMarker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installedMarker)) {
    return true;
  }
  return existsSync(lockFile) && statSync(installedMarker).mtimeMs < statSync(lockFile).mtimeMs;
}

/**
 * Runs `npm install` when needed; exits the process when it fails. Its output goes to stderr, so that a command
 * writing data to stdout (`npm run generate -- --out -`) stays clean on a first run.
 */
export function ensureInstalled(root = ROOT) {
  if (!installNeeded(root)) {
    return;
  }
  console.error('▸ Installing dependencies (first run, or package-lock.json changed)');
  // npm install, not npm ci: npm 11's ci rejects this lock for optional platform packages of other systems.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: ['inherit', process.stderr, 'inherit'],
  });
  if (result.status !== 0) {
    console.error('✗ Installing dependencies failed');
    process.exit(result.status ?? 1);
  }
}
