import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { describeMatchSummary, matchingCheckpoint, matchReferences } from '../citations/matcher';
import { loadConfig } from '../config';
import { openDatabase } from '../db/engine';
import { migrate } from '../db/migrate';
import type { Database } from '../db/schema';
import { type ImportSummary, importPaths } from '../importer/importer';
import { DEFAULT_MAX_LINE_BYTES } from '../importer/lines';
import { isGzip } from '../importer/sources';
import { isDemoSeeded } from '../seed/marker';
import { parseArgs, parseByteSize } from './args';

const BULK_THRESHOLD_MB = 20;

const USAGE = `Usage: npm run import -- [--batch N] [--concurrency N] [--bulk | --no-bulk] [--match]
                         [--max-line-bytes SIZE] <file-or-folder>...
Loads records (one JSON record, a JSON array, JSON Lines, a search-API response, or folders of them;
any of these files may be gzipped, named *.gz; UTF-8, with or without a byte order mark)
into the database named by DATABASE_URL, or the embedded one in DATA_DIR.
Every rejected record is printed with file:line, control number and field path; exit code 1 if any.
A control number met twice in one import: the last occurrence is kept, and each such case is printed.
--bulk      skip per-batch citation maintenance and rebuild the citation graph once at the end (the default
            when the input is ${BULK_THRESHOLD_MB} MB or more); citation counts are stale until the import finishes.
            A bulk load larger than what is stored also drops the search indexes and builds them at the end.
--no-bulk   keep citation edges and counts current after every batch.
--match     links the references of the imported papers to records afterwards (arXiv, DOI, journal, ...).
--max-line-bytes SIZE
            a JSON Lines line longer than this is rejected unread (default 50M; k, M, G suffixes); a .json
            file holding one document (an array, a search response) counts as one line.
--batch N, --concurrency N
            records per transaction (default 250) and transactions in flight (4 on PostgreSQL, 1 embedded).`;

// Record JSON compresses about this much with gzip; enough to estimate what a compressed dump holds.
const GZIP_RATIO = 6;

/** Total size of the named files (folders recursively), to pick bulk mode for large loads. */
function inputBytes(paths: string[]): number {
  let total = 0;
  for (const path of paths) {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) {
      continue;
    }
    if (stats.isDirectory()) {
      total += inputBytes(readdirSync(path).map((name) => join(path, name)));
    } else {
      total += isGzip(path) ? stats.size * GZIP_RATIO : stats.size;
    }
  }
  return total;
}

// A typical record in the community format is a few kilobytes: enough to tell a first load from a top-up.
const BYTES_PER_RECORD = 4096;

/** The planner's estimate of how many records are stored (cheap, no count). */
async function estimatedRecords(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ rows: number }>`
    SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE relname = 'records' AND relkind = 'r'
  `.execute(db);
  return Number(result.rows[0]?.rows ?? 0);
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), ['help', 'match', 'bulk', 'no-bulk']);
  if (args.flags.has('help') || args.positional.length === 0) {
    console.error(USAGE);
    return args.flags.has('help') ? 0 : 2;
  }
  const maxLineFlag = args.flags.get('max-line-bytes');
  const maxLineBytes =
    maxLineFlag === undefined ? DEFAULT_MAX_LINE_BYTES : parseByteSize(String(maxLineFlag));
  if (maxLineBytes === undefined) {
    console.error(`--max-line-bytes must be a size such as 50M or 1048576, not "${String(maxLineFlag)}"\n`);
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    if (await isDemoSeeded(database.db)) {
      console.error(
        'Note: this database was seeded with the demo corpus and may carry the demo accounts (public password);' +
          ' load real data into a database of its own (an empty DATA_DIR or DATABASE_URL).',
      );
    }
    const importStarted = args.flags.has('match') ? await matchingCheckpoint(database.db) : undefined;
    const bytes = inputBytes(args.positional);
    const bulk = args.flags.has('bulk')
      ? true
      : args.flags.has('no-bulk')
        ? false
        : bytes >= BULK_THRESHOLD_MB * 1024 * 1024;
    const deferIndexes = bulk && (await estimatedRecords(database.db)) < bytes / BYTES_PER_RECORD;
    const summary = await importPaths(database.db, args.positional, {
      bulk,
      deferIndexes,
      onRecountStep: (step) =>
        process.stderr.write(
          `\nrecount: ${step.name} — ${step.rows} rows in ${(step.ms / 1000).toFixed(1)} s`,
        ),
      maxLineBytes,
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
          ` control_number=${rejection.controlNumber ?? '?'}${rejection.collection ? ` ${rejection.collection}` : ''}` +
          ` field=${rejection.path}: ${rejection.message}`,
      );
    }
    if (summary.rejected > summary.rejections.length) {
      console.error(`… and ${summary.rejected - summary.rejections.length} more rejected records`);
    }
    printDuplicates(summary);
    console.log(
      `Imported in ${(summary.elapsedMs / 1000).toFixed(1)} s (${summary.recordsPerSecond} records/s): ` +
        `${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.rejected} rejected` +
        (summary.duplicates > 0
          ? `, ${summary.duplicates} replaced by a later record with the same control number (the last one is kept)`
          : '') +
        (bulk
          ? ` (records written in ${(summary.loadedMs / 1000).toFixed(1)} s, finished in ${((summary.elapsedMs - summary.loadedMs) / 1000).toFixed(1)} s).`
          : '.'),
    );
    if (importStarted) {
      const matched = await matchReferences(database.db, {
        publicUrl: config.publicUrl,
        scope: { kind: 'updatedSince', since: importStarted },
        // A bulk load rebuilt the graph once; its links are cheaper rebuilt once more than kept per paper.
        graph: bulk ? 'rebuild' : 'incremental',
      });
      console.log(describeMatchSummary(matched));
    }
    return summary.rejected > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

function printDuplicates(summary: ImportSummary): void {
  const place = (where: { file: string; position: number }) => `${where.file}:${where.position}`;
  for (const duplicate of summary.duplicateRecords) {
    console.error(
      `DUPLICATE ${duplicate.collection} control_number=${duplicate.controlNumber}: ` +
        `${place(duplicate.kept)} kept, replaces ${place(duplicate.replaced)} (the last one wins)`,
    );
  }
  if (summary.duplicates > summary.duplicateRecords.length) {
    console.error(`… and ${summary.duplicates - summary.duplicateRecords.length} more duplicates`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
