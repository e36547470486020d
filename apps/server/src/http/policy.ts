import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  BACKOFFICE_AUTH_MESSAGES,
  CATALOGER_ROLES,
  FORBIDDEN_MESSAGE,
  INACTIVITY_MESSAGE,
  type Role,
} from '@parton/records';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Account } from '../accounts/model';
import { ApiError } from './errors';
import { isApiPath } from './requestGuards';

/**
 * Who may call a route. Every /api route declares one in `config.policy`; a route without one is refused at
 * start-up, so that no route can ship without a decision about who may use it.
 * - public: anyone, anonymous included
 * - authenticated: any logged-in user
 * - cataloger: superuser or cataloger
 * - superuser: superuser only
 * - backoffice: superuser or cataloger, named by a back-office bearer token (src/backoffice); the session cookie
 *   is ignored, so a main-site session alone never authorises
 */
export type RoutePolicy = 'public' | 'authenticated' | 'cataloger' | 'superuser' | 'backoffice';

export interface PolicyRule {
  /** A logged-in user is needed. */
  login: boolean;
  /** The user must hold at least one of these roles; empty means any logged-in user. */
  anyOfRoles: readonly Role[];
  /** The caller is the account of an `Authorization: Bearer` token (registerBearerAuthenticator), not the session. */
  bearer?: true;
}

/** The role matrix: what each policy asks of the caller (a user holding any one listed role is admitted). */
export const POLICY_RULES: Readonly<Record<RoutePolicy, PolicyRule>> = {
  public: { login: false, anyOfRoles: [] },
  authenticated: { login: true, anyOfRoles: [] },
  cataloger: { login: true, anyOfRoles: CATALOGER_ROLES },
  superuser: { login: true, anyOfRoles: ['superuser'] },
  backoffice: { login: true, anyOfRoles: CATALOGER_ROLES, bearer: true },
};

// The messages the web app reads are defined once, in the shared contract.
export { AUTHENTICATION_REQUIRED_MESSAGE, FORBIDDEN_MESSAGE, INACTIVITY_MESSAGE };

export interface RouteCatalogueEntry {
  method: string;
  url: string;
  policy: RoutePolicy;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
    /** The 401 message for anonymous callers when 'Authentication required.' is not what the client expects. */
    unauthenticatedMessage?: string;
  }
  interface FastifyInstance {
    /** Every /api route with its policy, in registration order (HEAD twins of GET routes left out). */
    routeCatalogue: RouteCatalogueEntry[];
  }
  interface FastifyRequest {
    /** The account of the bearer token on routes of a bearer policy (`backoffice`), `null` elsewhere. */
    bearerAccount: Account | null;
  }
}

/** Who a bearer token names, or why it names nobody: `detail` is the refusal's text (`{status, message, detail}`). */
export type BearerVerdict =
  | { kind: 'account'; account: Account }
  | { kind: 'refused'; status: 401 | 403; detail: string };

export type BearerAuthenticator = (request: FastifyRequest) => Promise<BearerVerdict>;

// Set by the module that issues the tokens (src/backoffice); until then every bearer route is refused (fail closed).
const bearerAuthenticators = new WeakMap<FastifyInstance, BearerAuthenticator>();

/** Names the check of `Authorization: Bearer` tokens for the routes of a bearer policy of this app. */
export function registerBearerAuthenticator(app: FastifyInstance, authenticator: BearerAuthenticator): void {
  bearerAuthenticators.set(app, authenticator);
}

/** The message a bearer policy answers an account without the roles with (DRF's text). */
export const BEARER_FORBIDDEN_MESSAGE = BACKOFFICE_AUTH_MESSAGES.noPermission;
const BEARER_MISSING_MESSAGE = BACKOFFICE_AUTH_MESSAGES.notProvided;

export class MissingPolicyError extends Error {}

export type PolicyVerdict = 'allowed' | 'unauthenticated' | 'forbidden';

export function policyVerdict(policy: RoutePolicy, user: Pick<Account, 'roles'> | null): PolicyVerdict {
  const rule = POLICY_RULES[policy];
  if (!rule.login) {
    return 'allowed';
  }
  if (!user) {
    return 'unauthenticated';
  }
  if (rule.anyOfRoles.length === 0 || user.roles.some((role) => rule.anyOfRoles.includes(role))) {
    return 'allowed';
  }
  return 'forbidden';
}

/** Refuses, at start-up, any /api (or /ai) route without a policy, and lists every route in `app.routeCatalogue`. */
export function requirePolicies(app: FastifyInstance): void {
  app.decorate('routeCatalogue', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiPath(route.url)) {
      return;
    }
    const policy = (route.config as { policy?: RoutePolicy } | undefined)?.policy;
    if (!policy) {
      throw new MissingPolicyError(
        `Route ${String(route.method)} ${route.url} declares no policy (config.policy)`,
      );
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') {
        app.routeCatalogue.push({ method, url: route.url, policy });
      }
    }
  });
}

/**
 * Enforces each route's policy from the session user (`request.user`, set by the session hook that must be
 * registered before): 401 for anonymous callers, 403 for users without a required role.
 */
export function enforcePolicies(app: FastifyInstance): void {
  app.decorateRequest('bearerAccount', null);
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const policy = config?.policy;
    if (!policy) {
      return;
    }
    if (POLICY_RULES[policy].bearer) {
      return enforceBearerPolicy(app, policy, request, reply);
    }
    const verdict = policyVerdict(policy, request.user);
    if (verdict === 'unauthenticated') {
      const message = request.loggedOutByInactivity
        ? INACTIVITY_MESSAGE
        : (config.unauthenticatedMessage ?? AUTHENTICATION_REQUIRED_MESSAGE);
      throw new ApiError(401, message);
    }
    if (verdict === 'forbidden') {
      throw new ApiError(403, FORBIDDEN_MESSAGE);
    }
  });
}

function refuseWithDetail(reply: FastifyReply, status: number, detail: string): FastifyReply {
  return reply.code(status).type('application/json').send({ status, message: detail, detail });
}

/**
 * A bearer policy: 401 without a token, 403 for a token that names no live login (the client refreshes on this
 * one), 403 for an account without the roles. The body is our `{status, message}` with DRF's `detail` beside.
 */
async function enforceBearerPolicy(
  app: FastifyInstance,
  policy: RoutePolicy,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const authenticator = bearerAuthenticators.get(app);
  const verdict: BearerVerdict = authenticator
    ? await authenticator(request)
    : { kind: 'refused', status: 401, detail: BEARER_MISSING_MESSAGE };
  if (verdict.kind === 'refused') {
    return refuseWithDetail(reply, verdict.status, verdict.detail);
  }
  if (policyVerdict(policy, verdict.account) !== 'allowed') {
    return refuseWithDetail(reply, 403, BEARER_FORBIDDEN_MESSAGE);
  }
  request.bearerAccount = verdict.account;
  return undefined;
}
