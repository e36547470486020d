import { timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { CSRF_HEADER, clearSessionCookies, SESSION_COOKIE } from './cookies';
import type { Account, ActiveSession } from './model';
import { recordActivity, resolveSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account, `null` when anonymous. */
    user: Account | null;
    authSession: ActiveSession | null;
    /** The browser's session ended through inactivity (the 401s say so). */
    loggedOutByInactivity: boolean;
  }
  interface FastifyContextConfig {
    /** `false` for the few writes that act on no session (login): no CSRF token is asked for. */
    csrf?: false;
    /** `false` for calls that must not count as user activity (the client's periodic `/me` check). */
    sessionActivity?: false;
  }
}

export const CSRF_REFUSED_MESSAGE = 'Missing or invalid CSRF token.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads the session cookie of every /api request into `request.user`, and refuses cookie writes without CSRF token. */
export async function registerSessions(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  app.decorateRequest('loggedOutByInactivity', false);

  app.addHook('onRequest', async (request, reply) => {
    // `/ai/v1/*` too: the AI hook names the session's user, and its writes are CSRF-checked like /api's.
    if (!request.url.startsWith('/api') && !request.url.startsWith('/ai/')) {
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      return;
    }
    const state = await resolveSession(context, token);
    if (state.kind === 'none') {
      clearSessionCookies(reply, context.config);
      return;
    }
    if (state.kind === 'idle') {
      request.loggedOutByInactivity = true;
      return;
    }
    request.user = state.account;
    request.authSession = state.session;
    if (state.needsTouch && request.routeOptions.config?.sessionActivity !== false) {
      await recordActivity(context, state.session.id);
    }
    checkCsrf(request, state.session);
  });
}

function checkCsrf(request: FastifyRequest, session: ActiveSession): void {
  if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) {
    return;
  }
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !sameToken(sent, session.csrfToken)) {
    throw new ApiError(403, CSRF_REFUSED_MESSAGE);
  }
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
