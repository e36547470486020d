import { rebuildMissingPublicJson } from '../records/publicJson';
import { parseArgs } from './args';
import { runTool, withMigratedDatabase } from './tool';

const USAGE = `Usage: npm run rebuild-json [-- --batch 200]
Builds the public JSON text kept ready for every record that lacks a current one (search/README.md "Public JSON
kept ready"): records written before migration 0640, before any server named its PUBLIC_URL, or with a text built
for another PUBLIC_URL. Uses PUBLIC_URL (and DATABASE_URL / DATA_DIR) like the server; the record writer builds
texts for that URL from now on. One transaction per batch of records; resumable: a stopped run keeps its finished
batches and the next run goes on with the rest. Prints its progress.
--batch N   records per transaction (default 200)`;

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), ['help']);
  if (args.flags.has('help')) {
    console.log(USAGE);
    return 0;
  }
  const batch = args.flags.get('batch');
  const batchSize = batch === undefined ? 200 : Number(batch);
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    console.error(`--batch must be a positive whole number, got ${String(batch)}.\n\n${USAGE}`);
    return 2;
  }
  return withMigratedDatabase(async (db, config) => {
    const started = performance.now();
    const progress = await rebuildMissingPublicJson(db, config.publicUrl, {
      batchSize,
      onProgress: (step) => {
        const seconds = (performance.now() - started) / 1000;
        process.stderr.write(
          `\rpublic JSON: ${step.scanned} / ${step.total} records, ${step.built} texts built, ${seconds.toFixed(1)} s   `,
        );
      },
    });
    process.stderr.write('\n');
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `Built ${progress.built} public JSON texts for ${config.publicUrl} (${progress.scanned - progress.built} ` +
        `records keep the slower path: they store their own copy of a computed field) in ${seconds} s.`,
    );
    return 0;
  });
}

runTool(main);
