import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLLECTION_NAMES } from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { bulkFinishPending, runBulkFinishNow } from '../importer/bulk';
import { importPaths } from '../importer/importer';
import { findRevisionMetadata, setReferenceLinks } from '../records/repository';
import { saveRecords } from '../records/writer';
import { createTestDatabase } from '../testing/database';
import { RECORD_SOURCES, type RecordSource } from '../testing/sources';
import { type MatchSummary, matchReferences } from './matcher';
import { oracleGraph, searchMirrorMismatches, storedGraph, storedRecords } from './testing/oracle';

const PUBLIC_URL = 'http://parton.test';

type Metadata = Record<string, unknown>;

/** A source's records with every uncurated reference link removed, as a dump without links would come. */
function unlinkedRecords(source: RecordSource): Metadata[] {
  return COLLECTION_NAMES.flatMap((collection) => source.records(collection)).map((original) => {
    const metadata = structuredClone(original);
    if (Array.isArray(metadata.references)) {
      metadata.references = (metadata.references as Metadata[]).map((reference) => {
        if (reference.curated_relation === true) {
          return reference;
        }
        const { record: _link, ...unlinked } = reference;
        return unlinked;
      });
    }
    return metadata;
  });
}

/** A dump of the source's unlinked records, and databases loaded from it. */
function unlinkedDump(source: RecordSource) {
  let dumpFile = '';
  let records: Metadata[] = [];
  beforeAll(() => {
    records = unlinkedRecords(source);
    dumpFile = join(mkdtempSync(join(tmpdir(), 'parton-rematch-')), 'unlinked.jsonl');
    writeFileSync(dumpFile, records.map((metadata) => JSON.stringify(metadata)).join('\n'));
  });
  return {
    records: () => records,
    loadedDatabase: async (): Promise<DatabaseHandle> => {
      const database = await createTestDatabase();
      const summary = await importPaths(database.db, [dumpFile]);
      expect(summary.rejected).toBe(0);
      return database;
    },
  };
}

async function referencesByPaper(database: DatabaseHandle): Promise<Map<number, unknown>> {
  const rows = await database.db
    .selectFrom('records')
    .select(['control_number', 'metadata'])
    .where('pid_type', '=', 'lit')
    .execute();
  return new Map(rows.map((row) => [row.control_number, (row.metadata as Metadata).references ?? null]));
}

/** The linked paper with the lowest control number (revision 1: the matcher's write). */
function firstLinkedPaper(database: DatabaseHandle) {
  return database.db
    .selectFrom('records')
    .select(['id', 'control_number', 'revision_id', 'metadata'])
    .where('pid_type', '=', 'lit')
    .where('revision_id', '=', 1)
    .orderBy('control_number')
    .executeTakeFirstOrThrow();
}

// On a generated corpus always, and on the real demo records as an extra layer.
for (const source of RECORD_SOURCES) {
  describe.skipIf(!source.available)(
    source.title('a full re-match that rebuilds the graph once (recount --match)'),
    () => {
      rebuildChecks(source);
    },
  );
  describe.skipIf(!source.available)(source.title('a re-match killed before its graph rebuild'), () => {
    killedRebuildChecks(source);
  });
}

function rebuildChecks(source: RecordSource): void {
  const dump = unlinkedDump(source);
  let incremental: DatabaseHandle;
  let rebuilt: DatabaseHandle;
  let incrementalSummary: MatchSummary;
  let rebuiltSummary: MatchSummary;

  beforeAll(async () => {
    [incremental, rebuilt] = await Promise.all([dump.loadedDatabase(), dump.loadedDatabase()]);
    incrementalSummary = await matchReferences(incremental.db, { publicUrl: PUBLIC_URL, batchSize: 40 });
    rebuiltSummary = await matchReferences(rebuilt.db, {
      publicUrl: PUBLIC_URL,
      batchSize: 40,
      graph: 'rebuild',
    });
  });
  afterAll(async () => {
    await Promise.all([incremental?.close(), rebuilt?.close()]);
  });

  it('writes the same links as the matcher that keeps the graph per paper', async () => {
    expect(rebuiltSummary.referencesLinked).toBeGreaterThan(50);
    expect(rebuiltSummary).toMatchObject({
      referencesLinked: incrementalSummary.referencesLinked,
      papersUpdated: incrementalSummary.papersUpdated,
      conflicts: 0,
    });
    expect(rebuiltSummary.rebuildMs).toBeGreaterThan(0);
    expect(incrementalSummary.rebuildMs).toBe(0);
    expect(await referencesByPaper(rebuilt)).toEqual(await referencesByPaper(incremental));
  });

  it('ends with the graph a brute-force count of the linked records gives, and the same counts in search', async () => {
    const graph = await storedGraph(rebuilt);
    expect(graph).toEqual(oracleGraph(await storedRecords(rebuilt)));
    expect(graph).toEqual(await storedGraph(incremental));
    expect(await searchMirrorMismatches(rebuilt)).toEqual([]);
    expect(await bulkFinishPending(rebuilt.db)).toBe(false);
  });

  it('writes each linked paper as a new revision', async () => {
    const revisions = await rebuilt.db
      .selectFrom('records')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('pid_type', '=', 'lit')
      .where('revision_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(revisions.count)).toBe(rebuiltSummary.papersUpdated);
  });

  it('keeps the unlinked revision in the history, and a later identical write changes nothing', async () => {
    const linked = await firstLinkedPaper(rebuilt);
    const original = dump.records().find((metadata) => metadata.control_number === linked.control_number);
    expect(await findRevisionMetadata(rebuilt.db, linked.id, 0)).toEqual(original);
    expect(await findRevisionMetadata(rebuilt.db, linked.id, 1)).toEqual(linked.metadata);
    const [outcome] = await saveRecords(rebuilt.db, [
      { collection: 'literature', metadata: linked.metadata as Metadata, expectedRevisionId: 1 },
    ]);
    expect(outcome?.status).toBe('unchanged');
  });

  it('leaves a paper that changed after the decision alone', async () => {
    const paper = await firstLinkedPaper(rebuilt);
    const link = { id: paper.id, reference_index: 0, ref: `${PUBLIC_URL}/api/literature/1` };
    const stale = await rebuilt.db
      .transaction()
      .execute((tx) => setReferenceLinks(tx, [{ ...link, revision_id: 0 }]));
    expect(stale.size).toBe(0);
    const after = await rebuilt.db
      .selectFrom('records')
      .select(['revision_id', 'metadata'])
      .where('id', '=', paper.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ revision_id: 1, metadata: paper.metadata });
  });
}

function killedRebuildChecks(source: RecordSource): void {
  const dump = unlinkedDump(source);
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await dump.loadedDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('leaves the queued rebuild, which brings the graph in line with the links already written', async () => {
    const crash = new Error('killed');
    await expect(
      matchReferences(database.db, {
        publicUrl: PUBLIC_URL,
        batchSize: 40,
        graph: 'rebuild',
        onProgress: (progress) => {
          if (progress.papersUpdated > 0) {
            throw crash;
          }
        },
      }),
    ).rejects.toBe(crash);
    expect(await bulkFinishPending(database.db)).toBe(true);
    const expected = () => storedRecords(database).then(oracleGraph);
    expect(await storedGraph(database)).not.toEqual(await expected());
    await runBulkFinishNow(database.db);
    expect(await storedGraph(database)).toEqual(await expected());
    expect(await bulkFinishPending(database.db)).toBe(false);
  });
}
