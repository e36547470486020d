import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { storedSecret } from '../db/secrets';

/**
 * Signed tokens for links in e-mails that must work without logging in (unsubscribe). A token is
 * `base64url(JSON payload).base64url(HMAC-SHA256)`; it carries its purpose, so a token made for one link is refused
 * by every other.
 *
 * The key is a random secret kept in `database_settings` (created on first use): every server sharing the database
 * signs and checks with the same key, and links stay valid across restarts. There is no session secret in the
 * configuration to derive it from; anyone who can read the database can read the subscriptions anyway.
 */
const SECRET_SETTING = 'mail_token_secret';

function tokenSecret(db: Kysely<Database>): Promise<Buffer> {
  return storedSecret(db, SECRET_SETTING);
}

function signature(secret: Buffer, encodedPayload: string): Buffer {
  return createHmac('sha256', secret).update(encodedPayload).digest();
}

/** A token for `purpose` carrying `data` (small JSON: it ends up in a URL). It does not expire. */
export async function signToken(
  db: Kysely<Database>,
  purpose: string,
  data: Record<string, string>,
): Promise<string> {
  const encodedPayload = Buffer.from(JSON.stringify({ ...data, p: purpose })).toString('base64url');
  const secret = await tokenSecret(db);
  return `${encodedPayload}.${signature(secret, encodedPayload).toString('base64url')}`;
}

/** The data of a token signed for `purpose`, or undefined for any other text (forged, damaged, other purpose). */
export async function verifyToken(
  db: Kysely<Database>,
  purpose: string,
  token: string,
): Promise<Record<string, string> | undefined> {
  const [encodedPayload, encodedSignature, ...rest] = token.split('.');
  if (!encodedPayload || !encodedSignature || rest.length > 0) {
    return undefined;
  }
  const expected = signature(await tokenSecret(db), encodedPayload);
  const given = Buffer.from(encodedSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return undefined;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null || (payload as { p?: unknown }).p !== purpose) {
    return undefined;
  }
  const { p: _purpose, ...data } = payload as Record<string, unknown>;
  if (!Object.values(data).every((value) => typeof value === 'string')) {
    return undefined;
  }
  return data as Record<string, string>;
}
