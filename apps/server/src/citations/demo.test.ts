import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { importPaths } from '../importer/importer';
import { createTestDatabase } from '../testing/database';
import { DEMO_DATA_DIR, hasDemoData } from '../testing/demo';
import { recountCitations } from './recount';
import { citationsByYear } from './service';
import { type OracleRecord, oracleGraph, searchMirrorMismatches, storedGraph } from './testing/oracle';

let database: DatabaseHandle;

function demoRecords(folder: string, pidType: 'lit' | 'dat'): OracleRecord[] {
  const dir = join(DEMO_DATA_DIR, folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ pidType, metadata: JSON.parse(readFileSync(join(dir, file), 'utf8')) }));
}

describe.skipIf(!hasDemoData)('citations of the real demo records', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const summary = await importPaths(database.db, [DEMO_DATA_DIR]);
    expect(summary.rejected).toBe(0);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('stores the counts a brute-force recount of the record files gives', async () => {
    const expected = oracleGraph([...demoRecords('literature', 'lit'), ...demoRecords('data', 'dat')]);
    const stored = await storedGraph(database);
    expect(stored.counts).toEqual(expected.counts);
    expect(stored.edges).toEqual(expected.edges);
    // Links on every host resolve: the demo set has citations among its own papers.
    expect(expected.counts.size).toBeGreaterThan(1000);
    expect(expected.counts.get('lit:1249881')?.[0]).toBeGreaterThan(0);
  });

  it('has the same counts in the search table', async () => {
    expect(await searchMirrorMismatches(database)).toEqual([]);
  });

  it('answers citations by year from the edges', async () => {
    const perYear = await citationsByYear(database.db, [1249881]);
    const total = Object.values(perYear).reduce((sum, count) => sum + count, 0);
    expect(total).toBe((await storedGraph(database)).counts.get('lit:1249881')?.[0]);
    expect(Object.keys(perYear).every((year) => /^\d{4}$/.test(year))).toBe(true);
  });

  it('rebuilds the same graph with a full recount', async () => {
    const before = await storedGraph(database);
    await recountCitations(database.db);
    expect(await storedGraph(database)).toEqual(before);
  });
});
