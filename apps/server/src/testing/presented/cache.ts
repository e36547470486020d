/**
 * The server's answers for the records the web detail-page tests render (present.ts), produced once and kept in
 * `node_modules/.cache/parton-presented/<hash>`: the hash covers the server and package sources, the migrations
 * and the demo records, so a change to any of them presents the records again, and test files running in
 * parallel share one run (the first takes a lock, the others wait for its folder).
 *
 * Imported by the web tests through a computed path (the web project has no Node types): keep it free of
 * anything that needs more than Node's own modules.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEMO_DATA_DIR, DEMO_SKIP_REASON, hasDemoData } from '@parton/records/testing/demo-data';
import type { PresentedRecord } from './present';

export type { PresentedRecord } from './present';

const ROOT = join(import.meta.dirname, '../../../../..');
const CACHE = join(ROOT, 'node_modules/.cache/parton-presented');
const PRESENT_SCRIPT = join(import.meta.dirname, 'present.ts');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
/** Sources whose change can change an answer. */
const SOURCES = [
  'apps/server/src',
  'packages/records/src',
  'packages/query/src',
  'packages/cite/src',
  'packages/corpus/src',
];
const WAIT_MS = 600_000;
const STALE_LOCK_MS = 900_000;
const PRUNE_AFTER_MS = 3_600_000;

export interface PresentedCollection {
  generated: PresentedRecord[];
  demo: PresentedRecord[];
  /** Why the real demo records of this collection are not there (undefined when they are). */
  demoMissing: string | undefined;
}

function hashTree(hash: ReturnType<typeof createHash>, dir: string, withContent: boolean): void {
  if (!existsSync(dir)) {
    return;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      hashTree(hash, path, withContent);
    } else if (!/\.test\.tsx?$/.test(entry.name)) {
      hash.update(relative(ROOT, path));
      hash.update(withContent ? readFileSync(path) : String(statSync(path).size));
    }
  }
}

function cacheKey(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    hashTree(hash, join(ROOT, source), true);
  }
  hash.update(`demo:${hasDemoData}:${DEMO_DATA_DIR}`);
  if (hasDemoData) {
    hashTree(hash, DEMO_DATA_DIR, false);
  }
  return hash.digest('hex').slice(0, 20);
}

function runPresent(output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [PRESENT_SCRIPT, output], {
      cwd: ROOT,
      // The child must see what this process sees (PARTON_DEMO_DATA), on the embedded database.
      env: { ...process.env, DATABASE_URL: '', RATE_LIMIT: 'off' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`present.ts exited ${code}:\n${errors.slice(-4000)}`)),
    );
  });
}

function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) {
      rmSync(lock, { recursive: true, force: true });
    }
    return false;
  }
}

/** Answers of older sources, kept an hour for test runs that may still read them, then removed. */
function pruneOldFolders(current: string): void {
  for (const entry of readdirSync(CACHE)) {
    const path = join(CACHE, entry);
    if (path !== current && Date.now() - statSync(path).mtimeMs > PRUNE_AFTER_MS) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

async function presentedFolder(): Promise<string> {
  const folder = join(CACHE, cacheKey());
  const lock = `${folder}.lock`;
  const deadline = Date.now() + WAIT_MS;
  mkdirSync(CACHE, { recursive: true });
  while (!existsSync(folder)) {
    if (tryLock(lock)) {
      try {
        if (!existsSync(folder)) {
          const partial = `${folder}.partial-${process.pid}`;
          rmSync(partial, { recursive: true, force: true });
          await runPresent(partial);
          renameSync(partial, folder);
          pruneOldFolders(folder);
        }
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      break;
    }
    if (Date.now() > deadline) {
      throw new Error(`waited ${WAIT_MS / 1000} s for ${lock} to be released`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return folder;
}

/** The server's UI JSON answers for generated records of one collection and for its real demo records. */
export async function presentedRecords(collection: string): Promise<PresentedCollection> {
  const folder = await presentedFolder();
  const records = JSON.parse(readFileSync(join(folder, `${collection}.json`), 'utf8')) as PresentedRecord[];
  const generated = records.filter((record) => record.name.startsWith('generated '));
  const demo = records.filter((record) => !record.name.startsWith('generated '));
  const demoMissing = !hasDemoData
    ? DEMO_SKIP_REASON
    : demo.length === 0
      ? `the real demo records hold no ${collection}`
      : undefined;
  return { generated, demo, demoMissing };
}
