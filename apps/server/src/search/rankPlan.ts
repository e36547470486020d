import { sql } from 'kysely';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';

/**
 * Which plan ranks "bestmatch" word searches: `rum` reads the best-ranked matches straight from the RUM indexes of
 * migration 0630 (`ORDER BY vector <=> query`), `gin` ranks every match with `ts_rank` (the GIN plan; the only one
 * on the embedded PGlite, which has no RUM). Both return the same hits in the same order (repository.ts
 * `findHitPage`, search/README.md "Ranked search on RUM").
 */
export type RankPlan = 'rum' | 'gin';

/** The RUM indexes the `rum` plan orders by; all must exist (a bulk import drops them until it ends). */
export const RUM_INDEXES = [
  'literature_search_title_rum',
  'literature_search_abstract_rum',
  'literature_search_keywords_rum',
  'literature_search_all_rum',
] as const;

// Indexes come and go with bulk imports (deferred, then rebuilt): look again now and then, not per request.
const RECHECK_MS = 60_000;

interface Detected {
  plan: Promise<RankPlan>;
  at: number;
}

// Keyed by the configuration: a request's context is a copy (with a request-scoped database handle) that shares
// the application's configuration object.
const detected = new WeakMap<AppConfig, Detected>();
const forced = new WeakMap<AppConfig, RankPlan>();

/** `SEARCH_RUM=off` forces the GIN plan even where the RUM indexes exist (comparisons, or a RUM problem). */
function rumDisabled(env: NodeJS.ProcessEnv): boolean {
  return ['off', 'false', '0', 'no'].includes((env.SEARCH_RUM ?? '').trim().toLowerCase());
}

async function detectPlan(context: AppContext): Promise<RankPlan> {
  if (context.engine !== 'postgres') {
    return 'gin';
  }
  try {
    const result = await sql<{ found: number }>`
      SELECT count(*)::int AS found FROM pg_class c JOIN pg_am am ON am.oid = c.relam
      WHERE am.amname = 'rum' AND c.relname = ANY(${[...RUM_INDEXES]}::text[])
        AND c.relnamespace = current_schema()::regnamespace
    `.execute(context.db);
    return result.rows[0]?.found === RUM_INDEXES.length ? 'rum' : 'gin';
  } catch {
    // Without the catalogue (or with an odd one) the GIN plan is always right, only slower.
    return 'gin';
  }
}

/** The plan of this server's word searches: forced by a test, off by `SEARCH_RUM=off`, else what the database has. */
export async function rankPlanOf(
  context: AppContext,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RankPlan> {
  const force = forced.get(context.config);
  if (force) {
    return force;
  }
  if (rumDisabled(env)) {
    return 'gin';
  }
  const now = Date.now();
  const known = detected.get(context.config);
  if (known && now - known.at < RECHECK_MS) {
    return known.plan;
  }
  const plan = detectPlan(context);
  detected.set(context.config, { plan, at: now });
  return plan;
}

/** Tests run the same searches on both plans of one database. `undefined` returns to detection. */
export function forceRankPlan(context: AppContext, plan: RankPlan | undefined): void {
  if (plan === undefined) {
    forced.delete(context.config);
    return;
  }
  forced.set(context.config, plan);
}

/**
 * The plan of one ranked page once its matches are counted: a test's forced plan; GIN while the count is exact
 * (at most the 10,000-hit window: ranking every match is bounded by what the count itself read, whereas RUM's walk
 * of a tied group in date order could read far more rows: 1.5 s for `abstract observables` at 1 M); GIN for a
 * ranking of several words (RUM rarely settles their page from one candidate window and then pays for both: at 1 M,
 * two-word free text p50 81 ms on RUM against 27 ms on GIN, bench/RESULTS.md); else the server's plan.
 */
export async function rankPlanForMatches(
  context: AppContext,
  matches: { exactlyCounted: boolean; singleWord: boolean },
  env: NodeJS.ProcessEnv = process.env,
): Promise<RankPlan> {
  const force = forced.get(context.config);
  if (force) {
    return force;
  }
  if (matches.exactlyCounted || !matches.singleWord) {
    return 'gin';
  }
  return rankPlanOf(context, env);
}
