import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COLLECTION_NAMES } from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { findRecord } from '../records/repository';
import { createTestDatabase } from '../testing/database';
import { buildLiterature, buildRecord } from '../testing/factories';
import { RECORD_SOURCES } from '../testing/sources';
import { importPaths } from './importer';

let database: DatabaseHandle;
const folder = mkdtempSync(join(tmpdir(), 'parton-import-'));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function write(name: string, content: unknown): string {
  const path = join(folder, name);
  writeFileSync(
    path,
    typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content),
  );
  return path;
}

describe('importer', () => {
  it('reads one record, an array, JSON Lines and a search-API response', async () => {
    const one = buildLiterature();
    const array = [
      buildLiterature(),
      buildRecord('authors', { $schema: 'https://inspirehep.net/schemas/records/authors.json' }),
    ];
    const lines = [buildLiterature(), buildLiterature()];
    const hits = { hits: { hits: [{ metadata: buildLiterature() }], total: 1 }, links: {} };
    const summary = await importPaths(database.db, [
      write('one.json', one),
      write('array.json', array),
      write('lines.jsonl', lines.map((record) => JSON.stringify(record)).join('\n')),
      write('search.json', hits),
    ]);
    expect(summary).toMatchObject({ created: 6, rejected: 0 });
    expect(await findRecord(database.db, 'authors', array[1]!.control_number as number)).toBeDefined();
  });

  it('reads gzipped JSON Lines and gzipped JSON, found in folders too', async () => {
    const { mkdirSync } = await import('node:fs');
    const lines = [buildLiterature(), buildLiterature()];
    const array = [buildLiterature()];
    const dump = join(folder, 'dump');
    mkdirSync(dump, { recursive: true });
    writeFileSync(
      join(dump, 'part-1.jsonl.gz'),
      gzipSync(lines.map((record) => JSON.stringify(record)).join('\n')),
    );
    writeFileSync(join(dump, 'part-2.json.gz'), gzipSync(JSON.stringify(array)));
    const summary = await importPaths(database.db, [dump]);
    expect(summary).toMatchObject({ created: 3, rejected: 0 });
    expect(await findRecord(database.db, 'literature', lines[1]!.control_number as number)).toBeDefined();
    expect(await findRecord(database.db, 'literature', array[0]!.control_number as number)).toBeDefined();
  });

  it('reports a corrupt or truncated gzip file as rejected and loads the other files and the lines before', async () => {
    const complete = [buildLiterature(), buildLiterature()];
    const gzipped = gzipSync(complete.map((record) => JSON.stringify(record)).join('\n'));
    const cut = [buildLiterature(), buildLiterature()];
    // A download cut short: the gzip trailer (checksum and length) is missing.
    const truncated = gzipSync(cut.map((record) => JSON.stringify(record)).join('\n')).subarray(0, -8);
    const good = buildLiterature();
    const summary = await importPaths(database.db, [
      write('not-gzip.jsonl.gz', 'plain text, not gzip'),
      write('not-gzip.json.gz', '{"also": "plain"}'),
      write('cut.jsonl.gz', truncated),
      write('fine.jsonl.gz', gzipped),
      write('good.json', good),
    ]);
    // fine.jsonl.gz, good.json and the first line of cut.jsonl.gz: its last line never ended before the error.
    expect(summary.created).toBe(4);
    expect(summary.rejections.map((rejection) => [rejection.file.split('/').pop(), rejection.path])).toEqual([
      ['not-gzip.jsonl.gz', '(file)'],
      ['not-gzip.json.gz', '(file)'],
      ['cut.jsonl.gz', '(file)'],
    ]);
    expect(summary.rejections[0]?.message).toMatch(/^cannot read the file: incorrect header check/);
    expect(summary.rejections[2]?.message).toBe('cannot read the file after line 1: unexpected end of file');
    expect(await findRecord(database.db, 'literature', cut[0]!.control_number as number)).toBeDefined();
    expect(await findRecord(database.db, 'literature', cut[1]!.control_number as number)).toBeUndefined();
    expect(await findRecord(database.db, 'literature', good.control_number as number)).toBeDefined();
  });

  it('takes the type from the folder name when a record has no $schema', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(folder, 'jobs'), { recursive: true });
    const job = buildRecord('jobs');
    const summary = await importPaths(database.db, [write('jobs/job.json', job)]);
    expect(summary.created).toBe(1);
    expect(await findRecord(database.db, 'jobs', job.control_number as number)).toBeDefined();
  });

  it('reports each rejected record with file, control number and field path, and still loads the valid ones', async () => {
    const good = buildLiterature();
    const wrongType = buildLiterature({ titles: [{ title: 42 }] });
    const noControlNumber = buildLiterature();
    delete noControlNumber.control_number;
    const noTitle = buildLiterature({ titles: undefined });
    const file = write(
      'mixed.jsonl',
      [good, wrongType, noControlNumber, noTitle].map((r) => JSON.stringify(r)).join('\n'),
    );
    const summary = await importPaths(database.db, [file]);
    expect(summary.created).toBe(1);
    expect(summary.rejected).toBe(3);
    expect(
      summary.rejections.map((rejection) => [rejection.position, rejection.controlNumber, rejection.path]),
    ).toEqual([
      [2, wrongType.control_number, 'titles.0.title'],
      [3, undefined, 'control_number'],
      [4, noTitle.control_number, 'titles'],
    ]);
    expect(summary.rejections.every((rejection) => rejection.file === file)).toBe(true);
    expect(await findRecord(database.db, 'literature', wrongType.control_number as number)).toBeUndefined();
    expect(await findRecord(database.db, 'literature', noTitle.control_number as number)).toBeUndefined();
  });

  it('reports a line that is not JSON and goes on', async () => {
    const good = buildLiterature();
    const summary = await importPaths(database.db, [
      write('broken.jsonl', `{oops\n${JSON.stringify(good)}\n`),
    ]);
    expect(summary).toMatchObject({ created: 1, rejected: 1 });
    expect(summary.rejections[0]?.message).toMatch(/not valid JSON/);
  });

  // On a generated corpus always, and on the real demo records as an extra layer.
  for (const source of RECORD_SOURCES) {
    it.skipIf(!source.available)(
      source.title('imports every record of a whole set, and a re-import changes nothing'),
      async () => {
        const expected = COLLECTION_NAMES.reduce(
          (sum, collection) => sum + source.records(collection).length,
          0,
        );
        const folder = await source.folder();
        const fresh = await createTestDatabase();
        try {
          const first = await importPaths(fresh.db, [folder.dir]);
          expect(first.rejections).toEqual([]);
          expect(first.created).toBe(expected);
          const again = await importPaths(fresh.db, [folder.dir]);
          expect(again).toMatchObject({ created: 0, updated: 0, unchanged: expected, rejected: 0 });
        } finally {
          await Promise.all([fresh.close(), folder.remove()]);
        }
      },
    );
  }
});
