import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database';
import { mergedAuthor, repointSignatures } from './authors';
import { inMergeTransaction, PAPER_BATCH_BYTES, PAPER_BATCH_SIZE, paperBatches } from './common';
import { mergedLiterature, repointReferences } from './literature';

const HOST = 'https://parton.example';
const ref = (collection: string, controlNumber: number, host = HOST) => ({
  $ref: `${host}/api/${collection}/${controlNumber}`,
});

describe('paperBatches', () => {
  it('cuts at the batch size', () => {
    const papers = Array.from({ length: 2 * PAPER_BATCH_SIZE + 50 }, (_, index) => ({
      id: `p${index}`,
      storedBytes: 100,
    }));
    expect(paperBatches(papers).map((batch) => batch.length)).toEqual([
      PAPER_BATCH_SIZE,
      PAPER_BATCH_SIZE,
      50,
    ]);
    expect(paperBatches(papers).flat()).toEqual(papers.map((paper) => paper.id));
  });

  it('cuts at the byte budget, and gives a paper larger than the budget a batch of its own', () => {
    const half = PAPER_BATCH_BYTES / 2;
    const papers = [
      { id: 'a', storedBytes: half },
      { id: 'b', storedBytes: half },
      { id: 'c', storedBytes: 1 },
      { id: 'huge', storedBytes: PAPER_BATCH_BYTES * 3 },
      { id: 'd', storedBytes: 1 },
    ];
    expect(paperBatches(papers)).toEqual([['a', 'b'], ['c'], ['huge'], ['d']]);
    expect(paperBatches([])).toEqual([]);
  });
});

describe('repointSignatures', () => {
  it('re-links entries of the duplicate on any host, keeping the rest of each entry', () => {
    const paper = {
      control_number: 1,
      authors: [
        {
          full_name: 'A',
          record: ref('authors', 7, 'https://inspirehep.net'),
          curated_relation: true,
          ids: [],
        },
        { full_name: 'B', record: ref('authors', 8) },
        { full_name: 'C' },
      ],
    };
    const result = repointSignatures(paper, 7, ref('authors', 9));
    expect(result.moved).toBe(1);
    expect(result.metadata.authors).toEqual([
      { full_name: 'A', record: ref('authors', 9), curated_relation: true, ids: [] },
      { full_name: 'B', record: ref('authors', 8) },
      { full_name: 'C' },
    ]);
    expect(result.metadata).not.toHaveProperty('supervisors');
  });

  it('leaves a paper without signatures of the duplicate untouched (it is not written)', () => {
    const paper = { control_number: 1, authors: [{ full_name: 'B', record: ref('literature', 7) }] };
    expect(repointSignatures(paper, 7, ref('authors', 9))).toEqual({ metadata: paper, moved: 0 });
  });
});

describe('repointReferences', () => {
  it('re-links every reference to the duplicate, not references to other collections', () => {
    const paper = {
      control_number: 1,
      references: [
        { record: ref('literature', 7), curated_relation: true },
        { record: ref('data', 7) },
        { reference: { title: { title: 'unlinked' } } },
        { record: ref('literature', 7) },
      ],
    };
    const result = repointReferences(paper, 7, ref('literature', 9));
    expect(result.moved).toBe(2);
    expect(result.metadata.references).toEqual([
      { record: ref('literature', 9), curated_relation: true },
      { record: ref('data', 7) },
      { reference: { title: { title: 'unlinked' } } },
      { record: ref('literature', 9) },
    ]);
  });
});

describe('mergedAuthor', () => {
  it('adds no variant equal to the kept name and no empty lists', () => {
    const kept = { control_number: 1, name: { value: 'Doe, Jane' } };
    const duplicate = { control_number: 2, name: { value: 'doe, jane ' } };
    expect(mergedAuthor(kept, duplicate, ref('authors', 2))).toEqual({
      control_number: 1,
      name: { value: 'Doe, Jane' },
      deleted_records: [ref('authors', 2)],
    });
  });

  it('merges identifiers without case duplicates, native names, and the chain of merged records', () => {
    const kept = {
      control_number: 1,
      name: { value: 'Doe, Jane', native_names: ['ドウ'] },
      ids: [{ schema: 'ORCID', value: '0000-0002-1825-009X' }],
      deleted_records: [ref('authors', 5)],
      stub: true,
    };
    const duplicate = {
      control_number: 2,
      name: { value: 'Doe, J.', native_names: ['ドウ', 'Доу'] },
      ids: [
        { schema: 'ORCID', value: '0000-0002-1825-009x' },
        { schema: 'INSPIRE BAI', value: 'J.Doe.1' },
      ],
      deleted_records: [ref('authors', 5, 'https://elsewhere.org'), ref('authors', 6)],
      stub: true,
    };
    expect(mergedAuthor(kept, duplicate, ref('authors', 2))).toEqual({
      control_number: 1,
      name: { value: 'Doe, Jane', native_names: ['ドウ', 'Доу'], name_variants: ['Doe, J.'] },
      ids: [
        { schema: 'ORCID', value: '0000-0002-1825-009X' },
        { schema: 'INSPIRE BAI', value: 'J.Doe.1' },
      ],
      deleted_records: [ref('authors', 5), ref('authors', 2), ref('authors', 6)],
      // Two stubs make a stub.
      stub: true,
    });
  });
});

describe('mergedLiterature', () => {
  it('adds the identifiers the kept paper lacks, compared as reference matching compares them', () => {
    const kept = {
      control_number: 1,
      titles: [{ title: 'Kept' }],
      arxiv_eprints: [{ value: '2401.00001' }],
      report_numbers: [{ value: 'CERN-TH/2024-001' }],
    };
    const duplicate = {
      control_number: 2,
      titles: [{ title: 'Duplicate' }],
      arxiv_eprints: [{ value: 'arXiv:2401.00001v3' }],
      dois: [{ value: 'https://doi.org/10.1/X' }],
      report_numbers: [{ value: 'cern th 2024 001' }, { value: 'CERN-TH-2024-002' }],
    };
    expect(mergedLiterature(kept, duplicate, ref('literature', 2))).toEqual({
      control_number: 1,
      titles: [{ title: 'Kept' }],
      arxiv_eprints: [{ value: '2401.00001' }],
      dois: [{ value: 'https://doi.org/10.1/X' }],
      report_numbers: [{ value: 'CERN-TH/2024-001' }, { value: 'CERN-TH-2024-002' }],
      deleted_records: [ref('literature', 2)],
    });
  });
});

describe('inMergeTransaction', () => {
  it('tries again after a deadlock, with nothing of the aborted try left; other errors end it', async () => {
    const database = await createTestDatabase();
    try {
      await sql`CREATE TABLE merge_tries (n int)`.execute(database.db);
      let tries = 0;
      const answer = await inMergeTransaction(database.db, async (tx) => {
        tries += 1;
        await sql`INSERT INTO merge_tries VALUES (${tries})`.execute(tx);
        if (tries === 1) {
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        }
        return 'done';
      });
      expect(answer).toBe('done');
      const rows = await sql<{ n: number }>`SELECT n FROM merge_tries`.execute(database.db);
      expect(rows.rows).toEqual([{ n: 2 }]);

      let failures = 0;
      await expect(
        inMergeTransaction(database.db, async () => {
          failures += 1;
          throw new Error('not a deadlock');
        }),
      ).rejects.toThrow('not a deadlock');
      expect(failures).toBe(1);
    } finally {
      await database.close();
    }
  });
});
