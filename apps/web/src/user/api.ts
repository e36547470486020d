import { type AccountResponse, CATALOGER_ROLES, type UserPreferences } from '@parton/records';
import { ApiError, getJson, isApiError, readerMessage } from '../common/api/http';
import { csrfTokenFromCookie } from '../common/api/postJson';

export interface CurrentUser {
  email: string;
  roles: string[];
  orcid?: string | null;
  allowOrcidPush?: boolean;
  profileControlNumber?: number | null;
  preferences: UserPreferences;
  csrfToken?: string;
}

export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

/** What the server answers to /me once the session ended through inactivity (spec §8). */
export const INACTIVITY_MESSAGE = 'You are logged out due to inactivity.';

type SessionListener = (reason: 'inactivity') => void;
const sessionListeners = new Set<SessionListener>();

/** Called when a session check finds the session ended through inactivity; returns the unsubscribe. */
export function onSessionEnded(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
}

/** The API's account document in the shape the UI uses. */
export function toCurrentUser(
  body: AccountResponse | null | undefined,
  previous?: CurrentUser,
): CurrentUser | null {
  if (!body?.data?.email) {
    return null;
  }
  return {
    email: body.data.email,
    roles: body.data.roles ?? [],
    orcid: body.data.orcid,
    allowOrcidPush: body.data.allow_orcid_push ?? false,
    profileControlNumber: body.data.profile_control_number,
    preferences: body.preferences ?? previous?.preferences ?? {},
    csrfToken: body.csrf_token ?? previous?.csrfToken,
  };
}

/** The logged-in user, or null for an anonymous visitor (401/404: accounts may not exist on this server yet). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const body = await getJson<AccountResponse>('/accounts/me', { signal });
    return toCurrentUser(body);
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 404)) {
      if (error.status === 401 && error.message === INACTIVITY_MESSAGE) {
        for (const listener of sessionListeners) {
          listener('inactivity');
        }
      }
      return null;
    }
    throw error;
  }
}

export function isCataloger(user: CurrentUser | null | undefined): boolean {
  return Boolean(user?.roles.some((role) => (CATALOGER_ROLES as readonly string[]).includes(role)));
}

export function isSuperuser(user: CurrentUser | null | undefined): boolean {
  return Boolean(user?.roles.includes('superuser'));
}

export function hasAnyRole(user: CurrentUser | null | undefined, roles: readonly string[]): boolean {
  return Boolean(user?.roles.some((role) => roles.includes(role)));
}

/**
 * A JSON write to /api/accounts. Every cookie-authenticated write carries the session's CSRF token in
 * `x-csrf-token`: the one /me gave, else the readable `csrf-token` cookie.
 */
export async function sendAccountJson<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  csrfToken?: string,
): Promise<T | null> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const csrf =
    csrfToken ?? (typeof document === 'undefined' ? undefined : csrfTokenFromCookie(document.cookie));
  if (csrf) {
    headers['x-csrf-token'] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(`/api/accounts${path}`, {
      method,
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', 'Connection error!');
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) {
    throw new ApiError(response.status, readerMessage(parsed, response.statusText), parsed);
  }
  return parsed as T | null;
}

/** POST /api/accounts/login; answers the logged-in user. */
export async function login(email: string, password: string): Promise<CurrentUser | null> {
  const body = await sendAccountJson<AccountResponse>('POST', '/login', { email, password });
  return toCurrentUser(body);
}

/** POST /api/accounts/signup; answers the server's message. */
export async function signUp(email: string, password: string): Promise<string | undefined> {
  const body = await sendAccountJson<{ message?: string }>('POST', '/signup', { email, password });
  return body?.message;
}

/** POST /api/accounts/settings/update-email; answers the updated user. */
export async function updateEmail(user: CurrentUser, newEmail: string): Promise<CurrentUser | null> {
  const body = await sendAccountJson<AccountResponse>(
    'POST',
    '/settings/update-email',
    { new_email: newEmail },
    user.csrfToken,
  );
  return toCurrentUser(body, user);
}

/** PUT /api/accounts/settings/orcid-push; answers the updated user. */
export async function setOrcidPush(user: CurrentUser, value: boolean): Promise<CurrentUser | null> {
  const body = await sendAccountJson<AccountResponse>(
    'PUT',
    '/settings/orcid-push',
    { value },
    user.csrfToken,
  );
  return toCurrentUser(body, user);
}

/** True while a logout is leaving the page: logged-in-only pages then render nothing instead of the login. */
export const logoutInProgress = { active: false };

/**
 * POST /api/accounts/logout with the session's CSRF token (the server refuses a logout without it, so that
 * another site cannot log the user out). The UI treats the user as logged out whatever the answer.
 */
export async function logout(csrfToken?: string): Promise<void> {
  await sendAccountJson('POST', '/logout', {}, csrfToken).catch(() => undefined);
}

/** True when a failed write means the session is gone (the user must be treated as logged out). */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** PUT /api/accounts/settings/preferences; answers the updated user. */
export async function savePreferences(
  user: CurrentUser,
  preferences: UserPreferences,
): Promise<CurrentUser | null> {
  const body = await sendAccountJson<AccountResponse>(
    'PUT',
    '/settings/preferences',
    preferences,
    user.csrfToken,
  );
  return body?.data
    ? {
        ...user,
        preferences: body.preferences ?? user.preferences,
        csrfToken: body.csrf_token ?? user.csrfToken,
      }
    : null;
}
