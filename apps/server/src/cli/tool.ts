import type { Kysely } from 'kysely';
import { type AppConfig, loadConfig } from '../config';
import { openDatabase } from '../db/engine';
import { migrate } from '../db/migrate';
import type { Database } from '../db/schema';

/**
 * Opens the configured database (DATABASE_URL, or the embedded one under DATA_DIR), migrates it and runs the
 * tool's work on it; the database is closed whatever the work does.
 */
export async function withMigratedDatabase<T>(
  work: (db: Kysely<Database>, config: AppConfig) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    return await work(database.db, config);
  } finally {
    await database.close();
  }
}

/** Runs a tool's main and exits with the code it answers; 1 after printing what it threw. */
export function runTool(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
