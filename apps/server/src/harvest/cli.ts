import { parseArgs } from '../cli/args';
import { type ArxivHarvestSettings, loadConfig } from '../config';
import { openDatabase } from '../db/engine';
import { migrate } from '../db/migrate';
import { createArxivClient } from './job';
import type { HarvestCounts } from './repository';
import { checkDay, harvestArxiv } from './service';

/** A mistake in the command line: said with the usage, exit code 2, nothing touched. */
class UsageError extends Error {}

const USAGE = `Usage: npm run harvest -- [--from YYYY-MM-DD [--until YYYY-MM-DD]] [--set SET[,SET…]] [--url URL] [--force]
Harvests arXiv once, by hand, over OAI-PMH (metadataPrefix=arXiv): new e-prints become literature records, new
versions of papers we have update them. Without --from it continues the remembered run (a killed one resumes
after its last written page) or reads from the remembered datestamp to today, as the server's scheduled job does.
--from, --until  a window of OAI datestamps (days, UTC; until defaults to today)
--set            OAI sets, comma-separated (default ARXIV_HARVEST_SETS, else physics:hep-ex,hep-lat,hep-ph,hep-th)
--url            the OAI-PMH endpoint (default ARXIV_OAI_URL)
--force          take the harvest over from another harvester that holds it (it may still be running)
Exit code 1 when a record could not be written or the harvest failed; it can be run again.`;

function describeCounts(counts: HarvestCounts): string {
  return (
    `${counts.pages} pages, ${counts.seen} records: ${counts.created} created, ${counts.updated} updated, ` +
    `${counts.unchanged} unchanged, ${counts.deleted} deleted upstream (skipped), ${counts.failed} failed` +
    (counts.linked > 0 ? `, ${counts.linked} references linked` : '') +
    (counts.restarts > 0 ? `, ${counts.restarts} expired resumption tokens (set read again)` : '')
  );
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), ['help', 'force']);
  if (args.flags.has('help')) {
    console.log(USAGE);
    return 0;
  }
  const text = (name: string): string | undefined => {
    const value = args.flags.get(name);
    if (value === true) {
      throw new UsageError(`--${name} needs a value`);
    }
    return value;
  };
  const config = loadConfig();
  const url = text('url');
  const configured: ArxivHarvestSettings | undefined = config.arxivHarvest;
  const oaiUrl = url ?? configured?.oaiUrl;
  if (!oaiUrl) {
    console.error(
      `No OAI-PMH endpoint: set ARXIV_OAI_URL (e.g. https://export.arxiv.org/oai2) or pass --url.\n\n${USAGE}`,
    );
    return 2;
  }
  // Settings as the server reads them, with the endpoint of --url when given.
  const settings = loadConfig({ ...process.env, ARXIV_OAI_URL: oaiUrl }).arxivHarvest!;
  const from = text('from');
  const until = text('until');
  try {
    for (const [name, value] of [
      ['--from', from],
      ['--until', until],
    ] as const) {
      if (value !== undefined) {
        checkDay(name, value);
      }
    }
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (until !== undefined && from === undefined) {
    throw new UsageError('--until needs --from');
  }
  const sets = text('set')
    ?.split(',')
    .map((set) => set.trim())
    .filter(Boolean);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    const client = createArxivClient(settings, config.publicUrl, {
      onRetry: ({ status, waitMs }) =>
        console.error(`${oaiUrl} answered ${status}: waiting ${(waitMs / 1000).toFixed(0)} s as asked`),
    });
    const outcome = await harvestArxiv(database.db, {
      settings,
      client,
      publicUrl: config.publicUrl,
      ...(from !== undefined ? { from } : {}),
      ...(until !== undefined ? { until } : {}),
      ...(sets && sets.length > 0 ? { sets } : {}),
      force: args.flags.has('force'),
      onPage: (progress) =>
        console.error(
          `${progress.set}: ${describeCounts(progress.counts)}` +
            (progress.completeListSize !== undefined ? ` (list of ${progress.completeListSize})` : ''),
        ),
    });
    if (outcome.status === 'busy') {
      console.error(
        `Another harvester holds the arXiv harvest (${outcome.heldBy ?? 'unknown'}); try later, or --force.`,
      );
      return 1;
    }
    for (const problem of outcome.problems) {
      console.error(`FAILED ${problem.identifier}: ${problem.message}`);
    }
    const window = outcome.window!;
    console.log(
      `Harvested ${oaiUrl} ${window.sets.join(',')} from ${window.from} until ${window.until}: ` +
        `${describeCounts(outcome.counts)}. Next run starts from ${outcome.lastDatestamp ?? window.from}.`,
    );
    return outcome.counts.failed > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(error instanceof Error ? error.message : error);
    console.error('The harvest stopped; run the same command again to resume after the last written page.');
    process.exit(1);
  },
);
