import { type CorpusOptions, generateCorpus } from '@parton/corpus';
import type { AppContext } from '../context';
import { importEntries } from '../importer/importer';
import type { SourceEntry } from '../importer/sources';
import { countRecords } from '../records/repository';
import { markDemoSeeded } from './marker';

/** Size of the corpus `npm start` seeds: a few thousand records across all nine collections. */
export const DEMO_CORPUS = {
  seed: 42,
  literature: 2500,
  authors: 600,
  institutions: 60,
  conferences: 60,
  seminars: 60,
  journals: 40,
  jobs: 60,
  experiments: 30,
  data: 40,
} as const;

/** What to generate: the counts and seed (tests seed a smaller corpus). */
export type DemoCorpusOptions = Omit<CorpusOptions, 'publicUrl'>;

async function* demoEntries(corpus: DemoCorpusOptions, publicUrl: string): AsyncGenerator<SourceEntry> {
  let position = 0;
  for await (const record of generateCorpus({ ...corpus, publicUrl })) {
    position += 1;
    yield {
      kind: 'item',
      item: { file: '(demo corpus)', position, value: record.metadata, folderCollection: record.collection },
    };
  }
}

/**
 * Seeds the generated demo corpus when the database holds no record at all, and marks the database as a demo
 * one (the only kind that gets demo accounts). The mark is written before the first record, so a seed that
 * is interrupted still leaves a database known to hold only demo data.
 */
export async function seedDemoIfEmpty(
  context: AppContext,
  corpus: DemoCorpusOptions = DEMO_CORPUS,
): Promise<boolean> {
  if ((await countRecords(context.db)) > 0) {
    return false;
  }
  await markDemoSeeded(context.db, { seed: corpus.seed, literature: corpus.literature });
  console.log('Seeding the demo corpus (first start only) …');
  const summary = await importEntries(context.db, demoEntries(corpus, context.config.publicUrl), {
    bulk: true,
    deferIndexes: true,
    onProgress: (progress) =>
      process.stdout.write(`\r  ${progress.created} records, ${progress.recordsPerSecond} records/s`),
  });
  process.stdout.write('\n');
  if (summary.rejected > 0) {
    console.warn(
      `  ${summary.rejected} generated records were rejected; first: ${summary.rejections[0]?.message}`,
    );
  }
  console.log(`  seeded ${summary.created} records in ${(summary.elapsedMs / 1000).toFixed(1)} s`);
  return true;
}
