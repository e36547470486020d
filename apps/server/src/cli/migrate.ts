import { loadConfig } from '../config';
import { openDatabase } from '../db/engine';
import { migrate } from '../db/migrate';

const USAGE = `Usage: npm run migrate
Applies the database migrations not applied yet (apps/server/src/db/migrations) to the database named by
DATABASE_URL, or the embedded one in DATA_DIR. The server and every command also do this on start.`;

if (process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(database.db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
await database.close();
