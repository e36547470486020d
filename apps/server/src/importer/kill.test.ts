import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/engine';
import { buildLiterature } from '../testing/factories';

const ROOT = join(import.meta.dirname, '../../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const IMPORT_CLI = join(ROOT, 'apps/server/src/cli/import.ts');
const RECORDS = 6000;

const folder = mkdtempSync(join(tmpdir(), 'parton-kill-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A database of its own: a fresh PostgreSQL database, or a PGlite folder the child process can open. */
async function freshTarget(): Promise<{
  env: NodeJS.ProcessEnv;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = join(folder, 'data');
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir }),
      drop: async () => {},
    };
  }
  const { createTestDatabase } = await import('../testing/database');
  const handle = await createTestDatabase();
  const url = await sql<{ url: string }>`SELECT current_database() AS url`.execute(handle.db);
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${url.rows[0]!.url}`;
  return {
    env: { DATABASE_URL: parsed.toString() },
    open: async () => openDatabase({ databaseUrl: parsed.toString(), poolSize: 2 }),
    drop: () => handle.close(),
  };
}

function runImport(env: NodeJS.ProcessEnv, file: string): ChildProcess {
  return spawn(TSX, [IMPORT_CLI, '--batch', '100', file], {
    cwd: ROOT,
    env: { ...process.env, ...env, RATE_LIMIT: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

describe('importer killed mid-run', () => {
  it('leaves only complete records, and a re-run completes the job', async () => {
    const records = Array.from({ length: RECORDS }, (_, index) =>
      buildLiterature({
        control_number: 3_000_000 + index,
        authors: Array.from({ length: 1 + (index % 7) }, (__, position) => ({
          full_name: `Author${position}, A.`,
        })),
      }),
    );
    const file = join(folder, 'corpus.jsonl');
    writeFileSync(file, records.map((record) => JSON.stringify(record)).join('\n'));
    const target = await freshTarget();
    try {
      const first = runImport(target.env, file);
      // Kill as soon as the importer reports written records: mid-run, between or during transactions.
      await new Promise<void>((resolve, reject) => {
        first.stderr?.on('data', (chunk: Buffer) => {
          const match = /(\d+) created/.exec(chunk.toString());
          if (match && Number(match[1]) > 0) {
            first.kill('SIGKILL');
            resolve();
          }
        });
        first.on('exit', () => reject(new Error('the importer finished before it could be killed')));
      });
      await exitOf(first);

      const database = await target.open();
      let partial: number;
      try {
        partial = await expectOnlyCompleteRecords(database, records);
      } finally {
        await database.close();
      }
      expect(partial).toBeGreaterThan(0);
      expect(partial).toBeLessThan(RECORDS);

      const second = runImport(target.env, file);
      expect(await exitOf(second)).toBe(0);
      const after = await target.open();
      try {
        expect(await expectOnlyCompleteRecords(after, records)).toBe(RECORDS);
      } finally {
        await after.close();
      }
    } finally {
      await target.drop();
    }
  }, 240_000);
});

/** Every stored record equals its source, has its first revision and all its signatures; returns how many. */
async function expectOnlyCompleteRecords(
  database: DatabaseHandle,
  records: Record<string, unknown>[],
): Promise<number> {
  const rows = await sql<{
    control_number: number;
    metadata: Record<string, unknown>;
    versions: number;
    signatures: number;
  }>`
    SELECT r.control_number, r.metadata,
      (SELECT count(*)::int FROM record_versions v WHERE v.record_id = r.id) AS versions,
      (SELECT count(*)::int FROM literature_authors a WHERE a.record_id = r.id) AS signatures
    FROM records r WHERE r.pid_type = 'lit'
  `.execute(database.db);
  const byNumber = new Map(records.map((record) => [record.control_number as number, record]));
  for (const row of rows.rows) {
    const source = byNumber.get(row.control_number)!;
    expect(row.metadata).toEqual(source);
    expect(row.versions).toBe(1);
    expect(row.signatures).toBe((source.authors as unknown[]).length);
  }
  return rows.rows.length;
}
