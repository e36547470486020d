import { createHash } from 'node:crypto';
import { validateRecord } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { generateCorpus } from './corpus';
import type { CorpusOptions } from './types';

function digest(options: CorpusOptions): { hash: string; lines: number } {
  const hash = createHash('sha256');
  let lines = 0;
  for (const record of generateCorpus(options)) {
    hash.update(JSON.stringify(record.metadata));
    hash.update('\n');
    lines++;
  }
  return { hash: hash.digest('hex'), lines };
}

const OPTIONS: CorpusOptions = { seed: 'determinism', literature: 800, referenceDate: '2024-01-31' };

describe('determinism', () => {
  it('gives byte-identical output for the same seed and options', { timeout: 60_000 }, () => {
    expect(digest(OPTIONS)).toEqual(digest({ ...OPTIONS }));
  });

  it('gives the same records when a corpus is iterated twice', { timeout: 60_000 }, () => {
    const corpus = generateCorpus({ ...OPTIONS, literature: 200 });
    const first = [...corpus].map((record) => JSON.stringify(record.metadata));
    const second = [...corpus].map((record) => JSON.stringify(record.metadata));
    expect(second).toEqual(first);
  });

  it('changes with the seed', { timeout: 60_000 }, () => {
    expect(digest({ ...OPTIONS, seed: 'other' }).hash).not.toBe(digest(OPTIONS).hash);
  });

  it('puts the public URL in every link and schema', { timeout: 60_000 }, () => {
    const hosts = new Set<string>();
    for (const record of generateCorpus({
      ...OPTIONS,
      literature: 100,
      publicUrl: 'http://localhost:8080/',
    })) {
      for (const match of JSON.stringify(record.metadata).matchAll(
        /"\$(?:ref|schema)":"(https?:\/\/[^/"]+)\//g,
      )) {
        hosts.add(match[1] ?? '');
      }
    }
    expect([...hosts]).toEqual(['http://localhost:8080']);
  });

  it('starts control numbers at the configured base', () => {
    const numbers = [...generateCorpus({ ...OPTIONS, literature: 50, controlNumberBase: 5000 })].map(
      (record) => record.metadata.control_number,
    );
    expect(numbers[0]).toBe(5000);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('copes with a literature-only corpus: unlinked authors, no journals, no links', {
    timeout: 60_000,
  }, () => {
    const records = [
      ...generateCorpus({
        seed: 2,
        literature: 300,
        authors: 0,
        institutions: 0,
        journals: 0,
        experiments: 0,
        conferences: 0,
        data: 0,
        seminars: 0,
        jobs: 0,
      }),
    ];
    expect(records.length).toBe(300);
    const failures = records.filter((record) => !validateRecord(record.collection, record.metadata).ok);
    expect(failures).toEqual([]);
    const links = records.flatMap(
      (record) => JSON.stringify(record.metadata).match(/"\$ref":"[^"]+"/g) ?? [],
    );
    expect(links.every((link) => link.includes('/api/literature/'))).toBe(true);
  });

  it('generates an empty corpus for zero literature records', () => {
    expect([
      ...generateCorpus({ seed: 1, literature: 0, institutions: 0, journals: 0, experiments: 0 }),
    ]).toEqual([]);
  });
});
