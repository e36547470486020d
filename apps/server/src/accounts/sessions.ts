import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import type { Account, ActiveSession } from './model';
import { deleteExpiredSessions, deleteSession, findSession, insertSession, touchSession } from './repository';

/** What the browser gets at login: the session token (cookie) and the CSRF token it must echo on writes. */
export interface IssuedSession {
  token: string;
  csrfToken: string;
}

export type SessionState =
  | { kind: 'active'; account: Account; session: ActiveSession; needsTouch: boolean }
  | { kind: 'idle' }
  | { kind: 'none' };

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed: the sessions table alone does not let anyone log in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a new session for the account, ending the one the browser had (a login always rotates the session). */
export async function startSession(
  context: AppContext,
  accountId: number,
  previousSessionToken?: string,
): Promise<IssuedSession> {
  if (previousSessionToken) {
    await deleteSession(context.db, hashToken(previousSessionToken));
  }
  await deleteExpiredSessions(context.db);
  const issued = { token: randomToken(), csrfToken: randomToken() };
  await insertSession(context.db, {
    id: hashToken(issued.token),
    userId: accountId,
    csrfToken: issued.csrfToken,
    maxAgeDays: context.config.sessionMaxAgeDays,
  });
  return issued;
}

/** The session a cookie token names: active, ended by inactivity (the row is kept to say so), or none. */
export async function resolveSession(context: AppContext, token: string): Promise<SessionState> {
  const found = await findSession(context.db, hashToken(token), context.config.sessionIdleMinutes);
  if (!found) {
    return { kind: 'none' };
  }
  if (!found.active) {
    return { kind: 'idle' };
  }
  return {
    kind: 'active',
    account: found.account,
    session: { id: found.sessionId, csrfToken: found.csrfToken },
    needsTouch: found.stale,
  };
}

export async function recordActivity(context: AppContext, sessionId: string): Promise<void> {
  await touchSession(context.db, sessionId);
}

export async function endSession(context: AppContext, token: string): Promise<void> {
  await deleteSession(context.db, hashToken(token));
}
