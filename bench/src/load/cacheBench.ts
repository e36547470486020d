/**
 * Repeated requests through the result cache (apps/server/src/search/cache): the pattern of a public site, where
 * bots and people ask the same searches again. A fixed set of distinct search, facet and citation-summary URLs is
 * asked once each (filling the cache), then asked again and again in a closed loop at the given concurrency; the
 * `x-cache` header of every answer is counted, so a run that was not served from the cache says so. A shorter
 * uncached series (`x-cache-bypass: 1`) over the same URLs runs beside it for comparison.
 *
 *   BENCH_URL=http://127.0.0.1:8080 BENCH_CONCURRENCY=16 BENCH_REQUESTS=20000 npx tsx bench/src/load/cacheBench.ts
 *   (BENCH_ACCEPT=application/vnd+inspire.record.ui+json for the web app's format)
 *
 * The server must run with RATE_LIMIT=off (and the cache on: SEARCH_CACHE unset). Every run is bounded in requests
 * and time (BENCH_SECONDS).
 */
import { readFileSync } from 'node:fs';
import { runLoad } from './load';
import { formatMs, type LatencySummary } from './stats';

const BASE = (process.env.BENCH_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const UNCACHED_REQUESTS = Number(process.env.BENCH_UNCACHED_REQUESTS ?? 300);
const MAX_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000;
/**
 * The server's process id (Linux): its CPU time per request is reported beside the rate, a figure that holds on a
 * busy machine where the rate itself depends on what else runs.
 */
const SERVER_PID = process.env.BENCH_SERVER_PID;
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
function processCpuSeconds(pid: string | undefined): number | undefined {
  if (!pid) {
    return undefined;
  }
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** `application/json` (API clients, bots) or the web app's UI JSON (`application/vnd+inspire.record.ui+json`). */
const ACCEPT = process.env.BENCH_ACCEPT ?? 'application/json';

const WORDS = ['boson', 'neutrino', 'supersymmetry', 'lattice', 'dark', 'gravitational', 'quark', 'higgs'];
const COLLABORATIONS = ['atlas', 'cms', 'lhcb', 'alice'];

/** The distinct URLs of the mixed series: searches of each common kind, facets and citation summaries. */
function urls(): string[] {
  const q = (text: string) => encodeURIComponent(text);
  return [
    '/api/literature?sort=mostrecent&size=25&q=',
    '/api/literature/facets?q=',
    ...WORDS.flatMap((word) => [
      `/api/literature?q=${q(`t ${word}`)}&size=25`,
      `/api/literature?q=${q(word)}&size=25&sort=mostrecent`,
      `/api/literature/facets?q=${q(`t ${word}`)}`,
      `/api/literature/citation-summary?q=${q(`t ${word}`)}`,
    ]),
    ...COLLABORATIONS.flatMap((name) => [
      `/api/literature?q=${q(`cn ${name}`)}&size=25`,
      `/api/literature/facets?q=${q(`cn ${name}`)}`,
    ]),
    ...[1, 50, 250].map((count) => `/api/literature?q=${q(`topcite ${count}+`)}&size=25`),
    ...[2000, 2010, 2020].map((year) => `/api/literature?q=${q(`date ${year}`)}&size=25`),
  ];
}

interface Series {
  summary: LatencySummary;
  outcomes: Record<string, number>;
  /** CPU milliseconds a request cost the server and this load generator (undefined without BENCH_SERVER_PID). */
  serverCpuMs?: number;
  clientCpuMs: number;
}

async function series(targets: string[], requests: number, bypass: boolean): Promise<Series> {
  const outcomes: Record<string, number> = {};
  const serverBefore = processCpuSeconds(SERVER_PID);
  const clientBefore = process.cpuUsage();
  const summary = await runLoad(
    async (index) => {
      const url = `${BASE}${targets[index % targets.length]}`;
      const response = await fetch(url, {
        headers: { accept: ACCEPT, ...(bypass ? { 'x-cache-bypass': '1' } : {}) },
      });
      await response.arrayBuffer();
      if (!response.ok) {
        throw new Error(`${response.status} for ${url}`);
      }
      const outcome = response.headers.get('x-cache') ?? 'none';
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    },
    { concurrency: CONCURRENCY, requests, maxMs: MAX_MS },
  );
  const client = process.cpuUsage(clientBefore);
  const serverAfter = processCpuSeconds(SERVER_PID);
  const count = Math.max(1, summary.count + summary.errors);
  return {
    summary,
    outcomes,
    serverCpuMs:
      serverBefore === undefined || serverAfter === undefined
        ? undefined
        : ((serverAfter - serverBefore) * 1000) / count,
    clientCpuMs: (client.user + client.system) / 1000 / count,
  };
}

function line(name: string, result: Series): string {
  const { summary, outcomes } = result;
  return [
    name.padEnd(24),
    `${summary.throughput.toFixed(0).padStart(6)} req/s`,
    `p50 ${formatMs(summary.p50).padStart(7)} ms`,
    `p95 ${formatMs(summary.p95).padStart(7)} ms`,
    `n ${summary.count}`,
    `errors ${summary.errors}`,
    `x-cache ${JSON.stringify(outcomes)}`,
    `CPU/request: server ${result.serverCpuMs === undefined ? '–' : formatMs(result.serverCpuMs)} ms, client ${formatMs(result.clientCpuMs)} ms`,
  ].join('  ');
}

async function main(): Promise<void> {
  const targets = urls();
  console.log(`${targets.length} distinct URLs at ${BASE}, Accept ${ACCEPT}, concurrency ${CONCURRENCY}`);
  // Fill the cache: one request each (these are the misses).
  const fill = await series(targets, targets.length, false);
  console.log(line('fill (one each)', fill));
  const cached = await series(targets, REQUESTS, false);
  console.log(line('repeated, cached', cached));
  const uncached = await series(targets, UNCACHED_REQUESTS, true);
  console.log(line('repeated, uncached', uncached));
  if ((cached.outcomes.hit ?? 0) < cached.summary.count * 0.99) {
    console.log('Fewer than 99% of the repeated requests were cache hits: is SEARCH_CACHE off?');
    process.exitCode = 1;
  }
}

await main();
