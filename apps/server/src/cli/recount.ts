import { describeMatchSummary, matchReferences } from '../citations/matcher';
import { type RecountStep, recountCitations } from '../citations/recount';
import { restoreDeferredIndexes } from '../db/deferredIndexes';
import { parseArgs } from './args';
import { runTool, withMigratedDatabase } from './tool';

const USAGE = `Usage: npm run recount [-- --match [--relink]] [--skip-identifiers]
Rebuilds the citation graph from the stored records, in one transaction: merge redirects, every citation edge
with its self-citation flag, every citation count (also copied into the search table), and the identifier
tables the reference matcher uses. Idempotent; prints the time of each step.
--match             first link the unlinked references of every paper (new revisions, written in place); the
                    graph is then rebuilt once and the tables vacuumed, instead of after every paper
--relink            with --match, also re-decide links that are not curated
--skip-identifiers  keep the matcher's identifier tables as they are`;

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), ['help', 'match', 'relink', 'skip-identifiers']);
  if (args.flags.has('help')) {
    console.log(USAGE);
    return 0;
  }
  return withMigratedDatabase(async (db, config) => {
    const identifiers = !args.flags.has('skip-identifiers');
    const printStep = (step: RecountStep) =>
      console.log(
        `${step.name.padEnd(14)} ${String(step.rows).padStart(12)} rows  ${(step.ms / 1000).toFixed(2)} s`,
      );
    let graphRebuilt = false;
    if (args.flags.has('match')) {
      // The matcher writes the links without per-paper graph upkeep and rebuilds the graph once when it wrote any.
      const matched = await matchReferences(db, {
        publicUrl: config.publicUrl,
        mode: args.flags.has('relink') ? 'uncurated' : 'unlinked',
        graph: 'rebuild',
        rebuildIdentifiers: identifiers,
        onRecountStep: printStep,
        onProgress: (progress) =>
          process.stderr.write(
            `\rmatching: ${progress.papersScanned} papers, ${progress.referencesLinked} references linked   `,
          ),
      });
      process.stderr.write('\n');
      console.log(describeMatchSummary(matched));
      graphRebuilt = matched.rebuildMs > 0;
    }
    if (!graphRebuilt) {
      const started = performance.now();
      await recountCitations(db, { identifiers, onStep: printStep });
      console.log(`Recounted in ${((performance.now() - started) / 1000).toFixed(2)} s.`);
    }
    // A killed bulk import may have left indexes and foreign keys to restore (its queued job would do it too).
    const rebuilt = await restoreDeferredIndexes(db, {
      onIndex: (index) =>
        console.log(`index ${index.name.padEnd(40)} built in ${(index.ms / 1000).toFixed(2)} s`),
    });
    if (rebuilt.length > 0) {
      console.log(`Built ${rebuilt.length} deferred indexes.`);
    }
    return 0;
  });
}

runTool(main);
