import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchReferences } from '../citations/matcher';
import type { DatabaseHandle } from '../db/engine';
import { importPaths } from '../importer/importer';
import { findRecord } from '../records/repository';
import { createRecord, saveRecords } from '../records/writer';
import { TEST_PUBLIC_URL } from '../testing/app';
import { createTestDatabase } from '../testing/database';
import { buildLiterature, buildRecord } from '../testing/factories';
import { inPaperTransaction, movePaperSignatures } from './paper';

type Json = Record<string, unknown>;

let database: DatabaseHandle;
const folder = mkdtempSync(join(tmpdir(), 'parton-claims-'));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const ref = (recid: number) => ({ $ref: `${TEST_PUBLIC_URL}/api/authors/${recid}` });

async function authorsOf(controlNumber: number): Promise<Json[]> {
  const record = await findRecord(database.db, 'literature', controlNumber);
  return (JSON.parse(record!.metadataJson) as { authors: Json[] }).authors;
}

function dump(name: string, records: Json[]): string {
  const path = join(folder, name);
  writeFileSync(path, records.map((record) => JSON.stringify(record)).join('\n'));
  return path;
}

describe('a claimed signature is never moved by automatic processes', () => {
  it('survives a re-import without the claim, a reordered author list and a re-match of references', async () => {
    const claimant = (
      await createRecord(
        database.db,
        'authors',
        buildRecord('authors', { name: { value: 'Ellis, John R.' } }),
      )
    ).controlNumber;
    const machineChoice = (
      await createRecord(database.db, 'authors', buildRecord('authors', { name: { value: 'Ellis, J.' } }))
    ).controlNumber;
    const cited = buildLiterature({ arxiv_eprints: [{ value: '2401.00001', categories: ['hep-th'] }] });
    const original = buildLiterature({
      authors: [{ full_name: 'Adams, A.' }, { full_name: 'Ellis, John R.', record: ref(machineChoice) }],
      references: [{ reference: { arxiv_eprint: '2401.00001' } }],
    });
    const id = original.control_number as number;
    await saveRecords(database.db, [
      { collection: 'literature', metadata: cited },
      { collection: 'literature', metadata: original },
    ]);
    await inPaperTransaction(database.db, (tx) =>
      movePaperSignatures(tx, TEST_PUBLIC_URL, id, {
        selector: { fromAuthorRecid: machineChoice },
        toAuthorRecid: claimant,
        curated: true,
        actor: { userId: null, source: 'claim', note: 'test claim' },
      }),
    );
    const claimed = { full_name: 'Ellis, John R.', record: ref(claimant), curated_relation: true };
    expect((await authorsOf(id))[1]).toEqual(claimed);

    // The same paper again from a dump that links the signature elsewhere.
    const reimport = await importPaths(database.db, [dump('again.jsonl', [original])]);
    expect(reimport.rejected).toBe(0);
    expect((await authorsOf(id))[1]).toEqual(claimed);

    // A newer version: a new title, the authors in another order, the signature without any record.
    const reordered = {
      ...original,
      titles: [{ title: 'A revised title' }],
      authors: [{ full_name: 'Ellis, John R.' }, { full_name: 'Adams, A.' }],
    };
    await importPaths(database.db, [dump('reordered.jsonl', [reordered])]);
    expect(await authorsOf(id)).toEqual([claimed, { full_name: 'Adams, A.' }]);

    const summary = await matchReferences(database.db, { publicUrl: TEST_PUBLIC_URL });
    expect(summary.referencesLinked).toBeGreaterThan(0);
    const stored = JSON.parse((await findRecord(database.db, 'literature', id))!.metadataJson) as Json;
    expect((stored.references as Json[])[0]!.record).toEqual({
      $ref: `${TEST_PUBLIC_URL}/api/literature/${cited.control_number as number}`,
    });
    expect((stored.authors as Json[])[0]).toEqual(claimed);
  });

  it('lets a claim or an assign replace a claim (curatedSignatures: replace)', async () => {
    const first = (await createRecord(database.db, 'authors', buildRecord('authors'))).controlNumber;
    const second = (await createRecord(database.db, 'authors', buildRecord('authors'))).controlNumber;
    const metadata = buildLiterature({
      authors: [{ full_name: 'Doe, Jane', record: ref(first), curated_relation: true }],
    });
    const id = metadata.control_number as number;
    await saveRecords(database.db, [{ collection: 'literature', metadata }]);
    const moved = { ...metadata, authors: [{ full_name: 'Doe, Jane', record: ref(second) }] };
    await saveRecords(database.db, [{ collection: 'literature', metadata: moved }]);
    expect((await authorsOf(id))[0]).toEqual({
      full_name: 'Doe, Jane',
      record: ref(first),
      curated_relation: true,
    });
    await saveRecords(database.db, [{ collection: 'literature', metadata: moved }], {
      curatedSignatures: 'replace',
    });
    expect((await authorsOf(id))[0]).toEqual({ full_name: 'Doe, Jane', record: ref(second) });
  });
});
