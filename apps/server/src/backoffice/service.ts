import { randomUUID } from 'node:crypto';
import {
  BACKOFFICE_ACCESS_TOKEN_SECONDS,
  BACKOFFICE_AUTH_MESSAGES,
  BACKOFFICE_REFRESH_TOKEN_SECONDS,
} from '@parton/records';
import { type Account, hasCatalogerRights } from '../accounts/model';
import { findAccountById } from '../accounts/repository';
import { logIn } from '../accounts/service';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import type { BearerVerdict } from '../http/policy';
import { type BackofficeClaims, type BackofficeTokenType, signJwt, verifyJwt } from './jwt';
import {
  backofficeSecret,
  deleteExpiredRefreshTokens,
  insertRefreshToken,
  isRefreshTokenLive,
  revokeRefreshToken,
} from './repository';

/**
 * The back office's own login (facts §3.8, spec §6): e-mail and password answer a JWT pair, the access token is
 * sent as `Authorization: Bearer …` and lives 5 minutes, the refresh token lives a day and is recorded so that
 * logout ends it. A main-site session never authorises a back-office call. Catalogers and superusers only, checked
 * on every request against the account as it is now (a revoked role loses access at once).
 */

/** A refusal answered `{status, message, detail}` with simplejwt's and DRF's texts (BACKOFFICE_AUTH_MESSAGES). */
export class BackofficeAuthError extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'BackofficeAuthError';
  }
}

export interface BackofficeTokenPair {
  access: string;
  refresh: string;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function signToken(
  context: AppContext,
  claims: { accountId: number; type: BackofficeTokenType; jti: string; sid: string; now: Date },
): Promise<string> {
  const lifetime =
    claims.type === 'access' ? BACKOFFICE_ACCESS_TOKEN_SECONDS : BACKOFFICE_REFRESH_TOKEN_SECONDS;
  const issued = seconds(claims.now);
  const payload: BackofficeClaims = {
    sub: String(claims.accountId),
    type: claims.type,
    jti: claims.jti,
    sid: claims.sid,
    iat: issued,
    exp: issued + lifetime,
  };
  return signJwt(await backofficeSecret(context.db), payload);
}

/** A new back-office login for the account: its refresh token is recorded, its access token points at it. */
export async function issueTokenPair(
  context: AppContext,
  account: Pick<Account, 'id'>,
  now: Date = new Date(),
): Promise<BackofficeTokenPair> {
  const sid = randomUUID();
  await deleteExpiredRefreshTokens(context.db, now);
  await insertRefreshToken(context.db, {
    jti: sid,
    accountId: account.id,
    expires: new Date(now.getTime() + BACKOFFICE_REFRESH_TOKEN_SECONDS * 1000),
  });
  const refresh = await signToken(context, { accountId: account.id, type: 'refresh', jti: sid, sid, now });
  const access = await signToken(context, {
    accountId: account.id,
    type: 'access',
    jti: randomUUID(),
    sid,
    now,
  });
  return { access, refresh };
}

/**
 * `POST /api/backoffice/login`: a local account (e-mail and password) holding cataloger or superuser. Failed
 * passwords are counted and throttled with the main login's counters (429 with Retry-After); every other refusal
 * is the same 401.
 */
export async function logInBackoffice(
  context: AppContext,
  credentials: { email: string; password: string; ip: string },
  now: Date = new Date(),
): Promise<BackofficeTokenPair> {
  let account: Account;
  try {
    account = await logIn(context, credentials);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new BackofficeAuthError(401, BACKOFFICE_AUTH_MESSAGES.loginFailed);
    }
    throw error;
  }
  if (!hasCatalogerRights(account)) {
    throw new BackofficeAuthError(401, BACKOFFICE_AUTH_MESSAGES.loginFailed);
  }
  return issueTokenPair(context, account, now);
}

/** The account behind a signed, unexpired token of `type` whose login is still live; undefined otherwise. */
async function liveTokenAccount(
  context: AppContext,
  token: string,
  type: BackofficeTokenType,
  now: Date,
): Promise<{ account: Account; claims: BackofficeClaims } | undefined> {
  const check = verifyJwt(await backofficeSecret(context.db), token, seconds(now));
  if (!check.valid || check.expired || check.claims.type !== type) {
    return undefined;
  }
  const accountId = Number(check.claims.sub);
  if (!Number.isSafeInteger(accountId) || accountId <= 0) {
    return undefined;
  }
  const live = await isRefreshTokenLive(context.db, { jti: check.claims.sid, accountId, now });
  if (!live) {
    return undefined;
  }
  const account = await findAccountById(context.db, accountId);
  return account ? { account, claims: check.claims } : undefined;
}

/** `POST /api/backoffice/refresh/`: a new access token for a live refresh token of an account that still may. */
export async function refreshAccessToken(
  context: AppContext,
  refresh: string,
  now: Date = new Date(),
): Promise<{ access: string }> {
  const live = await liveTokenAccount(context, refresh, 'refresh', now);
  if (!live || !hasCatalogerRights(live.account)) {
    throw new BackofficeAuthError(401, BACKOFFICE_AUTH_MESSAGES.refreshFailed);
  }
  const access = await signToken(context, {
    accountId: live.account.id,
    type: 'access',
    jti: randomUUID(),
    sid: live.claims.sid,
    now,
  });
  return { access };
}

/** The token of an `Authorization: Bearer <token>` header; undefined for no header or another scheme. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/**
 * The `backoffice` route policy's check (http/policy.ts): who the bearer token names, read from the database now.
 * The roles are judged by the policy.
 */
export async function authenticateBearer(
  context: AppContext,
  authorization: string | undefined,
  now: Date = new Date(),
): Promise<BearerVerdict> {
  const token = bearerToken(authorization);
  if (!token) {
    return { kind: 'refused', status: 401, detail: BACKOFFICE_AUTH_MESSAGES.notProvided };
  }
  const live = await liveTokenAccount(context, token, 'access', now);
  if (!live) {
    return { kind: 'refused', status: 403, detail: BACKOFFICE_AUTH_MESSAGES.tokenNotValid };
  }
  return { kind: 'account', account: live.account };
}

/**
 * `GET /api/backoffice/users/logout/`: ends the login the bearer token belongs to (its refresh token and every
 * access token issued from it). An expired access token still names its login, so a client logging out after a
 * pause ends it too; anything else (no token, a forged one) changes nothing. Never fails: the client clears its
 * tokens whatever happens.
 */
export async function logOutBackoffice(
  context: AppContext,
  authorization: string | undefined,
  now: Date = new Date(),
): Promise<void> {
  const token = bearerToken(authorization);
  if (!token) {
    return;
  }
  const check = verifyJwt(await backofficeSecret(context.db), token, seconds(now));
  if (!check.valid) {
    return;
  }
  const accountId = Number(check.claims.sub);
  if (!Number.isSafeInteger(accountId) || accountId <= 0) {
    return;
  }
  await revokeRefreshToken(context.db, { jti: check.claims.sid, accountId, now });
}

/** `GET /api/backoffice/users/me/`. Accounts have no name of their own: the e-mail address stands for it. */
export function presentBackofficeUser(account: Account): { name: string; email: string; roles: string[] } {
  const email = account.email ?? '';
  return { name: email || `account ${account.id}`, email, roles: [...account.roles] };
}
