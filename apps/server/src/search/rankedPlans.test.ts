import { generateCorpus } from '@parton/corpus';
import type { LiteratureMetadata } from '@parton/records';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordInput, saveRecords } from '../records/writer';
import { createTestApp, type TestApp } from '../testing/app';
import { forceRankPlan, type RankPlan, rankPlanForMatches, rankPlanOf } from './rankPlan';

type Json = Record<string, unknown>;

const LOAD_TIMEOUT_MS = 600_000;

/** Whether DATABASE_URL names a PostgreSQL where the RUM extension can be created (Debian postgresql-15-rum). */
async function rumAvailable(): Promise<boolean> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    return false;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'rum'`);
    return (found.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

const hasRum = await rumAvailable();
if (!hasRum) {
  console.warn(
    'rankedPlans.test.ts: the RUM/GIN comparison is skipped — it needs DATABASE_URL on a PostgreSQL with the rum extension (postgresql-15-rum)',
  );
}

async function controlNumbers(testApp: TestApp, query: Record<string, string>): Promise<number[]> {
  const url = `/api/literature?${new URLSearchParams({ fields: 'control_number', ...query })}`;
  const response = await testApp.app.inject(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const body = response.json() as { hits: { hits: { id: string }[] } };
  return body.hits.hits.map((hit) => Number(hit.id));
}

async function onPlan<T>(testApp: TestApp, plan: RankPlan, work: () => Promise<T>): Promise<T> {
  forceRankPlan(testApp.context, plan);
  try {
    return await work();
  } finally {
    forceRankPlan(testApp.context, undefined);
  }
}

/** Title words of the corpus by how many papers use them, most common first. */
function titleWordsByFrequency(papers: readonly LiteratureMetadata[]): string[] {
  const counts = new Map<string, number>();
  for (const paper of papers) {
    const words = new Set(
      (paper.titles[0]?.title ?? '')
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length >= 4),
    );
    for (const word of words) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}

describe('the plan of one ranked page', () => {
  it('is GIN for exactly counted matches and for several words, unless a test forces a plan', async () => {
    const testApp = await createTestApp();
    const env = {};
    try {
      const plan = (exactlyCounted: boolean, singleWord: boolean) =>
        rankPlanForMatches(testApp.context, { exactlyCounted, singleWord }, env);
      expect(await plan(true, true)).toBe('gin');
      expect(await plan(false, false)).toBe('gin');
      // Many matches of one word: the server's plan (RUM where its indexes exist).
      expect(await plan(false, true)).toBe(await rankPlanOf(testApp.context, env));
      forceRankPlan(testApp.context, 'rum');
      expect(await plan(true, false)).toBe('rum');
    } finally {
      forceRankPlan(testApp.context, undefined);
      await testApp.close();
    }
  });
});

describe('the bestmatch plan without RUM', () => {
  it('is the GIN plan on the embedded database, and whenever SEARCH_RUM=off', async () => {
    const testApp = await createTestApp();
    try {
      expect(await rankPlanOf(testApp.context, { SEARCH_RUM: 'off' })).toBe('gin');
      if (testApp.context.engine === 'pglite') {
        expect(await rankPlanOf(testApp.context, {})).toBe('gin');
      }
    } finally {
      await testApp.close();
    }
  });
});

describe.skipIf(!hasRum)('bestmatch on RUM and on GIN (PostgreSQL with the rum extension)', () => {
  let testApp: TestApp;
  let papers: LiteratureMetadata[] = [];

  beforeAll(async () => {
    // No result cache: each plan must answer for itself.
    testApp = await createTestApp({ searchCache: false });
    const records = [
      ...generateCorpus({
        seed: 11,
        literature: 500,
        authors: 80,
        institutions: 20,
        conferences: 10,
        seminars: 5,
        journals: 15,
        jobs: 5,
        experiments: 8,
        data: 5,
        referencesPerPaper: 8,
        referenceDate: '2026-06-01',
      }),
    ];
    const inputs: RecordInput[] = records.map((record) => ({
      collection: record.collection,
      metadata: record.metadata as Json,
    }));
    for (let start = 0; start < inputs.length; start += 250) {
      await saveRecords(testApp.context.db, inputs.slice(start, start + 250));
    }
    papers = records.flatMap((record) => (record.collection === 'literature' ? [record.metadata] : []));
    await sql`ANALYZE literature_search`.execute(testApp.context.db);
  }, LOAD_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
  });

  it('finds the RUM indexes of migration 0630', async () => {
    expect(await rankPlanOf(testApp.context, {})).toBe('rum');
  });

  it('ranks by a score RUM computes too: distance × ts_rank is one constant per query', async () => {
    const words = titleWordsByFrequency(papers).slice(0, 3);
    for (const query of [words[0]!, words.slice(0, 2).join(' | '), words.join(' | ')]) {
      const result = await sql<{ matches: number; spread: number }>`
        SELECT count(*)::int AS matches,
          (max(d * k) - min(d * k)) / nullif(min(d * k), 0) AS spread
        FROM (
          SELECT (title_tsv <=> to_tsquery('simple', ${query}))::float8 AS d,
            ts_rank(title_tsv, to_tsquery('simple', ${query}))::float8 AS k
          FROM literature_search WHERE title_tsv @@ to_tsquery('simple', ${query})
        ) scored
      `.execute(testApp.context.db);
      expect(result.rows[0]!.matches, query).toBeGreaterThan(10);
      expect(result.rows[0]!.spread, query).toBeLessThan(1e-5);
    }
  });

  it('returns the same hits in the same order on both plans, for every keyword family and page', async () => {
    const frequent = titleWordsByFrequency(papers);
    const common = frequent.slice(0, 4);
    const rare = frequent.slice(-3);
    const paper = papers.find(
      (item) =>
        (item.authors?.length ?? 0) > 0 &&
        (item.abstracts?.length ?? 0) > 0 &&
        /[a-z]{5,}/i.test(item.titles[0]?.title ?? ''),
    )!;
    const lastName = paper.authors![0]!.full_name.split(',')[0]!.trim();
    const ownTitleWord = paper.titles[0]!.title.toLowerCase().match(/[a-z]{5,}/)![0];
    const abstractWord = (paper.abstracts![0]!.value.toLowerCase().match(/[a-z]{5,}/g) ?? ['theory'])[0]!;
    const keyword = paper.keywords?.[0]?.value;
    const queries = [
      `t ${common[0]}`,
      `t ${common[1]} ${common[2]}`,
      `${common[0]} ${common[1]}`,
      `${common[0]} or ${common[1]} or ${common[2]} or ${common[3]}`,
      `${common[2]} and not t ${common[3]}`,
      `t ${common[0]} or a ${lastName}`,
      `a ${lastName} and ${ownTitleWord}`,
      `abstract ${abstractWord}`,
      ...(keyword ? [`k ${keyword}`] : []),
      `ft ${common[1]}`,
      `t ${rare.join(' or t ')}`,
      `t ${common[0]}* and de > 2000`,
      `a ${lastName}`,
      'topcite 1+',
    ];
    // Not every combination need find something, but the comparison must not be between empty pages.
    let answered = 0;
    for (const q of queries) {
      const pages: Record<string, string>[] = [
        { q, size: '1000' },
        { q, size: '7', page: '1' },
        { q, size: '7', page: '2' },
        { q, size: '3', page: '5' },
        { q, size: '25', page: '3', sort: 'bestmatch' },
      ];
      for (const query of pages) {
        const rum = await onPlan(testApp, 'rum', () => controlNumbers(testApp, query));
        const gin = await onPlan(testApp, 'gin', () => controlNumbers(testApp, query));
        expect(rum, JSON.stringify(query)).toEqual(gin);
      }
      const all = await onPlan(testApp, 'gin', () => controlNumbers(testApp, { q, size: '1000' }));
      if (all.length > 0) {
        answered += 1;
      }
    }
    expect(answered).toBeGreaterThanOrEqual(queries.length - 2);
  });

  it('reads a ranked page in RUM order from the index', async () => {
    const word = titleWordsByFrequency(papers)[0]!;
    const text = await testApp.context.db.connection().execute(async (connection) => {
      // A few hundred rows fit a sequential scan better; the plan shape is what is checked here.
      await sql`SET enable_seqscan = off`.execute(connection);
      try {
        const plan = await sql<{ 'QUERY PLAN': string }>`
          EXPLAIN SELECT record_id FROM literature_search s
          WHERE title_tsv @@ plainto_tsquery('simple', ${word})
          ORDER BY title_tsv <=> to_tsquery('simple', ${word}) LIMIT 25
        `.execute(connection);
        return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`RESET enable_seqscan`.execute(connection);
      }
    });
    expect(text).toContain('literature_search_title_rum');
    expect(text).toContain('Order By');
  });
});
