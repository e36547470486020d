import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { childDatabaseTarget, childFinished, spawnServerCli } from '../testing/childProcess';
import { buildLiterature } from '../testing/factories';

const RECORDS = 6000;

const folder = mkdtempSync(join(tmpdir(), 'parton-kill-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function runImport(env: NodeJS.ProcessEnv, file: string): ChildProcess {
  return spawnServerCli('apps/server/src/cli/import.ts', ['--batch', '100', file], {
    ...env,
    RATE_LIMIT: 'off',
  });
}

async function exitOf(child: ChildProcess): Promise<number | null> {
  return (await childFinished(child)).code;
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
    const target = await childDatabaseTarget(folder);
    try {
      const first = runImport(target.env, file);
      const firstEnded = childFinished(first);
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
      await firstEnded;

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
