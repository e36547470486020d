import {
  apiErrorSchema,
  type CurrentUser,
  currentUserSchema,
  messageResponseSchema,
  NOT_LOGGED_IN_MESSAGE,
} from '@parton/records';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clearOrcidFlowCookie,
  clearSessionCookies,
  ORCID_FLOW_COOKIE,
  SESSION_COOKIE,
  setOrcidFlowCookie,
  setSessionCookies,
} from '../../accounts/cookies';
import { type Account, CITE_FORMAT_MIMES, MIN_PASSWORD_LENGTH } from '../../accounts/model';
import {
  beginOrcidLogin,
  completeOrcidLogin,
  ORCID_FLOW_MINUTES,
  OrcidLoginError,
} from '../../accounts/orcid';
import { presentCurrentUser } from '../../accounts/present';
import { changeEmail, logIn, setOrcidPush, signUp, updatePreferences } from '../../accounts/service';
import { endSession, startSession } from '../../accounts/sessions';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { AUTHENTICATION_REQUIRED_MESSAGE } from '../../http/policy';
import { orcidPushOverview, orcidPushOverviewSchema } from '../../orcid/service';

const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'Please enter a valid e-mail address.' }));

const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(1024);

const signupBody = z.object({ email: emailSchema, password: passwordSchema.optional() });
// Any text is accepted here: a malformed address simply matches no account and gets the same 401.
const loginBody = z.object({ email: z.string().max(1024), password: z.string().max(1024) });
const nextQuery = z.object({ next: z.string().max(2048).optional() });
const updateEmailBody = z.object({ new_email: emailSchema });
const orcidPushBody = z.object({ value: z.boolean() });
const preferencesBody = z
  .object({
    preferred_cite_format: z.enum(CITE_FORMAT_MIMES as [string, ...string[]]).optional(),
    citation_summary_enabled: z.boolean().optional(),
    exclude_self_citations: z.boolean().optional(),
  })
  .strict();

/** The 405 answer to `GET /api/accounts/logout`: logging out is a CSRF-checked POST. */
export const LOGOUT_METHOD_MESSAGE =
  'Logout is POST /api/accounts/logout with the x-csrf-token header; GET does not end the session.';

/** Only a path on this site: `next` must never send the browser elsewhere (`//evil.example`, `https://…`). */
export function safeNextPath(next: string | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return '/';
  }
  return next;
}

/** The logged-in account of a route whose policy already demands one. */
function loggedIn(request: FastifyRequest): { account: Account; csrfToken: string } {
  if (!request.user || !request.authSession) {
    throw new ApiError(401, AUTHENTICATION_REQUIRED_MESSAGE);
  }
  return { account: request.user, csrfToken: request.authSession.csrfToken };
}

/** Accounts: sign-up, local and ORCID login, the current user, logout and settings. */
export async function accountRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/accounts/signup',
    { config: { policy: 'public' }, schema: { body: signupBody, response: { 200: messageResponseSchema } } },
    async (request) => signUp(context, request.body, request.user),
  );

  app.post(
    '/api/accounts/login',
    // Logging in acts on no existing session, so no CSRF token is asked for; the new session replaces the old.
    {
      config: { policy: 'public', csrf: false },
      schema: { body: loginBody, response: { 200: currentUserSchema, 401: apiErrorSchema } },
    },
    async (request, reply) => {
      const account = await logIn(context, { ...request.body, ip: request.ip });
      return logInBrowser(context, request, reply, account);
    },
  );

  app.get(
    '/api/accounts/login',
    { config: { policy: 'public' }, schema: { querystring: nextQuery } },
    async (request, reply) => {
      const next = encodeURIComponent(safeNextPath(request.query.next));
      if (context.config.orcid) {
        return reply.redirect(`/api/accounts/login/orcid?next=${next}`, 302);
      }
      return reply.redirect(`/user/login/local?next=${next}`, 302);
    },
  );

  app.get(
    '/api/accounts/login/orcid',
    { config: { policy: 'public' }, schema: { querystring: nextQuery } },
    async (request, reply) => {
      const settings = context.config.orcid;
      if (!settings) {
        throw new ApiError(404, 'ORCID login is not configured.');
      }
      const { authorizationUrl, flowToken } = await beginOrcidLogin(
        context,
        settings,
        safeNextPath(request.query.next),
      );
      setOrcidFlowCookie(reply, context.config, flowToken, ORCID_FLOW_MINUTES * 60);
      return reply.redirect(authorizationUrl, 302);
    },
  );

  app.get('/api/accounts/authorized/orcid', { config: { policy: 'public' } }, async (request, reply) => {
    const settings = context.config.orcid;
    if (!settings) {
      throw new ApiError(404, 'ORCID login is not configured.');
    }
    clearOrcidFlowCookie(reply, context.config);
    try {
      const { account, nextUrl } = await completeOrcidLogin(context, settings, {
        url: request.url,
        flowToken: request.cookies[ORCID_FLOW_COOKIE],
        currentUser: request.user,
      });
      const issued = await startSession(context, account.id, request.cookies[SESSION_COOKIE]);
      setSessionCookies(reply, context.config, issued);
      return reply.redirect(nextUrl, 302);
    } catch (error) {
      if (!(error instanceof OrcidLoginError)) {
        throw error;
      }
      request.log.warn({ err: error.cause ?? error }, `ORCID login failed: ${error.message}`);
      return reply.redirect(`/user/login?error=${error.code}`, 302);
    }
  });

  app.get(
    '/api/accounts/me',
    {
      config: {
        policy: 'authenticated',
        unauthenticatedMessage: NOT_LOGGED_IN_MESSAGE,
        sessionActivity: false,
      },
      schema: { response: { 200: currentUserSchema, 401: apiErrorSchema } },
    },
    async (request) => {
      const { account, csrfToken } = loggedIn(request);
      return presentCurrentUser(account, csrfToken);
    },
  );

  // A POST, so the session check demands the CSRF header of a live session: a GET could be sent by any page
  // (an <img> tag) and log the user out. Without a live session there is nothing to protect: cookies are cleared.
  app.post(
    '/api/accounts/logout',
    { config: { policy: 'public' }, schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await endSession(context, token);
      }
      clearSessionCookies(reply, context.config);
      return { message: 'Logged out.' };
    },
  );

  // The reference logs out on GET; here that answers 405 and leaves the session alone (accounts/README.md).
  app.get(
    '/api/accounts/logout',
    { config: { policy: 'public' }, schema: { response: { 405: apiErrorSchema } } },
    async () => {
      throw new ApiError(405, LOGOUT_METHOD_MESSAGE, { allow: 'POST' });
    },
  );

  app.post(
    '/api/accounts/settings/update-email',
    {
      config: { policy: 'authenticated' },
      schema: { body: updateEmailBody, response: { 200: currentUserSchema } },
    },
    async (request) => {
      const { account, csrfToken } = loggedIn(request);
      const updated = await changeEmail(context, account, request.body.new_email);
      return presentCurrentUser(updated, csrfToken);
    },
  );

  app.put(
    '/api/accounts/settings/orcid-push',
    {
      config: { policy: 'authenticated' },
      schema: { body: orcidPushBody, response: { 200: currentUserSchema } },
    },
    async (request) => {
      const { account, csrfToken } = loggedIn(request);
      const updated = await setOrcidPush(context, account, request.body.value);
      return presentCurrentUser(updated, csrfToken);
    },
  );

  app.get(
    '/api/accounts/settings/orcid-push',
    { config: { policy: 'authenticated' }, schema: { response: { 200: orcidPushOverviewSchema } } },
    async (request) => orcidPushOverview(context, loggedIn(request).account),
  );

  app.put(
    '/api/accounts/settings/preferences',
    {
      config: { policy: 'authenticated' },
      schema: { body: preferencesBody, response: { 200: currentUserSchema } },
    },
    async (request) => {
      const { account, csrfToken } = loggedIn(request);
      const updated = await updatePreferences(context, account, {
        preferredCiteFormat: request.body.preferred_cite_format,
        citationSummaryEnabled: request.body.citation_summary_enabled,
        excludeSelfCitations: request.body.exclude_self_citations,
      });
      return presentCurrentUser(updated, csrfToken);
    },
  );
}

async function logInBrowser(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
): Promise<CurrentUser> {
  const issued = await startSession(context, account.id, request.cookies[SESSION_COOKIE]);
  setSessionCookies(reply, context.config, issued);
  return presentCurrentUser(account, issued.csrfToken);
}
