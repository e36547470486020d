/**
 * Search latency and throughput over HTTP, every request's value taken once from pools drawn from the corpus
 * (searchPools.ts), with the raw-SQL time of the very statements the API ran beside it and the plan of each
 * series' slowest statement.
 *
 *   DATABASE_URL=postgres://…/corpus BENCH_URL=http://127.0.0.1:8080 npx tsx bench/src/load/search-bench.ts
 *
 * The server must run on that database with RATE_LIMIT=off (QUEUE_WORKER=off SEED_DEMO=false for a read-only
 * run). Per series:
 * - uncached, concurrency 1: distinct values, `x-cache-bypass: 1` (the result cache neither answers nor stores);
 * - raw SQL: the statements the API runs for the first values, captured in-process through a logging Kysely and
 *   replayed one after the other on one connection, beside the API time of the same values at the same warmth
 *   (both measured after the uncached run touched them), hence "API/SQL";
 * - uncached, concurrency 16: other distinct values;
 * - cached, concurrency 16: a few values asked once without the bypass header (filling the cache), then repeated;
 *   the share of answers with `x-cache: hit` is reported (0 when the server has no cache or SEARCH_CACHE=off).
 * The EXPLAIN (ANALYZE, BUFFERS) of each series' slowest captured statement goes to bench/out/search-plans.md.
 * Every load run is bounded in requests and time (BENCH_REQUESTS, BENCH_SECONDS).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../../apps/server/src/config';
import type { AppContext } from '../../../apps/server/src/context';
import type { Database } from '../../../apps/server/src/db/schema';
import { recordResponse } from '../../../apps/server/src/records/response';
import { searchCollection, searchFacets } from '../../../apps/server/src/search/service';
import { runLoad } from './load';
import { loadValuePools, type ValuePools } from './searchPools';
import { formatMs, type LatencySummary, summarize } from './stats';

const BASE = (process.env.BENCH_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const DATABASE_URL = process.env.DATABASE_URL;
/** Distinct values per uncached series (each concurrency level takes its own). */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
/** Values whose statements are captured and replayed as raw SQL. */
const RAW_VALUES = Number(process.env.BENCH_RAW_VALUES ?? 20);
const CACHED_VALUES = 10;
const CACHED_REQUESTS = Number(process.env.BENCH_CACHED_REQUESTS ?? 400);
const MAX_MS = Number(process.env.BENCH_SECONDS ?? 30) * 1000;
/** Only the series whose names contain one of these comma-separated words (all when unset); no mixed runs then. */
const SERIES_FILTER = (process.env.BENCH_SERIES ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
/**
 * Citation summary series: windows of this many years ending at 2026, 2025, … (`de 2018->2026`, `de 2017->2025`,
 * …) — each a different set of about the size of BENCH_SUMMARY_QUERY's on a corpus spread evenly over the years.
 * Unset: `de Y->2026` for Y = 1990, 1989, … (the 100 k tables).
 */
const SUMMARY_WINDOW = process.env.BENCH_SUMMARY_WINDOW
  ? Number(process.env.BENCH_SUMMARY_WINDOW)
  : undefined;
const OUT_DIR = join(import.meta.dirname, '../../out');

type Kind = 'search' | 'facets' | 'summary' | 'detail';

interface Series {
  name: string;
  kind: Kind;
  /** Distinct request paths, in the order they are used. */
  paths: string[];
}

const q = (text: string) => encodeURIComponent(text);
const search = (query: string, extra = '') => `/api/literature?q=${q(query)}&size=25${extra}`;

function distinct(paths: readonly string[]): string[] {
  return [...new Set(paths)];
}

/** Pairs of different values: free text and boolean combinations. */
function pairs<T>(first: readonly T[], second: readonly T[], count: number): [T, T][] {
  const result: [T, T][] = [];
  for (let index = 0; index < count && index < first.length; index += 1) {
    const other = second[(index * 7 + 3) % second.length]!;
    if (other !== first[index]) {
      result.push([first[index]!, other]);
    }
  }
  return result;
}

function summaryRanges(): string[] {
  if (SUMMARY_WINDOW === undefined) {
    return Array.from({ length: 46 }, (_, index) => `de ${1990 - index}->2026`);
  }
  return Array.from({ length: 46 }, (_, index) => `de ${2026 - index - SUMMARY_WINDOW}->${2026 - index}`);
}

function buildSeries(pools: ValuePools): Series[] {
  const many = REQUESTS * 3;
  const dateRanges = Array.from({ length: 75 }, (_, start) =>
    Array.from({ length: 6 }, (__, span) => `de ${1950 + start}->${1950 + start + span}`),
  ).flat();
  const booleans = pairs(pools.lastNames, pools.titleWords, many).map(([name, word], index) =>
    index % 3 === 0
      ? `a ${name} and t ${word}`
      : index % 3 === 1
        ? `t ${word} or a ${name}`
        : `t ${word} and not a ${name}`,
  );
  const identifiers = pools.eprints
    .slice(0, many)
    .flatMap((eprint, index) => [`eprint ${eprint}`, pools.dois[index] ? `doi ${pools.dois[index]}` : ''])
    .filter(Boolean);
  const searches: [string, string[]][] = [
    ['author', pools.lastNames.map((name) => search(`a ${name}`))],
    ['exact author', pools.exactNames.map((name) => search(`ea ${name}`))],
    ['first author', pools.firstAuthorNames.map((name) => search(`fa ${name}`))],
    ['title', pools.titleWords.map((word) => search(`t ${word}`))],
    ['free text', pairs(pools.titleWords, pools.abstractWords, many).map(([a, b]) => search(`${a} ${b}`))],
    ['abstract', pools.abstractWords.map((word) => search(`abstract ${word}`))],
    ['keywords', pools.keywordWords.map((word) => search(`k ${word}`))],
    [
      'topcite',
      Array.from({ length: many }, (_, index) => search(`topcite ${index * 3 + 1}+`, '&sort=mostcited')),
    ],
    ['date range', dateRanges.map((range) => search(range))],
    ['refersto', pools.citedRecids.map((recid) => search(`refersto:recid:${recid}`))],
    ['citedby', pools.citingRecids.map((recid) => search(`citedby:recid:${recid}`))],
    ['collaboration', pools.collaborations.map((name) => search(`cn ${name}`))],
    ['journal', pools.journals.map((title) => search(`j ${title}`))],
    ['eprint/DOI lookup', identifiers.map((query) => search(query))],
    ['boolean', booleans.map((query) => search(query))],
    // No query, no value: each request is another page of the most recent list (page × size ≤ 10,000).
    [
      'most recent (no query)',
      Array.from({ length: 400 }, (_, index) => `/api/literature?size=25&page=${index + 1}`),
    ],
  ];
  return [
    ...searches.map(([name, paths]) => ({
      name: `search: ${name}`,
      kind: 'search' as const,
      paths: distinct(paths),
    })),
    {
      name: 'facets',
      kind: 'facets',
      paths: distinct(pools.titleWords.map((word) => `/api/literature/facets?q=${q(`t ${word}`)}`)),
    },
    {
      name: 'citation summary',
      kind: 'summary',
      paths: summaryRanges().map(
        (range) => `/api/literature/facets?facet_name=citation-summary&q=${q(range)}`,
      ),
    },
    {
      name: 'record detail',
      kind: 'detail',
      paths: distinct(pools.recids.map((recid) => `/api/literature/${recid}`)),
    },
  ];
}

interface Answer {
  cache: string | null;
}

async function get(path: string, bypassCache: boolean): Promise<Answer> {
  const response = await fetch(`${BASE}${path}`, {
    headers: { accept: 'application/json', ...(bypassCache ? { 'x-cache-bypass': '1' } : {}) },
  });
  await response.arrayBuffer();
  if (!response.ok) {
    throw new Error(`${response.status} for ${path}`);
  }
  return { cache: response.headers.get('x-cache') };
}

function uncachedLoad(paths: readonly string[], concurrency: number): Promise<LatencySummary> {
  return runLoad(
    async (index) => {
      await get(paths[index]!, true);
    },
    { concurrency, requests: paths.length, maxMs: MAX_MS },
  );
}

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** Runs one request in-process with a logging Kysely and returns the SQL statements it executed. */
async function capturedStatements(context: AppContext, path: string): Promise<Statement[]> {
  const url = new URL(path, BASE);
  const query = Object.fromEntries(url.searchParams.entries());
  const captured: Statement[] = [];
  const pool = (context as AppContext & { pool: pg.Pool }).pool;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') {
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
      }
    },
  });
  const logged = { ...context, db };
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[2] === 'facets') {
    await searchFacets(logged, 'literature', query, null);
  } else if (segments.length === 3 && /^\d+$/.test(segments[2]!)) {
    await recordResponse(logged, {
      collection: 'literature',
      controlNumber: Number(segments[2]),
      format: undefined,
      accept: 'application/json',
      viewer: null,
      followSuccessor: true,
    });
  } else {
    await searchCollection(logged, 'literature', query, 'application/json', null);
  }
  return captured;
}

interface RawResult {
  summary: LatencySummary;
  slowest: { path: string; statement: Statement; ms: number } | undefined;
}

/** Each value's statements replayed once, one after the other (the API runs some in parallel: conservative). */
async function rawSqlSeries(
  context: AppContext,
  pool: pg.Pool,
  paths: readonly string[],
): Promise<RawResult> {
  const captured: { path: string; statements: Statement[] }[] = [];
  for (const path of paths) {
    captured.push({ path, statements: await capturedStatements(context, path) });
  }
  const latencies: number[] = [];
  let slowest: RawResult['slowest'];
  const client = await pool.connect();
  const started = performance.now();
  try {
    for (const { path, statements } of captured) {
      const begin = performance.now();
      for (const statement of statements) {
        const statementBegin = performance.now();
        await client.query(statement.sql, statement.parameters as unknown[]);
        const ms = performance.now() - statementBegin;
        if (!slowest || ms > slowest.ms) {
          slowest = { path, statement, ms };
        }
      }
      latencies.push(performance.now() - begin);
    }
  } finally {
    client.release();
  }
  return { summary: summarize(latencies, 0, performance.now() - started), slowest };
}

async function explain(pool: pg.Pool, statement: Statement): Promise<string> {
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
    statement.parameters as unknown[],
  );
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

interface CachedResult {
  summary: LatencySummary;
  hitShare: number;
}

/** A few values asked once (filling the cache), then repeated at concurrency 16. */
async function cachedLoad(paths: readonly string[]): Promise<CachedResult> {
  for (const path of paths) {
    await get(path, false);
  }
  let hits = 0;
  let answers = 0;
  const summary = await runLoad(
    async (index) => {
      const answer = await get(paths[index % paths.length]!, false);
      answers += 1;
      hits += answer.cache === 'hit' ? 1 : 0;
    },
    { concurrency: 16, requests: CACHED_REQUESTS, maxMs: MAX_MS },
  );
  return { summary, hitShare: answers === 0 ? 0 : hits / answers };
}

/** The first `count` values for one use, the next ones for the following: no value serves twice. */
function take(paths: string[], count: number): string[] {
  return paths.splice(0, Math.min(count, paths.length));
}

async function main(): Promise<void> {
  if (!DATABASE_URL) {
    throw new Error('Set DATABASE_URL to the database the server under test uses');
  }
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const config = { ...loadConfig({ PUBLIC_URL: BASE, RATE_LIMIT: 'off' }), databaseUrl: DATABASE_URL };
  const context = { config, db, engine: 'postgres', pool } as unknown as AppContext & { pool: pg.Pool };
  const corpus = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM records WHERE pid_type = 'lit'`,
  );
  const summaryQuery = process.env.BENCH_SUMMARY_QUERY ?? 'de 1990->2026';
  const summaryHits = await fetch(`${BASE}/api/literature/citation-summary?q=${q(summaryQuery)}`, {
    headers: { 'x-cache-bypass': '1' },
  }).then(async (response) => ((await response.json()) as { doc_count?: number }).doc_count ?? Number.NaN);
  const pools = await loadValuePools(pool);
  // Citation summaries: broad date ranges (summaryRanges), each a different ≈ career-sized hit set, none asked twice.
  const allSeries = buildSeries(pools).filter(
    (series) => SERIES_FILTER.length === 0 || SERIES_FILTER.some((word) => series.name.includes(word)),
  );
  const lines = [
    `Corpus: ${corpus.rows[0]!.n.toLocaleString('en')} literature records; citation summary of \`${summaryQuery}\`: ${summaryHits.toLocaleString('en')} citeable papers. Pools: ${pools.lastNames.length} last names, ${pools.exactNames.length} full names, ${pools.titleWords.length} title words, ${pools.abstractWords.length} abstract words, ${pools.keywordWords.length} keywords, ${pools.citedRecids.length} cited and ${pools.citingRecids.length} citing recids, ${pools.collaborations.length} collaborations, ${pools.journals.length} journals, ${pools.eprints.length} eprints, ${pools.dois.length} DOIs.`,
    '',
    '| series | values (c=1 / c=16) | uncached p50 ms (c=1) | uncached p95 ms (c=1) | API warm p50 | raw SQL warm p50 | raw SQL warm p95 | API/SQL | uncached p50 ms (c=16) | uncached p95 ms (c=16) | uncached req/s (c=16) | cached p50 ms (c=16) | cached req/s (c=16) | cache hits | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const plans: string[] = [
    '# Slowest statement of each series (EXPLAIN (ANALYZE, BUFFERS), run right after the series)',
    '',
  ];
  // Written after every series: a run cut short still leaves what it measured.
  const save = () => {
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(join(OUT_DIR, 'search-bench.md'), `${lines.join('\n')}\n`);
    writeFileSync(join(OUT_DIR, 'search-plans.md'), `${plans.join('\n')}\n`);
  };
  const mixedUncached: string[] = [];
  const mixedCached: string[] = [];
  for (const series of allSeries) {
    const paths = [...series.paths];
    const single = take(paths, REQUESTS);
    const loaded = take(paths, REQUESTS);
    const cachedPaths = single.slice(0, CACHED_VALUES);
    if (series.kind === 'search') {
      mixedUncached.push(...take(paths, Math.ceil(REQUESTS / 2)));
      mixedCached.push(...single.slice(0, 3));
    }
    const uncached = await uncachedLoad(single, 1);
    const rawPaths = single.slice(0, RAW_VALUES);
    const raw = await rawSqlSeries(context, pool, rawPaths);
    const warm = await uncachedLoad(rawPaths, 1);
    const concurrent = loaded.length > 0 ? await uncachedLoad(loaded, 16) : undefined;
    const cached = await cachedLoad(cachedPaths);
    const errors = uncached.errors + warm.errors + (concurrent?.errors ?? 0) + cached.summary.errors;
    const line = [
      series.name,
      `${single.length} / ${loaded.length}`,
      formatMs(uncached.p50),
      formatMs(uncached.p95),
      formatMs(warm.p50),
      formatMs(raw.summary.p50),
      formatMs(raw.summary.p95),
      (warm.p50 / raw.summary.p50).toFixed(2),
      concurrent ? formatMs(concurrent.p50) : '–',
      concurrent ? formatMs(concurrent.p95) : '–',
      concurrent ? concurrent.throughput.toFixed(0) : '–',
      formatMs(cached.summary.p50),
      cached.summary.throughput.toFixed(0),
      `${Math.round(cached.hitShare * 100)} %`,
      String(errors),
    ].join(' | ');
    console.log(`| ${line} |`);
    lines.push(`| ${line} |`);
    if (raw.slowest) {
      plans.push(
        `## ${series.name}: ${raw.slowest.ms.toFixed(1)} ms`,
        '',
        `Request: \`${raw.slowest.path}\``,
        '',
        '```sql',
        raw.slowest.statement.sql.trim(),
        '```',
        '',
        `Parameters: \`${JSON.stringify(raw.slowest.statement.parameters).slice(0, 2000)}\``,
        '',
        '```',
        await explain(pool, raw.slowest.statement),
        '```',
        '',
      );
    }
    save();
  }
  if (SERIES_FILTER.length > 0) {
    await db.destroy();
    return;
  }
  const overall = await uncachedLoad(mixedUncached, 16);
  const overallCached = await cachedLoad(mixedCached);
  lines.push(
    '',
    `Mixed searches at concurrency 16, uncached (${mixedUncached.length} distinct values, every search kind): ${overall.throughput.toFixed(0)} searches/s, p50 ${formatMs(overall.p50)} ms, p95 ${formatMs(overall.p95)} ms, ${overall.errors} errors.`,
    `Mixed searches at concurrency 16, repeated (${mixedCached.length} values): ${overallCached.summary.throughput.toFixed(0)} searches/s, p50 ${formatMs(overallCached.summary.p50)} ms, p95 ${formatMs(overallCached.summary.p95)} ms, ${Math.round(overallCached.hitShare * 100)} % cache hits, ${overallCached.summary.errors} errors.`,
  );
  console.log(lines.slice(-2).join('\n'));
  save();
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
