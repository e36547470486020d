/**
 * Times the best-match hit page on both plans (RUM candidates, GIN ranking) against DATABASE_URL, interleaved, with
 * distinct words (the most frequent title words of the corpus), and counts pages that differ between the plans.
 *
 *   DATABASE_URL=postgres://…/corpus npx tsx apps/server/src/search/plans/rankedBench.ts
 */
import {
  compileLiteratureFilters,
  compileLiteratureQuery,
  literatureOrderBy,
  literatureRank,
  literatureRankDistance,
  literatureRankMatch,
  literatureRankTarget,
  literatureTieBreak,
  parseLiteratureQuery,
  RUM_DISTANCE_TOLERANCE,
} from '@parton/query';
import { sql } from 'kysely';
import { openDatabase } from '../../db/engine';
import { findHitPage } from '../repository';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 2 });
// The 40 title words most papers use: the broad searches, where ranking every match costs most.
const frequent = await sql<{ word: string }>`
  SELECT word FROM ts_stat('SELECT title_tsv FROM literature_search')
  WHERE length(word) >= 5 AND word ~ '^[a-z]+$' ORDER BY ndoc DESC, word LIMIT 40
`.execute(handle.db);
const words = frequent.rows.map((row) => row.word);
const series: Record<string, string[]> = {
  title: words.map((word) => `t ${word}`),
  'free text': words.map((word, index) => `${word} ${words[(index + 7) % words.length]}`),
  abstract: words.map((word) => `abstract ${word}`),
};
for (const [name, queries] of Object.entries(series)) {
  const times: Record<string, number[]> = { rum: [], gin: [] };
  let mismatches = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (const q of queries) {
      const ast = parseLiteratureQuery(q);
      const target = literatureRankTarget(ast)!;
      const base = {
        collection: 'literature' as const,
        where: [compileLiteratureQuery(ast, { collections: ['Literature'] }), compileLiteratureFilters({})],
        orderBy: literatureOrderBy('bestmatch', true, literatureRank(ast)),
        limit: 25,
        offset: 0,
        trimmed: false,
      };
      const ids: Record<string, string> = {};
      for (const plan of ['rum', 'gin']) {
        const started = performance.now();
        const rows = await findHitPage(
          handle.db,
          plan === 'rum'
            ? {
                ...base,
                ranked: {
                  distance: literatureRankDistance(target),
                  match: literatureRankMatch(target),
                  tolerance: RUM_DISTANCE_TOLERANCE,
                  singleWord: target.singleWord,
                  tieBreak: literatureTieBreak(),
                },
              }
            : base,
        );
        if (pass === 1) {
          times[plan]!.push(performance.now() - started);
        }
        ids[plan] = rows.map((row) => row.controlNumber).join(',');
      }
      if (ids.rum !== ids.gin) {
        mismatches++;
      }
    }
  }
  console.log(
    `${name}: n=${times.rum!.length} RUM p50 ${percentile(times.rum!, 50).toFixed(1)} p95 ${percentile(times.rum!, 95).toFixed(1)} | GIN p50 ${percentile(times.gin!, 50).toFixed(1)} p95 ${percentile(times.gin!, 95).toFixed(1)} | mismatched pages ${mismatches}`,
  );
}
await handle.close();
