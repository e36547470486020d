import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { type DatabaseHandle, openDatabase } from './db/engine';
import { migrate } from './db/migrate';
import { adoptPublicUrl } from './records/publicJson';
import { schedulePublicJsonBackfill } from './records/publicJsonJob';

export interface RunningServer {
  app: FastifyInstance;
  context: AppContext;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Opens the database, applies migrations and builds the app (without listening). */
export async function startServer(
  config: AppConfig,
  options: { logger?: boolean } = {},
): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    replicaUrls: config.replicas.urls,
  });
  await migrate(database.db);
  // The record writer keeps each record's public JSON text ready for this PUBLIC_URL (records/publicJson.ts).
  const publicJson = await adoptPublicUrl(database.db, config.publicUrl);
  if (publicJson.missing > 0) {
    // Built in the background by the queue (records/publicJsonJob.ts); meanwhile those records take the slower path.
    await schedulePublicJsonBackfill(database.db);
    console.warn(
      `${publicJson.missing} records have no public JSON text for ${config.publicUrl} yet: the queue builds them ` +
        '(or run `npm run rebuild-json`); until then they are served the slower way.',
    );
  }
  const context: AppContext = { config, db: database.db, engine: database.engine };
  const app = await buildApp(context, options);
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
