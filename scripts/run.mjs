#!/usr/bin/env node
// `node scripts/run.mjs <entry.ts> [args…]`: what the package.json commands (import, user, generate, recount,
// migrate) run. Installs the dependencies when they are missing (a fresh clone), then runs the TypeScript entry
// with tsx, passing arguments, exit code and signals through.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ensureInstalled, ROOT } from './ensure-installed.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('Usage: node scripts/run.mjs <entry.ts> [arguments…]');
  process.exit(2);
}

ensureInstalled();

// tsx's own CLI run by this Node: no shell, no node_modules/.bin on PATH needed.
const require = createRequire(join(ROOT, 'package.json'));
const tsxPackage = require.resolve('tsx/package.json');
const tsxCli = join(dirname(tsxPackage), require(tsxPackage).bin);

const child = spawn(process.execPath, [tsxCli, join(ROOT, entry), ...args], { stdio: 'inherit' });
const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of forwarded) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  if (signal) {
    // End the way the child ended, so that callers see the signal too.
    for (const name of forwarded) {
      process.removeAllListeners(name);
    }
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
