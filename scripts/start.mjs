#!/usr/bin/env node
// `npm start` on a fresh clone: install what is missing, build the web app and the server when their sources
// changed, then run the built server (which migrates the database and seeds the demo corpus on first run) under
// the supervisor (supervise.mjs), which restarts it after a crash. The server runs as plain JavaScript
// (apps/server/dist), as in production: what `npm start` runs is what gets deployed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { BUILT_SERVER, SERVER_COMMAND, supervise } from './supervise.mjs';

const root = join(import.meta.dirname, '..');

function step(label, command, args) {
  console.log(`▸ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) {
    return info.mtimeMs;
  }
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') {
      continue;
    }
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

// Shared with the other commands (scripts/run.mjs): npm install when node_modules is missing or stale.
ensureInstalled(root);

const webIndex = join(root, 'apps', 'web', 'dist', 'index.html');
const webSources = [join(root, 'apps', 'web'), join(root, 'packages', 'records', 'src')];
const webBuiltAt = existsSync(webIndex) ? statSync(webIndex).mtimeMs : 0;
if (webSources.some((source) => newestMtime(source) > webBuiltAt)) {
  step('Building the web app', 'npm', ['run', 'build', '-w', '@parton/web']);
}

// The server bundle includes the workspace packages (TypeScript sources) and the migrations.
const serverSources = [
  join(root, 'apps', 'server', 'src'),
  join(root, 'apps', 'server', 'scripts'),
  ...['records', 'query', 'cite', 'corpus'].map((name) => join(root, 'packages', name, 'src')),
];
const serverBuiltAt = existsSync(BUILT_SERVER) ? statSync(BUILT_SERVER).mtimeMs : 0;
if (serverSources.some((source) => newestMtime(source) > serverBuiltAt)) {
  step('Building the server', 'npm', ['run', 'build', '-w', '@parton/server']);
}

process.exit(await supervise(SERVER_COMMAND, { cwd: root }));
