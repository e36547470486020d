import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/engine';
import { adoptPublicUrl } from '../records/publicJson';
import { createTestDatabase } from './database';

export const TEST_PUBLIC_URL = 'http://parton.test';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh test database, called through `app.inject` (no port). */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({
      PORT: '0',
      PUBLIC_URL: TEST_PUBLIC_URL,
      RATE_LIMIT: 'off',
      SEED_DEMO: 'false',
      // With DATABASE_REPLICA_URLS (testing/database.ts) reads go through the replicas; fixtures write straight
      // into the database, not as a client, so reads wait for what was committed before them.
      REPLICA_CONSISTENCY: 'strict',
    }),
    ...overrides,
  };
  const context: AppContext = { config, db: database.db, engine: database.engine };
  // As a server does at start (server.ts): records written from now on get their public text, so the suite's
  // JSON answers go through the stored texts that production serves (records/publicJson.ts).
  await adoptPublicUrl(database.db, config.publicUrl);
  const app = await buildApp(context);
  return {
    app,
    context,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
