import { seedDemoAccounts } from '../accounts/demo';
import { loadConfig } from '../config';
import { openDatabase } from '../db/engine';
import { migrate } from '../db/migrate';
import { seedDemoIfEmpty } from '../seed/demo';

/** `tsx apps/server/src/cli/seed.ts`: migrate and seed the demo corpus when the database is empty. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database.db);
  const seeded = await seedDemoIfEmpty({ config, db: database.db, engine: database.engine });
  if (!seeded) {
    console.log('The database already holds records: no demo corpus seeded.');
  }
  if (config.seedDemo) {
    await seedDemoAccounts({ config, db: database.db, engine: database.engine });
  }
} finally {
  await database.close();
}
