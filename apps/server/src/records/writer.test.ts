import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { createTestDatabase } from '../testing/database';
import { buildLiterature, buildRecord } from '../testing/factories';
import { RecordValidationError, RevisionConflictError } from './errors';
import { findRecord, findRevisionMetadata, listVersions } from './repository';
import { createRecord, saveRecords } from './writer';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('record writer', () => {
  it('stores a new record at revision 0 with a version row', async () => {
    const metadata = buildLiterature();
    const [outcome] = await saveRecords(database.db, [{ collection: 'literature', metadata }]);
    expect(outcome).toMatchObject({ status: 'created', revisionId: 0 });
    const stored = await findRecord(database.db, 'literature', metadata.control_number as number);
    expect(JSON.parse(stored!.metadataJson)).toEqual(metadata);
    expect(stored!.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
    expect(await listVersions(database.db, stored!.id)).toHaveLength(1);
  });

  it('creates no revision when the same metadata is written again, in any key order', async () => {
    const metadata = buildLiterature();
    await saveRecords(database.db, [{ collection: 'literature', metadata }]);
    const reordered = Object.fromEntries(Object.entries(metadata).reverse());
    const [outcome] = await saveRecords(database.db, [{ collection: 'literature', metadata: reordered }]);
    expect(outcome?.status).toBe('unchanged');
    expect(await listVersions(database.db, outcome!.recordId)).toHaveLength(1);
  });

  it('keeps who wrote each revision, through what and why', async () => {
    const metadata = buildLiterature();
    await saveRecords(database.db, [{ collection: 'literature', metadata }], {
      actor: { userId: null, source: 'import' },
    });
    const [outcome] = await saveRecords(
      database.db,
      [{ collection: 'literature', metadata: { ...metadata, titles: [{ title: 'Claimed' }] } }],
      { actor: { userId: 7, source: 'claim', note: 'Claimed for author 12' } },
    );
    const versions = await listVersions(database.db, outcome!.recordId);
    expect(versions.map(({ user_id, source, note }) => ({ user_id, source, note }))).toEqual([
      { user_id: null, source: 'import', note: null },
      { user_id: 7, source: 'claim', note: 'Claimed for author 12' },
    ]);
  });

  it('keeps every revision when a record changes', async () => {
    const metadata = buildLiterature();
    await saveRecords(database.db, [{ collection: 'literature', metadata }]);
    const [outcome] = await saveRecords(database.db, [
      { collection: 'literature', metadata: { ...metadata, titles: [{ title: 'Changed' }] } },
    ]);
    expect(outcome).toMatchObject({ status: 'updated', revisionId: 1 });
    const versions = await listVersions(database.db, outcome!.recordId);
    expect(versions.map((version) => version.revision_id)).toEqual([0, 1]);
    expect(await findRevisionMetadata(database.db, outcome!.recordId, 0)).toEqual(metadata);
    expect(await findRevisionMetadata(database.db, outcome!.recordId, 1)).toMatchObject({
      titles: [{ title: 'Changed' }],
    });
    await saveRecords(database.db, [
      { collection: 'literature', metadata: { ...metadata, titles: [{ title: 'Third' }] } },
    ]);
    expect(await findRevisionMetadata(database.db, outcome!.recordId, 0)).toEqual(metadata);
    expect(await findRevisionMetadata(database.db, outcome!.recordId, 1)).toMatchObject({
      titles: [{ title: 'Changed' }],
    });
    expect(await findRevisionMetadata(database.db, outcome!.recordId, 2)).toMatchObject({
      titles: [{ title: 'Third' }],
    });
  });

  it('refuses a write based on a stale revision and changes nothing', async () => {
    const metadata = buildLiterature();
    await saveRecords(database.db, [{ collection: 'literature', metadata }]);
    await saveRecords(database.db, [
      { collection: 'literature', metadata: { ...metadata, titles: [{ title: 'B' }] } },
    ]);
    const stale = saveRecords(database.db, [
      {
        collection: 'literature',
        metadata: { ...metadata, titles: [{ title: 'C' }] },
        expectedRevisionId: 0,
      },
    ]);
    await expect(stale).rejects.toBeInstanceOf(RevisionConflictError);
    const stored = await findRecord(database.db, 'literature', metadata.control_number as number);
    expect(JSON.parse(stored!.metadataJson).titles).toEqual([{ title: 'B' }]);
  });

  it('rejects a malformed record naming the field, and writes nothing of the batch', async () => {
    const good = buildLiterature();
    const bad = buildLiterature({ titles: [{ title: 42 }] });
    const attempt = saveRecords(database.db, [
      { collection: 'literature', metadata: good },
      { collection: 'literature', metadata: bad },
    ]);
    await expect(attempt).rejects.toThrow(RecordValidationError);
    await expect(attempt).rejects.toThrow(/titles\.0\.title/);
    expect(await findRecord(database.db, 'literature', good.control_number as number)).toBeUndefined();
  });

  it('writes author signatures with normalised names in the same transaction', async () => {
    const metadata = buildLiterature({
      authors: [
        { full_name: 'Müller, Thomas', record: { $ref: 'https://inspirehep.net/api/authors/1010819' } },
        {
          full_name: 'Alvarez-Gaume, Luis',
          affiliations: [{ value: 'CERN', record: { $ref: 'https://x.org/api/institutions/902725' } }],
        },
      ],
      supervisors: [{ full_name: 'Smith, J.' }],
    });
    const [outcome] = await saveRecords(database.db, [{ collection: 'literature', metadata }]);
    const rows = await database.db
      .selectFrom('literature_authors')
      .selectAll()
      .where('record_id', '=', outcome!.recordId)
      .orderBy('position')
      .execute();
    expect(rows.map((row) => row.last_name_tokens)).toEqual([['muller'], ['alvarez', 'gaume'], ['smith']]);
    expect(rows.map((row) => row.is_first)).toEqual([true, false, false]);
    expect(rows.map((row) => row.is_supervisor)).toEqual([false, false, true]);
    expect(rows[0]!.author_recid).toBe(1010819);
    expect(rows[1]!.affiliation_recids).toEqual([902725]);
    expect(rows[1]!.affiliations).toEqual(['cern']);
  });

  it('rewrites signatures when the authors change and drops them when the record is deleted', async () => {
    const metadata = buildLiterature();
    const [created] = await saveRecords(database.db, [{ collection: 'literature', metadata }]);
    await saveRecords(database.db, [
      { collection: 'literature', metadata: { ...metadata, authors: [{ full_name: 'Witten, Edward' }] } },
    ]);
    const names = async () =>
      (
        await database.db
          .selectFrom('literature_authors')
          .select('full_name')
          .where('record_id', '=', created!.recordId)
          .execute()
      ).map((row) => row.full_name);
    expect(await names()).toEqual(['Witten, Edward']);
    await saveRecords(database.db, [{ collection: 'literature', metadata: { ...metadata, deleted: true } }]);
    expect(await names()).toEqual([]);
  });

  it('gives a new record the next free control number, above imported ones', async () => {
    await saveRecords(database.db, [
      { collection: 'authors', metadata: buildRecord('authors', { control_number: 5_000_000 }) },
    ]);
    const outcome = await createRecord(database.db, 'authors', { name: { value: 'New, Person' } });
    expect(outcome.controlNumber).toBe(5_000_001);
    const next = await createRecord(database.db, 'institutions', { legacy_ICN: 'Another U.' });
    expect(next.controlNumber).toBe(5_000_002);
  });

  it('stores the same control number in two collections independently', async () => {
    const literature = buildLiterature({ control_number: 7_000_000 });
    const author = buildRecord('authors', { control_number: 7_000_000 });
    await saveRecords(database.db, [
      { collection: 'literature', metadata: literature },
      { collection: 'authors', metadata: author },
    ]);
    const count = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM records WHERE control_number = 7000000`.execute(database.db);
    expect(count.rows[0]!.n).toBe(2);
  });
});
