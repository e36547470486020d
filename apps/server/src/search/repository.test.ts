import { compileLiteratureFilters, compileLiteratureQuery, parseLiteratureQuery } from '@parton/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { saveRecords } from '../records/writer';
import { createTestDatabase } from '../testing/database';
import { buildLiterature } from '../testing/factories';
import { countFacets } from './repository';

let database: DatabaseHandle;
const PAPERS = 60;

beforeAll(async () => {
  database = await createTestDatabase();
  await saveRecords(
    database.db,
    Array.from({ length: PAPERS }, (_, index) => ({
      collection: 'literature' as const,
      metadata: buildLiterature({
        titles: [{ title: `Sampleword ${index}` }],
        authors: [{ full_name: 'Common, Carla' }, { full_name: `Unique${index}, Uma` }],
      }),
    })),
  );
});
afterAll(async () => {
  await database.close();
});

describe('facet counts', () => {
  const where = () => [
    compileLiteratureQuery(parseLiteratureQuery('t sampleword')),
    compileLiteratureFilters({}),
  ];
  const authorFacet = { name: 'author', source: 'facet_author_names' as const, size: 3, sampled: true };

  it('counts exactly while the matching records fit the sample', async () => {
    const counts = await countFacets(database.db, 'literature', where(), [authorFacet]);
    expect(counts.total).toBe(PAPERS);
    expect(counts.terms.author).toMatchObject({ sampled: false, sumOtherDocCount: PAPERS - 2 });
    expect(counts.terms.author?.buckets[0]).toEqual({ key: 'NOREC_Carla Common', doc_count: PAPERS });
  });

  it('estimates a sampled facet from part of a broad search, scaled to all of it', async () => {
    const counts = await countFacets(database.db, 'literature', where(), [authorFacet], 15);
    expect(counts.total).toBe(PAPERS);
    expect(counts.terms.author?.sampled).toBe(true);
    expect(counts.terms.author?.buckets[0]).toEqual({ key: 'NOREC_Carla Common', doc_count: PAPERS });
    expect(counts.terms.author?.buckets).toHaveLength(3);
  });
});
