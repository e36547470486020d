import type { Role } from '@parton/records';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppContext } from '../../context';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../cookies';
import type { Account } from '../model';
import { createAccount } from '../service';

let nextAccount = 0;

export interface TestAccount {
  account: Account;
  email: string;
  password: string;
}

/** An account straight in the database (factory); log it in through the API with `logIn`. */
export async function createTestAccount(
  context: AppContext,
  overrides: {
    email?: string;
    password?: string;
    roles?: Role[];
    orcid?: string | null;
    profile?: number | null;
  } = {},
): Promise<TestAccount> {
  nextAccount += 1;
  const email = overrides.email ?? `user${nextAccount}-${Date.now().toString(36)}@example.org`;
  const password = overrides.password ?? `correct horse ${nextAccount}`;
  const account = await createAccount(context, {
    email,
    password,
    roles: overrides.roles ?? [],
    orcid: overrides.orcid ?? null,
    profileControlNumber: overrides.profile ?? null,
  });
  if (!account) {
    throw new Error(`could not create test account ${email}`);
  }
  return { account, email, password };
}

/** A browser's login: the cookies it holds and the CSRF token it echoes on writes. */
export interface TestSession {
  sessionToken: string;
  csrfToken: string;
  /** Headers of a request sent by this browser (cookies and, for writes, the CSRF header). */
  headers(options?: { csrf?: boolean }): Record<string, string>;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export function sessionFromCookies(sessionToken: string, csrfToken: string): TestSession {
  return {
    sessionToken,
    csrfToken,
    headers: (options = {}) => ({
      cookie: `${SESSION_COOKIE}=${sessionToken}; ${CSRF_COOKIE}=${csrfToken}`,
      ...(options.csrf !== false && { [CSRF_HEADER]: csrfToken }),
    }),
  };
}

/** Logs in through `POST /api/accounts/login`, as the web app does. */
export async function logIn(app: FastifyInstance, email: string, password: string): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    payload: { email, password },
  });
  const sessionToken = cookieValue(response, SESSION_COOKIE);
  const csrfToken = cookieValue(response, CSRF_COOKIE);
  if (response.statusCode !== 200 || !sessionToken || !csrfToken) {
    throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return sessionFromCookies(sessionToken, csrfToken);
}

/** `app.inject` as this browser. */
export function injectAs(
  app: FastifyInstance,
  session: TestSession | null,
  options: InjectOptions & { csrf?: boolean },
): Promise<LightMyRequestResponse> {
  const { csrf, ...request } = options;
  return app.inject({
    ...request,
    headers: { ...(session?.headers({ csrf: csrf !== false }) ?? {}), ...(request.headers ?? {}) },
  });
}
