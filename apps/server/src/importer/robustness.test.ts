import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { findRecord } from '../records/repository';
import { createTestDatabase } from '../testing/database';
import { buildLiterature } from '../testing/factories';
import { importPaths } from './importer';

let database: DatabaseHandle;
const folder = mkdtempSync(join(tmpdir(), 'parton-import-robust-'));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function write(name: string, content: string | Buffer): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

function jsonLines(records: unknown[]): string {
  return records.map((record) => JSON.stringify(record)).join('\n');
}

async function storedTitle(controlNumber: unknown): Promise<unknown> {
  const record = await findRecord(database.db, 'literature', controlNumber as number);
  const metadata = record ? (JSON.parse(record.metadataJson) as { titles?: { title: string }[] }) : undefined;
  return metadata?.titles?.[0]?.title;
}

/** A line whose title holds one byte that is not UTF-8 (0xFF), replacing the `@` placeholder. */
function withInvalidByte(record: Record<string, unknown>): Buffer {
  const text = JSON.stringify(record);
  const at = text.indexOf('@');
  return Buffer.concat([
    Buffer.from(text.slice(0, at)),
    Buffer.from([0xff]),
    Buffer.from(text.slice(at + 1)),
  ]);
}

describe('importer: byte order mark', () => {
  it('accepts a UTF-8 BOM at the start of a JSON Lines file, a JSON file and a gzipped one', async () => {
    const lines = [buildLiterature({ titles: [{ title: 'With a BOM' }] }), buildLiterature()];
    const array = [buildLiterature()];
    const one = buildLiterature();
    const summary = await importPaths(database.db, [
      write('bom.jsonl', Buffer.concat([BOM, Buffer.from(jsonLines(lines))])),
      write('bom.json', Buffer.concat([BOM, Buffer.from(JSON.stringify(array))])),
      write('bom.json.gz', gzipSync(Buffer.concat([BOM, Buffer.from(JSON.stringify(one))]))),
    ]);
    expect(summary.rejections).toEqual([]);
    expect(summary.created).toBe(4);
    expect(await storedTitle(lines[0]!.control_number)).toBe('With a BOM');
  });
});

describe('importer: invalid UTF-8', () => {
  it('rejects the line naming file, line, control number and field, never storing U+FFFD', async () => {
    const before = buildLiterature();
    const broken = buildLiterature({ titles: [{ title: 'Caf@ physics' }] });
    const after = buildLiterature();
    const file = write(
      'latin1.jsonl',
      Buffer.concat([
        Buffer.from(`${JSON.stringify(before)}\n`),
        withInvalidByte(broken),
        Buffer.from(`\n${JSON.stringify(after)}\n`),
      ]),
    );
    const summary = await importPaths(database.db, [file]);
    expect(summary.created).toBe(2);
    expect(summary.rejections).toEqual([
      {
        file,
        position: 2,
        controlNumber: broken.control_number,
        collection: undefined,
        path: 'titles.0.title',
        message: expect.stringMatching(/^invalid UTF-8 at byte \d+ of the line$/),
      },
    ]);
    expect(await findRecord(database.db, 'literature', broken.control_number as number)).toBeUndefined();
  });

  it('rejects a whole-file JSON document with invalid UTF-8, naming the line', async () => {
    const broken = buildLiterature({ abstracts: [{ value: 'Na@ve' }] });
    const pretty = JSON.stringify([buildLiterature(), broken], null, 2);
    const at = pretty.indexOf('@');
    const file = write(
      'latin1.json',
      Buffer.concat([
        Buffer.from(pretty.slice(0, at)),
        Buffer.from([0xe9]),
        Buffer.from(pretty.slice(at + 1)),
      ]),
    );
    const line = pretty.slice(0, at).split('\n').length;
    const summary = await importPaths(database.db, [file]);
    expect(summary.created).toBe(0);
    expect(summary.rejections).toMatchObject([
      { file, position: line, path: '1.abstracts.0.value', message: expect.stringMatching(`line ${line}`) },
    ]);
  });
});

describe('importer: duplicate control numbers', () => {
  it('keeps the last occurrence, across batches, files and concurrent transactions, and reports each', async () => {
    const first = buildLiterature({ titles: [{ title: 'first version' }] });
    const second = { ...first, titles: [{ title: 'second version' }] };
    const third = { ...first, titles: [{ title: 'third version' }] };
    const fillers = [buildLiterature(), buildLiterature(), buildLiterature()];
    const a = write('dup-a.jsonl', jsonLines([first, fillers[0], second, fillers[1]]));
    const b = write('dup-b.json', JSON.stringify([fillers[2], third]));
    // Batches of one, two in flight: without ordering, an earlier version could commit after a later one.
    const summary = await importPaths(database.db, [a, b], { batchSize: 1, concurrency: 2 });
    expect(summary.rejected).toBe(0);
    expect(summary.duplicates).toBe(2);
    expect(summary.duplicateRecords).toEqual([
      {
        collection: 'literature',
        controlNumber: first.control_number,
        kept: { file: a, position: 3 },
        replaced: { file: a, position: 1 },
      },
      {
        collection: 'literature',
        controlNumber: first.control_number,
        kept: { file: b, position: 2 },
        replaced: { file: a, position: 3 },
      },
    ]);
    expect(await storedTitle(first.control_number)).toBe('third version');
  });

  it('writes only the last occurrence when both are in one batch', async () => {
    const first = buildLiterature({ titles: [{ title: 'draft' }] });
    const last = { ...first, titles: [{ title: 'final' }] };
    const summary = await importPaths(database.db, [write('dup-batch.jsonl', jsonLines([first, last]))]);
    expect(summary).toMatchObject({ created: 1, updated: 0, duplicates: 1, rejected: 0 });
    expect(await storedTitle(first.control_number)).toBe('final');
  });
});

describe('importer: every rejection names a field path', () => {
  it('names the field for syntax errors, missing type, schema errors and text PostgreSQL cannot store', async () => {
    const good = buildLiterature();
    const noSchema = buildLiterature();
    delete noSchema.$schema;
    const nul = buildLiterature({ titles: [{ title: 'before\u0000after' }] });
    const surrogate = buildLiterature({ abstracts: [{ value: 'lone \ud800 surrogate' }] });
    const nulKey = buildLiterature({ 'weird\u0000key': 1 });
    const lines = [
      JSON.stringify(good),
      '{"titles": [{"title": oops}]}',
      '{oops',
      JSON.stringify(noSchema),
      JSON.stringify(buildLiterature({ titles: [{ title: 42 }] })),
      JSON.stringify(nul),
      JSON.stringify(surrogate),
      JSON.stringify(nulKey),
      '[1, 2]',
    ];
    const file = write('paths.jsonl', lines.join('\n'));
    const summary = await importPaths(database.db, [file]);
    expect(summary.created).toBe(1);
    expect(summary.rejections.map((rejection) => [rejection.position, rejection.path])).toEqual([
      [2, 'titles.0.title'],
      [3, '(record)'],
      [4, '$schema'],
      [5, 'titles.0.title'],
      [6, 'titles.0.title'],
      [7, 'abstracts.0.value'],
      [8, 'weird\u0000key'],
      [9, '(record)'],
    ]);
    expect(summary.rejections[0]?.message).toMatch(/^not valid JSON: /);
    expect(summary.rejections[4]?.message).toMatch(/NUL character/);
    expect(summary.rejections[5]?.message).toMatch(/lone UTF-16 surrogate/);
    expect(summary.rejections.every((rejection) => rejection.path !== '')).toBe(true);
    expect(await findRecord(database.db, 'literature', nul.control_number as number)).toBeUndefined();
  });

  it('names the field of a syntax error in a pretty-printed document, with its line', async () => {
    const file = write(
      'broken-pretty.json',
      '[\n  {\n    "titles": [\n      {"title": "a",}\n    ]\n  }\n]\n',
    );
    const summary = await importPaths(database.db, [file]);
    expect(summary.rejections).toMatchObject([
      {
        file,
        position: 4,
        path: '0.titles.0',
        message: expect.stringMatching(/^not valid JSON \(line 4\)/),
      },
    ]);
  });
});

describe('importer: line size limit', () => {
  const LIMIT = 4096;
  const big = () => buildLiterature({ abstracts: [{ value: 'x'.repeat(3 * LIMIT) }] });

  it('rejects a JSON Lines line over --max-line-bytes unread, plain and gzipped, and loads the others', async () => {
    const small = [buildLiterature(), buildLiterature()];
    const oversized = big();
    const text = jsonLines([small[0], oversized, small[1]]);
    const plain = write('long.jsonl', text);
    const gzipped = write('long.jsonl.gz', gzipSync(text));
    const summary = await importPaths(database.db, [plain, gzipped], { maxLineBytes: LIMIT });
    expect(summary.rejections).toEqual(
      [plain, gzipped].map((file) => ({
        file,
        position: 2,
        controlNumber: undefined,
        collection: undefined,
        path: '(line)',
        message: `line of ${Buffer.byteLength(JSON.stringify(oversized))} bytes, over the limit of ${LIMIT} (--max-line-bytes): not read`,
      })),
    );
    // The same two small records in both files: the gzipped file's copies are kept (duplicates, last wins).
    expect(summary).toMatchObject({ created: 2, duplicates: 2 });
    expect(await findRecord(database.db, 'literature', oversized.control_number as number)).toBeUndefined();
  });

  it('counts a whole-file JSON document as one line: over the limit it is rejected as a whole', async () => {
    const pretty = write('big-array.json', JSON.stringify([buildLiterature(), big()], null, 2));
    const oneLine = write('big-array-one-line.json.gz', gzipSync(JSON.stringify([buildLiterature(), big()])));
    const summary = await importPaths(database.db, [pretty, oneLine], { maxLineBytes: LIMIT });
    expect(summary.created).toBe(0);
    expect(summary.rejections).toMatchObject([
      {
        file: pretty,
        position: 0,
        path: '(file)',
        message: expect.stringMatching(/^one JSON document of more than 4096 bytes/),
      },
      {
        file: oneLine,
        position: 1,
        path: '(line)',
        message: expect.stringMatching(/whole-file JSON document counts as one line/),
      },
    ]);
  });

  it('reads a .json file of JSON Lines larger than the limit line by line', async () => {
    const records = Array.from({ length: 20 }, () => buildLiterature());
    const file = write('many-lines.json', jsonLines(records));
    const summary = await importPaths(database.db, [file], { maxLineBytes: LIMIT });
    expect(summary).toMatchObject({ created: 20, rejected: 0 });
  });
});
