import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database';
import {
  BULK_DEFERRABLE_TABLES,
  countDeferredIndexes,
  deferIndexes,
  type RestoredIndex,
  restoreDeferredIndexes,
  vacuumBulkTables,
} from './deferredIndexes';
import type { DatabaseHandle } from './engine';

type Db = DatabaseHandle['db'];

/** Every secondary index of the deferrable tables with its definition, to compare before and after. */
async function indexDefinitions(db: Db): Promise<Record<string, string>> {
  const result = await sql<{ name: string; definition: string }>`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE tablename = ANY(${[...BULK_DEFERRABLE_TABLES]}::text[]) ORDER BY 1
  `.execute(db);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.definition]));
}

/** The foreign keys of the deferrable tables with their definitions. */
async function foreignKeys(db: Db): Promise<Record<string, string>> {
  const result = await sql<{ name: string; definition: string }>`
    SELECT conname AS name, conrelid::regclass::text || ' ' || pg_get_constraintdef(oid) AS definition
    FROM pg_constraint
    WHERE contype = 'f' AND conrelid::regclass::text = ANY(${[...BULK_DEFERRABLE_TABLES]}::text[]) ORDER BY 1
  `.execute(db);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.definition]));
}

describe('deferred indexes and foreign keys', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('builds them in parallel, each once and as it was defined, foreign keys last', async () => {
    const before = await indexDefinitions(handle.db);
    const keysBefore = await foreignKeys(handle.db);
    expect(Object.keys(keysBefore)).toHaveLength(BULK_DEFERRABLE_TABLES.length);
    const dropped = await deferIndexes(handle.db);
    expect(dropped).toBeGreaterThan(20);
    expect(await foreignKeys(handle.db)).toEqual({});
    expect(Object.keys(await indexDefinitions(handle.db)).length).toBe(
      Object.keys(before).length - (dropped - Object.keys(keysBefore).length),
    );

    const order: RestoredIndex[] = [];
    const rest = await restoreDeferredIndexes(handle.db, {
      parallel: 3,
      onIndex: (index) => order.push(index),
    });
    expect(rest).toEqual(order);
    const built = rest.map((index) => index.name);
    expect(new Set(built).size).toBe(built.length);
    expect(built.length).toBe(dropped);
    expect(await countDeferredIndexes(handle.db)).toBe(0);
    expect(await indexDefinitions(handle.db)).toEqual(before);
    expect(await foreignKeys(handle.db)).toEqual(keysBefore);
    // Foreign keys are checked last, once the indexes stand.
    expect(order.slice(-2).map((index) => keysBefore[index.name] !== undefined)).toEqual([true, true]);
    // The slowest kind is claimed first, so that parallel builders finish together.
    expect(before[order[0]!.name]).toContain('gin_trgm_ops');
  });

  it('restoring with nothing deferred, and vacuuming in parallel, are harmless', async () => {
    const before = await indexDefinitions(handle.db);
    const keysBefore = await foreignKeys(handle.db);
    expect(await restoreDeferredIndexes(handle.db, { parallel: 2 })).toEqual([]);
    await vacuumBulkTables(handle.db, 2);
    expect(await indexDefinitions(handle.db)).toEqual(before);
    expect(await foreignKeys(handle.db)).toEqual(keysBefore);
  });

  it('a foreign key restored over a row that breaks it fails, and stays listed for another try', async () => {
    expect(await deferIndexes(handle.db, ['collection_search'])).toBeGreaterThan(1);
    await sql`
      INSERT INTO collection_search (record_id, collection, control_number)
      VALUES ('00000000-0000-7000-8000-000000000001', 'jobs', 999999901)
    `.execute(handle.db);
    await expect(restoreDeferredIndexes(handle.db)).rejects.toThrow(/foreign key/);
    expect(await countDeferredIndexes(handle.db)).toBe(1);
    await sql`DELETE FROM collection_search WHERE control_number = 999999901`.execute(handle.db);
    expect((await restoreDeferredIndexes(handle.db)).length).toBe(1);
    expect(await countDeferredIndexes(handle.db)).toBe(0);
  });
});
