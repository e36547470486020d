/**
 * Search latency and throughput over HTTP, with the raw-SQL time of the very same statements beside it.
 *
 *   DATABASE_URL=postgres://…/corpus BENCH_URL=http://127.0.0.1:8080 npx tsx bench/src/load/search-bench.ts
 *
 * The server must run on that database with RATE_LIMIT=off. Every load run is bounded in requests and time.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../../apps/server/src/config';
import type { AppContext } from '../../../apps/server/src/context';
import type { Database } from '../../../apps/server/src/db/schema';
import { searchCollection, searchFacets } from '../../../apps/server/src/search/service';
import { fetchOk, runLoad } from './load';
import { formatMs, type LatencySummary, summarize } from './stats';

const BASE = (process.env.BENCH_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const DATABASE_URL = process.env.DATABASE_URL;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const MAX_MS = Number(process.env.BENCH_SECONDS ?? 30) * 1000;

interface Case {
  category: string;
  path: string;
}

async function sampleValues(pool: pg.Pool) {
  const top = await pool.query<{ control_number: number }>(
    `SELECT control_number FROM citation_counts WHERE pid_type = 'lit' ORDER BY citation_count DESC LIMIT 20`,
  );
  const names = await pool.query<{ name: string }>(
    `SELECT last_name_tokens[1] AS name FROM literature_authors TABLESAMPLE SYSTEM (1)
     WHERE cardinality(last_name_tokens) > 0 LIMIT 40`,
  );
  const ids = await pool.query<{ control_number: number }>(
    `SELECT control_number FROM records TABLESAMPLE SYSTEM (1) WHERE pid_type = 'lit' AND NOT deleted LIMIT 200`,
  );
  return {
    topCited: top.rows.map((row) => row.control_number),
    lastNames: names.rows.map((row) => row.name),
    recids: ids.rows.map((row) => row.control_number),
  };
}

function cycle<T>(values: readonly T[], index: number): T {
  return values[index % values.length]!;
}

const TITLE_WORDS = [
  'boson',
  'neutrino',
  'supersymmetry',
  'lattice',
  'dark',
  'gravitational',
  'quark',
  'higgs',
];
const COLLABORATIONS = ['atlas', 'cms', 'lhcb', 'alice', 'icecube', 'belle ii'];

function buildCases(
  values: Awaited<ReturnType<typeof sampleValues>>,
  summaryQuery: string,
): Record<string, Case[]> {
  const q = (text: string) => encodeURIComponent(text);
  const range = (n: number) => Array.from({ length: n }, (_, index) => index);
  return {
    'search: author': range(20).map((i) => ({
      category: 'author',
      path: `/api/literature?q=${q(`a ${cycle(values.lastNames, i)}`)}&size=25`,
    })),
    'search: title': range(8).map((i) => ({
      category: 'title',
      path: `/api/literature?q=${q(`t ${cycle(TITLE_WORDS, i)}`)}&size=25`,
    })),
    'search: free text': range(8).map((i) => ({
      category: 'free text',
      path: `/api/literature?q=${q(`${cycle(TITLE_WORDS, i)} ${cycle(TITLE_WORDS, i + 3)}`)}&size=25`,
    })),
    'search: topcite': [
      { category: 'topcite', path: `/api/literature?q=${q('topcite 100+')}&size=25&sort=mostcited` },
    ],
    'search: date range': range(5).map((i) => ({
      category: 'date',
      path: `/api/literature?q=${q(`de ${1990 + i * 5}->${1994 + i * 5}`)}&size=25`,
    })),
    'search: refersto': range(10).map((i) => ({
      category: 'refersto',
      path: `/api/literature?q=${q(`refersto:recid:${cycle(values.topCited, i)}`)}&size=25`,
    })),
    'search: collaboration': range(6).map((i) => ({
      category: 'collaboration',
      path: `/api/literature?q=${q(`cn ${cycle(COLLABORATIONS, i)}`)}&size=25`,
    })),
    'search: no query (most recent)': [{ category: 'browse', path: '/api/literature?size=25' }],
    facets: range(8).map((i) => ({
      category: 'facets',
      path: `/api/literature/facets?q=${q(`t ${cycle(TITLE_WORDS, i)}`)}`,
    })),
    'citation summary': [
      {
        category: 'citation summary',
        path: `/api/literature/facets?facet_name=citation-summary&q=${q(summaryQuery)}`,
      },
    ],
    'record detail': range(200).map((i) => ({
      category: 'detail',
      path: `/api/literature/${cycle(values.recids, i)}`,
    })),
  };
}

/** Runs one case in-process with a logging Kysely and returns the SQL statements it executed. */
async function capturedStatements(
  context: AppContext,
  path: string,
): Promise<{ sql: string; parameters: readonly unknown[] }[]> {
  const url = new URL(path, BASE);
  const query = Object.fromEntries(url.searchParams.entries());
  const captured: { sql: string; parameters: readonly unknown[] }[] = [];
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
    captured.push({
      sql: `SELECT id, revision_id, metadata::text FROM records WHERE pid_type = 'lit' AND control_number = $1`,
      parameters: [Number(segments[2])],
    });
  } else {
    await searchCollection(logged, 'literature', query, 'application/json', null);
  }
  return captured;
}

async function rawSqlSeries(context: AppContext, pool: pg.Pool, cases: Case[]): Promise<LatencySummary> {
  const statements = await Promise.all(
    cases.slice(0, 20).map((item) => capturedStatements(context, item.path)),
  );
  const latencies: number[] = [];
  const client = await pool.connect();
  const started = performance.now();
  try {
    for (let round = 0; latencies.length < Math.min(REQUESTS, 100); round += 1) {
      const batch = statements[round % statements.length]!;
      const begin = performance.now();
      // The API runs a case's statements concurrently where it can; sequential here is the conservative sum.
      for (const statement of batch) {
        await client.query(statement.sql, statement.parameters as unknown[]);
      }
      latencies.push(performance.now() - begin);
    }
  } finally {
    client.release();
  }
  return summarize(latencies, 0, performance.now() - started);
}

async function main(): Promise<void> {
  if (!DATABASE_URL) {
    throw new Error('Set DATABASE_URL to the database the server under test uses');
  }
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const config = { ...loadConfig({ PUBLIC_URL: BASE, RATE_LIMIT: 'off' }), databaseUrl: DATABASE_URL };
  const context = { config, db, engine: 'postgres', pool } as AppContext & { pool: pg.Pool };
  const corpus = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM records WHERE pid_type = 'lit'`,
  );
  const total = corpus.rows[0]!.n;
  const summaryQuery = process.env.BENCH_SUMMARY_QUERY ?? 'de 1990->2026';
  const summaryHits = await fetch(`${BASE}/api/literature?size=1&q=${encodeURIComponent(summaryQuery)}`).then(
    async (response) => ((await response.json()) as { hits: { total: number } }).hits.total,
  );
  const cases = buildCases(await sampleValues(pool), summaryQuery);
  const lines = [
    `Corpus: ${total.toLocaleString('en')} literature records; citation-summary query \`${summaryQuery}\` hits ${summaryHits.toLocaleString('en')}.`,
    '',
    '| series | API p50 ms (c=1) | API p95 ms (c=1) | raw SQL p50 ms | raw SQL p95 ms | API/SQL p50 | API p50 ms (c=16) | API p95 ms (c=16) | req/s (c=16) | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [name, list] of Object.entries(cases)) {
    await runLoad((index) => fetchOk(`${BASE}${cycle(list, index).path}`), {
      concurrency: 2,
      requests: 20,
      maxMs: 10_000,
    });
    const single = await runLoad((index) => fetchOk(`${BASE}${cycle(list, index).path}`), {
      concurrency: 1,
      requests: Math.min(REQUESTS, 150),
      maxMs: MAX_MS,
    });
    const raw = await rawSqlSeries(context, pool, list);
    const loaded = await runLoad((index) => fetchOk(`${BASE}${cycle(list, index).path}`), {
      concurrency: 16,
      requests: REQUESTS,
      maxMs: MAX_MS,
    });
    const line = `| ${name} | ${formatMs(single.p50)} | ${formatMs(single.p95)} | ${formatMs(raw.p50)} | ${formatMs(raw.p95)} | ${(single.p50 / raw.p50).toFixed(2)} | ${formatMs(loaded.p50)} | ${formatMs(loaded.p95)} | ${loaded.throughput.toFixed(0)} | ${single.errors + loaded.errors} |`;
    console.log(line);
    lines.push(line);
  }
  const mixed = Object.values(cases)
    .filter(
      (list) =>
        list[0]!.category !== 'citation summary' &&
        list[0]!.category !== 'facets' &&
        list[0]!.category !== 'detail',
    )
    .flat();
  const overall = await runLoad((index) => fetchOk(`${BASE}${cycle(mixed, index * 7).path}`), {
    concurrency: 16,
    requests: REQUESTS * 3,
    maxMs: MAX_MS * 2,
  });
  lines.push(
    '',
    `Mixed searches at concurrency 16: ${overall.throughput.toFixed(0)} searches/s, p50 ${formatMs(overall.p50)} ms, p95 ${formatMs(overall.p95)} ms, ${overall.errors} errors.`,
  );
  console.log(lines.at(-1));
  writeFileSync(join(import.meta.dirname, '../../out/search-bench.md'), `${lines.join('\n')}\n`);
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
