/**
 * Writes what the server answers to `GET /api/{collection}/{id}` with the web app's Accept header (the UI JSON
 * the detail pages read) for generated records of every collection and, when they are there, for every real demo
 * record: the web tests render these answers rather than raw record files, so that they test what runs.
 *
 *   node --import tsx apps/server/src/testing/presented/present.ts <output folder>
 *
 * Output: `<folder>/<collection>.json`, an array of `{ name, controlNumber, body }` (body: the answer as text).
 * Runs in a process of its own because the web tests run under jsdom, where the server's modules do not belong.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTION_NAMES, type CollectionName, UI_JSON_MIME } from '@parton/records';
import { importPaths } from '../../importer/importer';
import { createTestApp, type TestApp } from '../app';
import { DEMO_DATA_DIR, hasDemoData } from '../demo';
import { writeGeneratedCorpus } from '../generated';

export interface PresentedRecord {
  /** What the test names the case by: `generated jobs 177` or `real demo record jobs 1234567`. */
  name: string;
  controlNumber: number;
  /** The server's answer, as text. */
  body: string;
}

/** Generated records of each collection the web renders: enough for variety, few enough for jsdom. */
const GENERATED_PER_COLLECTION = 4;

async function controlNumbers(testApp: TestApp, collection: CollectionName, size: number): Promise<number[]> {
  // Every status and date: jobs default to open ones and seminars and conferences to upcoming ones.
  const query = new URLSearchParams({
    size: String(size),
    fields: 'control_number',
    status: 'all',
    start_date: 'all',
  });
  const response = await testApp.app.inject(`/api/${collection}?${query}`);
  if (response.statusCode !== 200) {
    throw new Error(`listing ${collection} answered ${response.statusCode}: ${response.body}`);
  }
  const hits = (response.json() as { hits: { hits: { id: string }[] } }).hits.hits;
  return hits.map((hit) => Number(hit.id));
}

async function present(
  testApp: TestApp,
  label: string,
  perCollection: number,
): Promise<Map<CollectionName, PresentedRecord[]>> {
  const presented = new Map<CollectionName, PresentedRecord[]>();
  for (const collection of COLLECTION_NAMES) {
    const records: PresentedRecord[] = [];
    for (const controlNumber of await controlNumbers(testApp, collection, perCollection)) {
      const response = await testApp.app.inject({
        url: `/api/${collection}/${controlNumber}`,
        headers: { accept: UI_JSON_MIME },
      });
      if (response.statusCode !== 200) {
        throw new Error(`${collection}/${controlNumber} answered ${response.statusCode}: ${response.body}`);
      }
      records.push({ name: `${label} ${collection} ${controlNumber}`, controlNumber, body: response.body });
    }
    presented.set(collection, records);
  }
  return presented;
}

async function presentFolder(
  folder: string,
  label: string,
  perCollection: number,
): Promise<Map<CollectionName, PresentedRecord[]>> {
  const testApp = await createTestApp();
  try {
    const summary = await importPaths(testApp.context.db, [folder]);
    if (summary.rejected > 0) {
      throw new Error(`${summary.rejected} ${label} records were rejected on import`);
    }
    return await present(testApp, label, perCollection);
  } finally {
    await testApp.close();
  }
}

async function main(output: string | undefined): Promise<void> {
  if (!output) {
    throw new Error('usage: present.ts <output folder>');
  }
  const generatedFolder = await writeGeneratedCorpus();
  const layers: Map<CollectionName, PresentedRecord[]>[] = [];
  try {
    layers.push(await presentFolder(generatedFolder.dir, 'generated', GENERATED_PER_COLLECTION));
  } finally {
    await generatedFolder.remove();
  }
  if (hasDemoData) {
    layers.push(await presentFolder(DEMO_DATA_DIR, 'real demo record', 1000));
  }
  mkdirSync(output, { recursive: true });
  for (const collection of COLLECTION_NAMES) {
    const records = layers.flatMap((layer) => layer.get(collection) ?? []);
    writeFileSync(join(output, `${collection}.json`), JSON.stringify(records));
  }
}

await main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
