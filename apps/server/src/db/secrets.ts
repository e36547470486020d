import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Random signing keys kept in `database_settings` (the mail links' key, the back office's JWT key): created on first
 * use and shared by every server on the database, so signatures survive restarts and work behind a load balancer.
 */

// One lookup per database handle and key name: a key never changes once written.
const secrets = new WeakMap<Kysely<Database>, Map<string, Promise<Buffer>>>();

async function loadSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  // Two servers may create it at once: the first insert wins and both read the stored value.
  await db
    .insertInto('database_settings')
    .values({ name, value: JSON.stringify({ key: randomBytes(32).toString('base64url') }) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('database_settings')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  const key = (row.value as { key?: unknown }).key;
  if (typeof key !== 'string' || key.length < 32) {
    throw new Error(`database_settings.${name} holds no key`);
  }
  return Buffer.from(key, 'base64url');
}

/** The 32-byte random key stored under `name`, created on first use. */
export function storedSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  let byName = secrets.get(db);
  if (!byName) {
    byName = new Map();
    secrets.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = loadSecret(db, name);
    // A failed lookup (database down) is not remembered: the next call tries again.
    const cache = byName;
    secret.catch(() => cache.delete(name));
    cache.set(name, secret);
  }
  return secret;
}
