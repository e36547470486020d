import {
  type AccountResponse,
  CATALOGER_ROLES,
  type CurrentUser as CurrentUserResponse,
  INACTIVITY_MESSAGE,
  type UserPreferences,
} from '@parton/records';
import { getJson, isApiError, postJson, putJson } from '../common/api/http';

type ApiUser = CurrentUserResponse['data'];

/**
 * The logged-in user as the UI holds it: the API's one `CurrentUser` contract (packages/records, the schema of
 * `GET /api/accounts/me`) camel-cased, present only with an e-mail address.
 */
export interface CurrentUser {
  email: NonNullable<ApiUser['email']>;
  roles: ApiUser['roles'];
  orcid?: ApiUser['orcid'];
  allowOrcidPush?: ApiUser['allow_orcid_push'];
  profileControlNumber?: ApiUser['profile_control_number'];
  preferences: UserPreferences;
  csrfToken?: CurrentUserResponse['csrf_token'];
}

export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

/** What the server answers to /me once the session ended through inactivity (spec §8), from the shared contract. */
export { INACTIVITY_MESSAGE };

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

/** POST /api/accounts/login; answers the logged-in user. */
export async function login(email: string, password: string): Promise<CurrentUser | null> {
  const body = await postJson<AccountResponse>('/accounts/login', { email, password });
  return toCurrentUser(body);
}

/** POST /api/accounts/signup; answers the server's message. */
export async function signUp(email: string, password: string): Promise<string | undefined> {
  const body = await postJson<{ message?: string }>('/accounts/signup', { email, password });
  return body?.message;
}

/** POST /api/accounts/settings/update-email; answers the updated user. */
export async function updateEmail(user: CurrentUser, newEmail: string): Promise<CurrentUser | null> {
  const body = await postJson<AccountResponse>(
    '/accounts/settings/update-email',
    { new_email: newEmail },
    { csrfToken: user.csrfToken },
  );
  return toCurrentUser(body, user);
}

/** PUT /api/accounts/settings/orcid-push; answers the updated user. */
export async function setOrcidPush(user: CurrentUser, value: boolean): Promise<CurrentUser | null> {
  const body = await putJson<AccountResponse>(
    '/accounts/settings/orcid-push',
    { value },
    { csrfToken: user.csrfToken },
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
  await postJson('/accounts/logout', {}, { csrfToken }).catch(() => undefined);
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
  const body = await putJson<AccountResponse>('/accounts/settings/preferences', preferences, {
    csrfToken: user.csrfToken,
  });
  return body?.data
    ? {
        ...user,
        preferences: body.preferences ?? user.preferences,
        csrfToken: body.csrf_token ?? user.csrfToken,
      }
    : null;
}
