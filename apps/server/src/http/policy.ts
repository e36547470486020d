import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  CATALOGER_ROLES,
  FORBIDDEN_MESSAGE,
  INACTIVITY_MESSAGE,
  type Role,
} from '@parton/records';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Account } from '../accounts/model';
import { ApiError } from './errors';

/**
 * Who may call a route. Every /api route declares one in `config.policy`; a route without one is refused at
 * start-up, so that no route can ship without a decision about who may use it.
 * - public: anyone, anonymous included
 * - authenticated: any logged-in user
 * - cataloger: superuser or cataloger
 * - superuser: superuser only
 */
export type RoutePolicy = 'public' | 'authenticated' | 'cataloger' | 'superuser';

export interface PolicyRule {
  /** A logged-in user is needed. */
  login: boolean;
  /** The user must hold at least one of these roles; empty means any logged-in user. */
  anyOfRoles: readonly Role[];
}

/** The role matrix: what each policy asks of the caller (a user holding any one listed role is admitted). */
export const POLICY_RULES: Readonly<Record<RoutePolicy, PolicyRule>> = {
  public: { login: false, anyOfRoles: [] },
  authenticated: { login: true, anyOfRoles: [] },
  cataloger: { login: true, anyOfRoles: CATALOGER_ROLES },
  superuser: { login: true, anyOfRoles: ['superuser'] },
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
}

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

/** Refuses, at start-up, any /api route without a policy, and lists every route in `app.routeCatalogue`. */
export function requirePolicies(app: FastifyInstance): void {
  app.decorate('routeCatalogue', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) {
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
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const policy = config?.policy;
    if (!policy) {
      return;
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
