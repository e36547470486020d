import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCorpus } from '@parton/corpus';
import type { CollectionName } from '@parton/records';
import { DEMO_DATA_DIR, DEMO_SKIP_REASON, hasDemoData, hasDemoFolder } from './demo';
import { SMALL_GENERATED_CORPUS, writeGeneratedCorpus } from './generated';

type Json = Record<string, unknown>;

/**
 * The records a suite runs on: a generated corpus (always) and the real demo records (an extra layer that alone
 * skips when ../shared is absent or PARTON_DEMO_DATA=off). Use as
 *
 *   for (const source of RECORD_SOURCES) describe.skipIf(!source.available)(source.title('…'), () => { … });
 */
export interface RecordSource {
  name: 'generated records' | 'real demo records';
  available: boolean;
  /** A describe title naming the source, or why it is skipped. */
  title(what: string): string;
  /** A folder to hand to `importPaths`, and how to clean it up afterwards. */
  folder(): Promise<{ dir: string; remove(): Promise<void> }>;
  /** The metadata of one collection's records, as imported. */
  records(collection: CollectionName): Json[];
}

function demoFolderRecords(collection: CollectionName): Json[] {
  // The demo set keeps one conference in an upstream-named `conference` folder.
  const folders = collection === 'conferences' ? ['conferences', 'conference'] : [collection];
  return folders.filter(hasDemoFolder).flatMap((folder) =>
    readdirSync(join(DEMO_DATA_DIR, folder))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(DEMO_DATA_DIR, folder, file), 'utf8')) as Json),
  );
}

export const GENERATED_SOURCE: RecordSource = {
  name: 'generated records',
  available: true,
  title: (what) => `${what} (generated records)`,
  folder: () => writeGeneratedCorpus(SMALL_GENERATED_CORPUS),
  records: (collection) =>
    [...generateCorpus(SMALL_GENERATED_CORPUS)]
      .filter((record) => record.collection === collection)
      .map((record) => record.metadata as unknown as Json),
};

export const DEMO_SOURCE: RecordSource = {
  name: 'real demo records',
  available: hasDemoData,
  title: (what) => `${what} (${hasDemoData ? 'real demo records' : DEMO_SKIP_REASON})`,
  folder: async () => ({ dir: DEMO_DATA_DIR, remove: async () => {} }),
  records: demoFolderRecords,
};

export const RECORD_SOURCES: readonly RecordSource[] = [GENERATED_SOURCE, DEMO_SOURCE];
