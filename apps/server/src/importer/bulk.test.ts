import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDeferredIndexes } from '../db/deferredIndexes';
import type { DatabaseHandle } from '../db/engine';
import { pendingJobs, runPendingJobs } from '../queue';
import { JOB_HANDLERS } from '../queue/handlers';
import { createTestDatabase } from '../testing/database';
import { RECORD_SOURCES, type RecordSource } from '../testing/sources';
import { BULK_IMPORT_JOB, startBulkImport } from './bulk';
import { importPaths } from './importer';

type Db = DatabaseHandle['db'];

/** Everything a bulk import defers, read back so that two databases can be compared. */
async function derivedState(db: Db) {
  const counts = await sql<{ key: string; total: number; others: number }>`
    SELECT pid_type || ':' || control_number AS key, citation_count AS total,
      citation_count_without_self_citations AS others
    FROM citation_counts WHERE citation_count > 0 ORDER BY 1
  `.execute(db);
  const edges = await sql<{ edge: string }>`
    SELECT citer_control_number || '>' || cited_pid_type || ':' || cited_control_number || ':' || is_self_citation AS edge
    FROM citations ORDER BY 1
  `.execute(db);
  const mirrored = await sql<{ row: string }>`
    SELECT control_number || ':' || citation_count || ':' || citation_count_without_self_citations AS row
    FROM literature_search ORDER BY control_number
  `.execute(db);
  return {
    counts: counts.rows,
    edges: edges.rows.map((row) => row.edge),
    mirrored: mirrored.rows.map((row) => row.row),
  };
}

async function indexNames(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`
    SELECT indexname AS name FROM pg_indexes
    WHERE tablename IN ('literature_search', 'collection_search', 'literature_authors') ORDER BY 1
  `.execute(db);
  return result.rows.map((row) => row.name);
}

// On a generated corpus always, and on the real demo records as an extra layer.
for (const source of RECORD_SOURCES) {
  describe.skipIf(!source.available)(source.title('bulk import'), () => {
    bulkImportChecks(source);
  });
}

function bulkImportChecks(source: RecordSource): void {
  let plain: DatabaseHandle;
  let bulk: DatabaseHandle;
  let folder: Awaited<ReturnType<RecordSource['folder']>>;
  let sourceDir = '';

  beforeAll(async () => {
    folder = await source.folder();
    sourceDir = folder.dir;
    [plain, bulk] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), bulk?.close(), folder?.remove()]);
  });

  it('ends with the same edges, counts, search rows and indexes as a record-by-record import', async () => {
    const indexesBefore = await indexNames(bulk.db);
    const normal = await importPaths(plain.db, [sourceDir], { batchSize: 7 });
    let dropped = -1;
    const bulkSummary = await importPaths(bulk.db, [sourceDir], {
      batchSize: 7,
      concurrency: 2,
      bulk: true,
      deferIndexes: true,
      onRecountStep: async () => {
        dropped = Math.max(dropped, await countDeferredIndexes(bulk.db));
      },
    });
    expect(bulkSummary).toMatchObject({ created: normal.created, rejected: 0 });
    const expected = await derivedState(plain.db);
    expect(expected.edges.length).toBeGreaterThan(50);
    expect(await derivedState(bulk.db)).toEqual(expected);
    expect(await indexNames(bulk.db)).toEqual(indexesBefore);
    expect(dropped).toBeGreaterThan(20);
    expect(await countDeferredIndexes(bulk.db)).toBe(0);
    expect(await pendingJobs(bulk.db, BULK_IMPORT_JOB)).toEqual([]);
  });

  it('leaves a queued job that finishes a killed bulk import: indexes rebuilt and counts recounted', async () => {
    const killed = await createTestDatabase();
    try {
      const indexesBefore = await indexNames(killed.db);
      // The state a bulk import killed before its end leaves: records written without citation maintenance,
      // the finishing job queued, the indexes dropped.
      expect((await importPaths(killed.db, [sourceDir])).rejected).toBe(0);
      await sql`TRUNCATE citations, citation_counts`.execute(killed.db);
      await startBulkImport(killed.db, { deferIndexes: true });
      expect(await indexNames(killed.db)).not.toEqual(indexesBefore);

      const [job] = await pendingJobs(killed.db, BULK_IMPORT_JOB);
      expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
      expect(
        await runPendingJobs(killed.db, JOB_HANDLERS, { kinds: [BULK_IMPORT_JOB], ignoreRunAt: true }),
      ).toBe(1);

      expect(await indexNames(killed.db)).toEqual(indexesBefore);
      expect(await derivedState(killed.db)).toEqual(await derivedState(plain.db));
      expect(await pendingJobs(killed.db, BULK_IMPORT_JOB)).toEqual([]);

      // A later plain import finishes such a job itself instead of waiting for the worker.
      await startBulkImport(killed.db, { deferIndexes: true });
      await sql`TRUNCATE citation_counts`.execute(killed.db);
      await importPaths(killed.db, [sourceDir]);
      expect(await pendingJobs(killed.db, BULK_IMPORT_JOB)).toEqual([]);
      expect(await indexNames(killed.db)).toEqual(indexesBefore);
      expect(await derivedState(killed.db)).toEqual(await derivedState(plain.db));
    } finally {
      await killed.close();
    }
  });
}
