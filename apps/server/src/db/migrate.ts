import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

export interface Migration {
  name: string;
  sql: string;
}

/** The versioned migrations, in file-name order (`0001_records.sql`, `0100_…`). */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: readFileSync(join(dir, file), 'utf8') }));
}

/** A fingerprint of all migrations: test databases are cloned from a template built for it. */
export function migrationsFingerprint(migrations = listMigrations()): string {
  const hash = createHash('sha256');
  for (const migration of migrations) {
    hash.update(migration.name).update('\0').update(migration.sql).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

// Any fixed number: serialises concurrent migrators (several servers or test workers starting at once).
const MIGRATION_LOCK_KEY = 727_274_001;

/** Applies every migration not applied yet, each in its own transaction; returns the names applied. */
export async function migrate(db: Kysely<Database>, migrations = listMigrations()): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(connection);
      const applied = await connection.selectFrom('schema_migrations').select('name').execute();
      const done = new Set(applied.map((row) => row.name));
      const names: string[] = [];
      for (const migration of migrations) {
        if (done.has(migration.name)) {
          continue;
        }
        await connection.transaction().execute(async (tx) => {
          await sql.raw(migration.sql).execute(tx);
          await tx.insertInto('schema_migrations').values({ name: migration.name }).execute();
        });
        names.push(migration.name);
      }
      return names;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}
