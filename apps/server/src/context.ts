import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { EngineName } from './db/engine';
import type { Database } from './db/schema';

/** What every route and service is handed: configuration and the database. */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  engine: EngineName;
}
