import { loadConfig } from '../config';
import { openDatabase } from '../db/engine';
import { migrate } from '../db/migrate';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(database.db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
await database.close();
