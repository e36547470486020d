import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { importPaths } from '../importer/importer';
import { citationsPerYear } from '../search/repository';
import { createTestDatabase } from '../testing/database';
import { RECORD_SOURCES, type RecordSource } from '../testing/sources';
import { recountCitations } from './recount';
import { type OracleRecord, oracleGraph, searchMirrorMismatches, storedGraph } from './testing/oracle';

/** The citation graph of whole record sets checked against a brute-force recount of the records themselves. */
for (const source of RECORD_SOURCES) {
  describe.skipIf(!source.available)(source.title('citations of an imported record set'), () => {
    citationChecks(source);
  });
}

function citationChecks(source: RecordSource): void {
  let database: DatabaseHandle;

  function oracleRecords(): OracleRecord[] {
    return [
      ...source.records('literature').map((metadata) => ({ pidType: 'lit' as const, metadata })),
      ...source.records('data').map((metadata) => ({ pidType: 'dat' as const, metadata })),
    ];
  }

  /** The literature record cited most: the one whose counts and years are checked. */
  async function mostCited(): Promise<{ controlNumber: number; count: number }> {
    const stored = await storedGraph(database);
    const [key, counts] = [...stored.counts.entries()]
      .filter(([item]) => item.startsWith('lit:'))
      .sort((a, b) => (b[1][0] ?? 0) - (a[1][0] ?? 0))[0]!;
    return { controlNumber: Number(key.slice('lit:'.length)), count: counts[0] ?? 0 };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const folder = await source.folder();
    try {
      const summary = await importPaths(database.db, [folder.dir]);
      expect(summary.rejected).toBe(0);
    } finally {
      await folder.remove();
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  it('stores the counts a brute-force recount of the record files gives', async () => {
    const expected = oracleGraph(oracleRecords());
    const stored = await storedGraph(database);
    expect(stored.counts).toEqual(expected.counts);
    expect(stored.edges).toEqual(expected.edges);
    // Links on every host resolve: each set has citations among its own papers.
    expect(expected.edges.length).toBeGreaterThan(50);
    expect((await mostCited()).count).toBeGreaterThan(1);
  });

  it('has the same counts in the search table', async () => {
    expect(await searchMirrorMismatches(database)).toEqual([]);
  });

  it("answers citations by year (the facet's statement) from the edges", async () => {
    // The citations-by-year facet counts the citeable papers of a search: take the most cited of those.
    const { rows } = await sql<{ control_number: number; citation_count: number }>`
      SELECT control_number, citation_count FROM literature_search
      WHERE citeable ORDER BY citation_count DESC, control_number LIMIT 1
    `.execute(database.db);
    const cited = rows[0];
    if (!cited) {
      throw new Error('the demo set has no citeable paper');
    }
    expect(cited.citation_count).toBeGreaterThan(0);
    const perYear = await citationsPerYear(database.db, [
      sql<boolean>`s.control_number = ${cited.control_number}`,
    ]);
    const total = Object.values(perYear).reduce((sum, count) => sum + count, 0);
    expect(total).toBe(cited.citation_count);
    expect(Object.keys(perYear).every((year) => /^\d{4}$/.test(year))).toBe(true);
  });

  it('rebuilds the same graph with a full recount', async () => {
    const before = await storedGraph(database);
    await recountCitations(database.db);
    expect(await storedGraph(database)).toEqual(before);
  });
}
