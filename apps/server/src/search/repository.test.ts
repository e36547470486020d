import {
  compileLiteratureFilters,
  compileLiteratureQuery,
  literatureOrderBy,
  literatureRank,
  parseLiteratureQuery,
} from '@parton/query';
import { CITATION_BUCKETS } from '@parton/records';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { saveRecords } from '../records/writer';
import { createTestDatabase } from '../testing/database';
import { buildLiterature } from '../testing/factories';
import { countFacets, countHits, findHitPage, roundEstimate, summarizeCitations } from './repository';

let database: DatabaseHandle;
const PAPERS = 60;
// Enough rows to spread over many pages of the search table, so that a block sample reads part of them.
const BROAD_PAPERS = 400;

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
  await saveRecords(
    database.db,
    Array.from({ length: BROAD_PAPERS }, (_, index) => ({
      collection: 'literature' as const,
      metadata: buildLiterature({
        titles: [{ title: `Broadword ${index} on the many pages of a table` }],
        abstracts: [{ value: `Filler ${'text '.repeat(60)}${index}` }],
        authors: [{ full_name: 'Broad, Bella' }, { full_name: `Single${index}, Sam` }],
        preprint_date: `${2000 + (index % 4)}-01-01`,
      }),
    })),
  );
  // Citation counts belong to the citation feature; the summary's statement is checked on chosen values.
  await sql`UPDATE literature_search
    SET citation_count = (control_number * 7919) % 97,
      citation_count_without_self_citations = (control_number * 104729) % 41,
      refereed = control_number % 3 <> 0,
      citeable = control_number % 5 <> 0
    WHERE title_text ILIKE 'broadword%'`.execute(database.db);
  await sql`ANALYZE literature_search`.execute(database.db);
}, 120_000);
afterAll(async () => {
  await database.close();
});

const where = (q: string) => [compileLiteratureQuery(parseLiteratureQuery(q)), compileLiteratureFilters({})];

describe('totals', () => {
  it('counts exactly up to the window, the window itself included', async () => {
    expect(await countHits(database.db, 'literature', where('t sampleword'))).toEqual({
      value: PAPERS,
      relation: 'eq',
    });
    expect(await countHits(database.db, 'literature', where('t sampleword'), { window: PAPERS })).toEqual({
      value: PAPERS,
      relation: 'eq',
    });
  });

  it('flags a total above the window as an estimate or a lower bound, never as exact', async () => {
    const total = await countHits(database.db, 'literature', where('t broadword'), { window: 100 });
    expect(total.relation).not.toBe('eq');
    expect(total.value).toBeGreaterThanOrEqual(100);
    if (total.relation === 'gte') {
      expect(total.value).toBe(100);
    }
  });

  it('rounds an estimate to two significant digits', () => {
    expect(roundEstimate(93_431)).toBe(93_000);
    expect(roundEstimate(1_234_567)).toBe(1_200_000);
    expect(roundEstimate(10_051)).toBe(10_000);
    expect(roundEstimate(87)).toBe(87);
  });
});

describe('hit pages of few matches', () => {
  // Below the window every page reads all matches through their indexes (fewMatches); above it the planner may walk
  // the most-recent index. Both must cut the same pages in the same order, whatever the sort.
  const page = async (q: string, sort: string, fewMatches: boolean, offset: number) => {
    const ast = parseLiteratureQuery(q);
    const rows = await findHitPage(database.db, {
      collection: 'literature',
      where: where(q),
      orderBy: literatureOrderBy(sort, true, sort === 'bestmatch' ? literatureRank(ast) : undefined),
      fewMatches,
      limit: 25,
      offset,
      trimmed: true,
    });
    return rows.map((row) => row.controlNumber);
  };

  it('returns the same pages as the ordered walk, for every sort and page', async () => {
    for (const q of ['a broad', 't broadword', 'a common', 'broadword filler']) {
      for (const sort of ['mostrecent', 'mostcited', 'bestmatch']) {
        for (const offset of [0, 25, 375]) {
          const walked = await page(q, sort, false, offset);
          expect(await page(q, sort, true, offset), `${q} ${sort} ${offset}`).toEqual(walked);
          expect(walked.length, `${q} ${sort} ${offset}`).toBe(
            Math.max(0, Math.min(25, (q === 'a common' ? PAPERS : BROAD_PAPERS) - offset)),
          );
        }
      }
    }
  });
});

describe('facet counts', () => {
  const authorFacet = { name: 'author', source: 'facet_author_names' as const, size: 3, sampled: true };

  it('counts exactly while the matching records fit the sample', async () => {
    const counts = await countFacets(database.db, 'literature', where('t sampleword'), [authorFacet]);
    expect(counts.total).toBe(PAPERS);
    expect(counts).toMatchObject({ totalRelation: 'eq', approximate: false });
    expect(counts.terms.author).toMatchObject({ sampled: false, sumOtherDocCount: PAPERS - 2 });
    expect(counts.terms.author?.buckets[0]).toEqual({ key: 'NOREC_Carla Common', doc_count: PAPERS });
  });

  it('estimates a sampled facet from part of a broad search, scaled to all of it', async () => {
    const counts = await countFacets(database.db, 'literature', where('t sampleword'), [authorFacet], {
      sampleSize: 15,
    });
    expect(counts.total).toBe(PAPERS);
    expect(counts.approximate).toBe(false);
    expect(counts.terms.author?.sampled).toBe(true);
    expect(counts.terms.author?.buckets[0]).toEqual({ key: 'NOREC_Carla Common', doc_count: PAPERS });
    expect(counts.terms.author?.buckets).toHaveLength(3);
  });

  it('counts a hit set above the exact limit on a block sample, scaled and flagged approximate', async () => {
    const options = { exactLimit: 100, sampleTarget: 100 };
    const counts = await countFacets(database.db, 'literature', where('t broadword'), [authorFacet], options);
    expect(counts.approximate).toBe(true);
    expect(counts.totalRelation).not.toBe('eq');
    const broad = counts.terms.author?.buckets.find((bucket) => bucket.key === 'NOREC_Bella Broad');
    // A scaled estimate of 400, not the sample's own count: within a factor of two either way.
    expect(broad?.doc_count).toBeGreaterThan(BROAD_PAPERS / 2);
    expect(broad?.doc_count).toBeLessThan(BROAD_PAPERS * 2);
    const years = counts.years.reduce((sum, year) => sum + year.doc_count, 0);
    expect(years).toBeGreaterThan(BROAD_PAPERS / 2);
    expect(years).toBeLessThan(BROAD_PAPERS * 2);
    // The same search gives the same sample (REPEATABLE): answers do not flicker between requests.
    expect(
      await countFacets(database.db, 'literature', where('t broadword'), [authorFacet], options),
    ).toEqual(counts);
  });

  it('counts exactly above the exact limit when a block sample would read more pages than the matches', async () => {
    const pages = await sql<{ pages: number }>`
      SELECT relpages::int AS pages FROM pg_class WHERE oid = 'literature_search'::regclass`.execute(
      database.db,
    );
    // The fixture spreads its rows over more pages than 't sampleword' has matches (else this proves nothing).
    expect(pages.rows[0]!.pages).toBeGreaterThan(PAPERS * 1.1);
    // A sample aiming at 59 of 60 matches reads 98 % of the pages: more than the 60 matches read exactly.
    const counts = await countFacets(database.db, 'literature', where('t sampleword'), [authorFacet], {
      exactLimit: 10,
      sampleTarget: 59,
    });
    expect(counts).toMatchObject({ total: PAPERS, totalRelation: 'eq', approximate: false });
    expect(counts.terms.author?.buckets[0]).toEqual({ key: 'NOREC_Carla Common', doc_count: PAPERS });
  });

  it('counts exactly again below the exact limit', async () => {
    const counts = await countFacets(database.db, 'literature', where('t broadword'), [authorFacet], {
      exactLimit: 10_000,
    });
    expect(counts).toMatchObject({ total: BROAD_PAPERS, totalRelation: 'eq', approximate: false });
    expect(counts.terms.author?.buckets[0]).toEqual({ key: 'NOREC_Bella Broad', doc_count: BROAD_PAPERS });
  });
});

/** The citation summary computed the plain way: sort, rank, count. */
function bruteForceSummary(rows: { citations: number; refereed: boolean; citeable: boolean }[]) {
  const citeable = rows.filter((row) => row.citeable);
  const hIndex = (papers: typeof rows) =>
    [...papers]
      .map((row) => row.citations)
      .sort((a, b) => b - a)
      .filter((citations, index) => citations >= index + 1).length;
  const stats = (papers: typeof rows) => {
    const citations = papers.reduce((sum, row) => sum + row.citations, 0);
    return {
      docCount: papers.length,
      citations,
      average: papers.length === 0 ? null : citations / papers.length,
      buckets: CITATION_BUCKETS.map(
        (bucket) =>
          papers.filter(
            (row) => row.citations >= bucket.from && (bucket.to === undefined || row.citations < bucket.to),
          ).length,
      ),
    };
  };
  const published = citeable.filter((row) => row.refereed);
  return {
    total: rows.length,
    hIndexAll: hIndex(citeable),
    hIndexPublished: hIndex(published),
    all: stats(citeable),
    published: stats(published),
  };
}

describe('citation summary', () => {
  for (const withoutSelfCitations of [false, true]) {
    it(`equals a brute-force computation (without self-citations: ${withoutSelfCitations})`, async () => {
      const column = sql.raw(
        withoutSelfCitations ? 'citation_count_without_self_citations' : 'citation_count',
      );
      const rows = await sql<{ citations: number; refereed: boolean; citeable: boolean }>`
        SELECT ${column} AS citations, refereed, citeable FROM literature_search
        WHERE title_text ILIKE 'broadword%'`.execute(database.db);
      expect(rows.rows).toHaveLength(BROAD_PAPERS);
      const summary = await summarizeCitations(
        database.db,
        where('t broadword'),
        withoutSelfCitations,
        CITATION_BUCKETS,
      );
      const expected = bruteForceSummary(rows.rows);
      expect(expected.hIndexAll).toBeGreaterThan(10);
      expect({
        ...summary,
        all: { ...summary.all, average: summary.all.average?.toFixed(10) },
        published: { ...summary.published, average: summary.published.average?.toFixed(10) },
      }).toEqual({
        ...expected,
        all: { ...expected.all, average: expected.all.average?.toFixed(10) },
        published: { ...expected.published, average: expected.published.average?.toFixed(10) },
      });
    });
  }

  it('answers zeros and null averages for a search without hits', async () => {
    const summary = await summarizeCitations(
      database.db,
      where('t nosuchwordanywhere'),
      false,
      CITATION_BUCKETS,
    );
    expect(summary).toMatchObject({ total: 0, hIndexAll: 0, hIndexPublished: 0 });
    expect(summary.all).toEqual({
      docCount: 0,
      citations: 0,
      average: null,
      buckets: CITATION_BUCKETS.map(() => 0),
    });
  });
});
