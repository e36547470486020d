/** One shared test corpus, generated once per test file and indexed for the assertions. */
import type { CollectionName } from '@parton/records';
import { generateCorpus } from '../corpus';
import type { CorpusOptions, GeneratedRecord } from '../types';

export const FIXTURE_OPTIONS: CorpusOptions = {
  seed: 20240601,
  literature: 3000,
  institutions: 400,
  seminars: 40,
  jobs: 30,
  referenceDate: '2025-06-15',
};

export interface IndexedCorpus {
  records: GeneratedRecord[];
  byCollection: Map<CollectionName, Record<string, unknown>[]>;
  literature: GeneratedRecord[];
}

let cached: IndexedCorpus | undefined;

export function fixtureCorpus(): IndexedCorpus {
  if (cached) {
    return cached;
  }
  const records = [...generateCorpus(FIXTURE_OPTIONS)];
  const byCollection = new Map<CollectionName, Record<string, unknown>[]>();
  for (const record of records) {
    const list = byCollection.get(record.collection) ?? [];
    list.push(record.metadata);
    byCollection.set(record.collection, list);
  }
  cached = {
    records,
    byCollection,
    literature: records.filter((record) => record.collection === 'literature'),
  };
  return cached;
}

/** Every `$ref` string anywhere inside a value. */
export function collectRefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) {
      collectRefs(item, out);
    }
    return out;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') {
        out.push(item);
      } else {
        collectRefs(item, out);
      }
    }
  }
  return out;
}

export function earliestDate(metadata: { preprint_date?: string; imprints?: { date?: string }[] }): string {
  return metadata.preprint_date ?? metadata.imprints?.[0]?.date ?? '';
}
