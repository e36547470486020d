import { describeMatchSummary, matchingCheckpoint, matchReferences } from '../citations/matcher';
import { loadConfig } from '../config';
import { openDatabase } from '../db/engine';
import { migrate } from '../db/migrate';
import { importPaths } from '../importer/importer';
import { parseArgs } from './args';

const USAGE = `Usage: npm run import -- [--batch N] [--concurrency N] [--match] <file-or-folder>...
Loads records (one JSON record, a JSON array, JSON Lines, a search-API response, or folders of them)
into the database named by DATABASE_URL, or the embedded one in DATA_DIR.
--match links the references of the imported papers to records afterwards (arXiv, DOI, journal, ...).`;

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), ['help', 'match']);
  if (args.flags.has('help') || args.positional.length === 0) {
    console.error(USAGE);
    return args.flags.has('help') ? 0 : 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    const importStarted = args.flags.has('match') ? await matchingCheckpoint(database.db) : undefined;
    const summary = await importPaths(database.db, args.positional, {
      batchSize: Number(args.flags.get('batch') ?? 250),
      concurrency: Number(args.flags.get('concurrency') ?? (database.poolSize > 1 ? 4 : 1)),
      onProgress: (progress) =>
        process.stderr.write(
          `\r${progress.read} read, ${progress.created} created, ${progress.updated} updated, ` +
            `${progress.unchanged} unchanged, ${progress.rejected} rejected — ${progress.recordsPerSecond} records/s   `,
        ),
    });
    process.stderr.write('\n');
    for (const rejection of summary.rejections) {
      console.error(
        `REJECTED ${rejection.file}${rejection.position ? `:${rejection.position}` : ''}` +
          ` control_number=${rejection.controlNumber ?? '?'} ${rejection.collection ?? ''} field=${rejection.path}: ${rejection.message}`,
      );
    }
    if (summary.rejected > summary.rejections.length) {
      console.error(`… and ${summary.rejected - summary.rejections.length} more rejected records`);
    }
    console.log(
      `Imported in ${(summary.elapsedMs / 1000).toFixed(1)} s (${summary.recordsPerSecond} records/s): ` +
        `${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.rejected} rejected.`,
    );
    if (importStarted) {
      const matched = await matchReferences(database.db, {
        publicUrl: config.publicUrl,
        scope: { kind: 'updatedSince', since: importStarted },
      });
      console.log(describeMatchSummary(matched));
    }
    return summary.rejected > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
