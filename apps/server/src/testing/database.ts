import { sql } from 'kysely';
import pg from 'pg';
import { parseReplicas } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/engine';
import { migrate, migrationsFingerprint } from '../db/migrate';

/**
 * A fresh, migrated database for one test file: with DATABASE_URL a new PostgreSQL database cloned from a
 * migrated template (fast), otherwise an in-memory PGlite database. With DATABASE_REPLICA_URLS too (.ci/run starts
 * a streaming replica) the handle reads through the replicas, on the same database name (db/replicas.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle.db);
    return handle;
  }
  const template = await ensureTemplate(serverUrl);
  const name = `parton_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
  const handle = await openDatabase({
    databaseUrl: withDatabase(serverUrl, name),
    poolSize: 4,
    replicaUrls: parseReplicas(process.env).urls,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdminClient<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

// Test files run in parallel workers; one of them builds the template, the others wait on this lock.
const TEMPLATE_LOCK_KEY = 727_274_002;

async function ensureTemplate(serverUrl: string): Promise<string> {
  const template = `parton_template_${migrationsFingerprint()}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (exists.rowCount) {
        return;
      }
      const building = `${template}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      const handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, building), poolSize: 1 });
      try {
        await migrate(handle.db);
        await sql`SELECT 1`.execute(handle.db);
      } finally {
        await handle.close();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return template;
}
