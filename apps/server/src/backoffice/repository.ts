import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { storedSecret } from '../db/secrets';

/**
 * The back office's SQL: its signing key in `database_settings` and its refresh tokens (migration 0550).
 */

const SECRET_SETTING = 'backoffice_jwt_secret';

/**
 * The HS256 key of the back office's tokens: random, created on first use and shared by every server on the
 * database (so tokens survive restarts and work behind a load balancer), like the mail links' key.
 */
export function backofficeSecret(db: Kysely<Database>): Promise<Buffer> {
  return storedSecret(db, SECRET_SETTING);
}

export async function insertRefreshToken(
  db: Kysely<Database>,
  token: { jti: string; accountId: number; expires: Date },
): Promise<void> {
  await db
    .insertInto('backoffice_refresh_tokens')
    .values({ jti: token.jti, account_id: token.accountId, expires: token.expires })
    .execute();
}

/** Whether a refresh token is known, not revoked and not expired at `now`, for this account. */
export async function isRefreshTokenLive(
  db: Kysely<Database>,
  token: { jti: string; accountId: number; now: Date },
): Promise<boolean> {
  const row = await db
    .selectFrom('backoffice_refresh_tokens')
    .select('jti')
    .where('jti', '=', token.jti)
    .where('account_id', '=', token.accountId)
    .where('revoked_at', 'is', null)
    .where('expires', '>', token.now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeRefreshToken(
  db: Kysely<Database>,
  token: { jti: string; accountId: number; now: Date },
): Promise<void> {
  await db
    .updateTable('backoffice_refresh_tokens')
    .set({ revoked_at: token.now })
    .where('jti', '=', token.jti)
    .where('account_id', '=', token.accountId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Forgets tokens that expired before `before`: they can no longer be used, revoked or not. */
export async function deleteExpiredRefreshTokens(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('backoffice_refresh_tokens').where('expires', '<', before).execute();
}
