/**
 * Load, soak and fuzz run against a running server: mixed everyday requests (searches of every collection, facets,
 * citation summary and by-year, record details, reference lists, cite formats, lookups, the web app's shell) mixed
 * with hostile ones (NUL bytes, huge integers, reversed ranges, regular expressions, long and deeply nested queries),
 * at a fixed concurrency for a bounded time. It counts 5xx answers and network failures as errors (a 4xx is a
 * correct answer to bad input), samples the server's resident memory from /proc, and checks at the end that the
 * server still answers.
 *
 *   RATE_LIMIT=off SEED_DEMO=true PORT=8090 npm start &             # or any running server
 *   BENCH_URL=http://127.0.0.1:8090 BENCH_PID=<server pid> BENCH_CONCURRENCY=32 BENCH_SECONDS=60 \
 *     npx tsx bench/src/load/soak.ts                                 # the load run
 *   … BENCH_SECONDS=600 npx tsx bench/src/load/soak.ts               # the soak
 *   … BENCH_MODE=fuzz BENCH_REQUESTS=20000 npx tsx bench/src/load/soak.ts   # 20,000 generated queries only
 *
 * Every run is bounded in requests (BENCH_REQUESTS, default 1,000,000) and time (BENCH_SECONDS) and sends traffic
 * only to BENCH_URL, which must be a loopback address.
 */
import { readFileSync } from 'node:fs';
import { COLLECTION_NAMES } from '@parton/records';
import { percentile } from './stats';

const BASE = (process.env.BENCH_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const MODE = process.env.BENCH_MODE === 'fuzz' ? 'fuzz' : 'mixed';
const SERVER_PID = process.env.BENCH_PID ? Number(process.env.BENCH_PID) : undefined;
// Hostile requests may take the full statement timeout; give them a little more before calling it a failure.
const REQUEST_TIMEOUT_MS = Number(process.env.BENCH_REQUEST_TIMEOUT_MS ?? 30_000);

function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!(host === 'localhost' || host.startsWith('127.') || host === '[::1]')) {
    throw new Error(`BENCH_URL must be a loopback address, not ${host}`);
  }
}

/** A small deterministic generator (mulberry32), so that a run can be repeated request for request. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COLLECTIONS = COLLECTION_NAMES;
const WORDS = [
  'higgs',
  'boson',
  'neutrino',
  'lattice',
  'dark matter',
  'quark',
  'ellis',
  'atlas',
  'cms',
  'susy',
];
const KEYWORDS = [
  'a',
  't',
  'ti',
  'cn',
  'ac',
  'topcite',
  'date',
  'de',
  'j',
  'eprint',
  'refersto:recid',
  'tc',
  'k',
];
const HOSTILE = [
  '%00',
  'ac%202147483648',
  'ac%209007199254740991',
  'topcite%2099999999999999999999',
  'date%202023-%3E2020',
  'titles.title%3A%00',
  '%2Fa%7B1%2C1000%7D%2F',
  't%20%2Fa%7B256%7D%2F',
  'authors%3Athis%20month',
  '((((((((((((((((((((a))))))))))))))))))))',
  '%22unterminated',
  'a%20%C3%A9%C3%A8%20%E2%88%9A%20%F0%9F%98%80',
];

type Pick = <T>(values: readonly T[]) => T;

function fuzzQuery(pick: Pick, next: () => number): string {
  const terms = 1 + Math.floor(next() * 6);
  const parts: string[] = [];
  for (let index = 0; index < terms; index += 1) {
    const roll = next();
    if (roll < 0.4) {
      parts.push(`${pick(KEYWORDS)} ${pick(WORDS)}`);
    } else if (roll < 0.55) {
      parts.push(
        `${pick(['ac', 'topcite', 'date', 'de'])} ${Math.floor(next() * 10 ** (1 + next() * 20))}${pick(['', '+', '->1', '->2020'])}`,
      );
    } else if (roll < 0.65) {
      parts.push(`${pick(['t', 'a'])} /${pick(['a', '.', '[a-z]', '(a|b)'])}{${Math.floor(next() * 2000)}}/`);
    } else if (roll < 0.75) {
      parts.push(`"${pick(WORDS)} ${pick(WORDS)}`);
    } else if (roll < 0.85) {
      parts.push(
        `${'('.repeat(Math.floor(next() * 30))}${pick(WORDS)}${')'.repeat(Math.floor(next() * 30))}`,
      );
    } else {
      parts.push(String.fromCharCode(Math.floor(next() * 0x2fff)));
    }
    parts.push(pick(['and', 'or', 'not', 'and not', '', '-']));
  }
  return encodeURIComponent(parts.join(' '));
}

function requestMaker(seed: number, recids: readonly number[]): (index: number) => string {
  const next = random(seed);
  const pick: Pick = (values) => values[Math.floor(next() * values.length)]!;
  const recid = () => (recids.length > 0 ? pick(recids) : 1);
  if (MODE === 'fuzz') {
    return () => {
      const collection = next() < 0.6 ? 'literature' : pick(COLLECTIONS);
      const facets = next() < 0.3 ? '/facets' : '';
      const extra =
        collection === 'literature' && facets && next() < 0.5 ? '&facet_name=citations-by-year' : '';
      return `/api/${collection}${facets}?q=${fuzzQuery(pick, next)}${extra}`;
    };
  }
  // Weighted mix of everyday requests (searches, details and facets dominate, as on the public site) and hostile ones.
  const mix: [weight: number, path: () => string][] = [
    [
      30,
      () => `/api/literature?q=${encodeURIComponent(`${pick(KEYWORDS.slice(0, 4))} ${pick(WORDS)}`)}&size=25`,
    ],
    [10, () => `/api/${pick(COLLECTIONS)}?q=${encodeURIComponent(pick(WORDS))}`],
    [7, () => `/api/literature/facets?q=${encodeURIComponent(pick(WORDS))}`],
    [5, () => `/api/literature/facets?q=${encodeURIComponent(pick(WORDS))}&facet_name=citation-summary`],
    [3, () => `/api/literature/facets?q=${encodeURIComponent(pick(WORDS))}&facet_name=citations-by-year`],
    [15, () => `/api/literature/${recid()}`],
    [5, () => `/api/literature/${recid()}/references?size=25`],
    [3, () => `/api/literature/${recid()}?format=bibtex`],
    [3, () => `/api/literature?q=refersto%3Arecid%3A${recid()}`],
    [4, () => `/literature/${recid()}`],
    [3, () => pick(['/api/arxiv/%00', '/api/doi/10.1000%00', '/api/literature/99999999999'])],
    [12, () => `/api/${pick(COLLECTIONS)}${next() < 0.3 ? '/facets' : ''}?q=${pick(HOSTILE)}`],
  ];
  const totalWeight = mix.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = next() * totalWeight;
    for (const [weight, path] of mix) {
      roll -= weight;
      if (roll < 0) {
        return path();
      }
    }
    return mix[0]![1]();
  };
}

function residentMegabytes(pid: number | undefined): number | undefined {
  if (pid === undefined) {
    return undefined;
  }
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function sampleRecids(): Promise<number[]> {
  const response = await fetch(`${BASE}/api/literature?size=200&fields=control_number`);
  if (!response.ok) {
    return [];
  }
  const body = (await response.json()) as { hits: { hits: { metadata: { control_number: number } }[] } };
  return body.hits.hits.map((hit) => hit.metadata.control_number);
}

interface Tally {
  latencies: number[];
  byStatus: Map<string, number>;
  errors: number;
  failures: Map<string, number>;
}

async function main(): Promise<void> {
  assertLoopback(BASE);
  const recids = await sampleRecids();
  const makeRequest = requestMaker(Number(process.env.BENCH_SEED ?? 7), recids);
  const tally: Tally = { latencies: [], byStatus: new Map(), errors: 0, failures: new Map() };
  const memoryBefore = residentMegabytes(SERVER_PID);
  let memoryPeak = memoryBefore ?? 0;
  const sampler = setInterval(() => {
    memoryPeak = Math.max(memoryPeak, residentMegabytes(SERVER_PID) ?? 0);
  }, 1000);
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let issued = 0;
  let lastReport = started;
  const worker = async () => {
    while (issued < MAX_REQUESTS && performance.now() < deadline) {
      const path = makeRequest(issued);
      issued += 1;
      const begin = performance.now();
      try {
        const response = await fetch(`${BASE}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        await response.arrayBuffer();
        const status = `${Math.floor(response.status / 100)}xx`;
        tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
        if (response.status >= 500) {
          tally.errors += 1;
          const key = `${response.status} ${path.slice(0, 120)}`;
          tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
        }
      } catch (error) {
        tally.errors += 1;
        const key = `${(error as Error).name} ${path.slice(0, 120)}`;
        tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
      }
      tally.latencies.push(performance.now() - begin);
      if (performance.now() - lastReport > 60_000) {
        lastReport = performance.now();
        const elapsed = (lastReport - started) / 1000;
        console.log(
          `${elapsed.toFixed(0)} s: ${tally.latencies.length} requests, ${tally.errors} errors, RSS ${residentMegabytes(SERVER_PID)?.toFixed(0) ?? '?'} MB`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  // Let the server settle (idle timers, GC) before the memory figure after the run.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const memoryAfter = residentMegabytes(SERVER_PID);
  const alive = await fetch(`${BASE}/api/literature?size=1`)
    .then((response) => response.ok)
    .catch(() => false);
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const summary = {
    mode: MODE,
    concurrency: CONCURRENCY,
    seconds: Math.round(wallMs / 1000),
    requests: sorted.length,
    throughput: Number(((sorted.length * 1000) / wallMs).toFixed(1)),
    statuses: Object.fromEntries([...tally.byStatus].sort()),
    errors: tally.errors,
    p50: Number(percentile(sorted, 0.5).toFixed(1)),
    p95: Number(percentile(sorted, 0.95).toFixed(1)),
    p99: Number(percentile(sorted, 0.99).toFixed(1)),
    max: Number((sorted.at(-1) ?? Number.NaN).toFixed(1)),
    memoryMb: { before: memoryBefore, peak: memoryPeak || undefined, after: memoryAfter },
    aliveAfter: alive,
  };
  console.log(JSON.stringify(summary, null, 2));
  if (tally.failures.size > 0) {
    console.log('Failures (first 20 kinds):');
    for (const [key, count] of [...tally.failures].slice(0, 20)) {
      console.log(`  ${count} × ${key}`);
    }
  }
  process.exit(alive && tally.errors === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
