import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route. Every /api route declares one in `config.policy`; a route without one is refused at
 * start-up, so that no route can ship without a decision about who may use it.
 * - public: anyone, anonymous included
 * - authenticated: any logged-in user
 * - cataloger: superuser or cataloger
 * - superuser: superuser only
 */
export type RoutePolicy = 'public' | 'authenticated' | 'cataloger' | 'superuser';

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
}

export class MissingPolicyError extends Error {}

export function requirePolicies(app: FastifyInstance): void {
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
  });
}
