import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { LiteratureMetadata } from '@parton/records';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerSessions } from './accounts/request-session';
import type { AppContext } from './context';
import { registerErrorHandling, sendError } from './http/errors';
import { registerOpenApi } from './http/openapi';
import { enforcePolicies, requirePolicies } from './http/policy';
import { registerReadYourWrites } from './http/replicaReads';
import { isApiRequest, registerRequestGuards } from './http/requestGuards';
import { registerSecurityHeaders, securitySettings } from './http/security';
import { publicMetadata } from './records/privacy';
import { findRecord } from './records/repository';
import { ROUTE_GROUPS } from './routes';
import { scholarlyHeadTags, withHeadTags } from './web/scholarlyMeta';

export interface BuildOptions {
  logger?: boolean;
}

/** The HTTP application: the /api routes and, when built, the web app with its SPA fallback. */
export async function buildApp(context: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: context.config.logLevel } : false,
    // Real clients send `//` in paths and trailing slashes (`/api/literature/?q=…`).
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true, maxParamLength: 500 },
    // Only behind a known reverse proxy may X-Forwarded-For name the client (rate limits key on the IP).
    trustProxy: context.config.trustProxy,
    bodyLimit: 12 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  requirePolicies(app);
  // First of the onRequest hooks: responses that the rate limit or the session check refuse get the headers too.
  await registerSecurityHeaders(app, securitySettings(context.config));
  // Before the rate limit and every route: the request context of crash logs, and NUL characters refused.
  registerRequestGuards(app);

  if (context.config.rateLimit) {
    const { max, windowMs } = context.config.rateLimit;
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: windowMs,
      // Every path the router serves as the API counts (`//api/…`, `/%61pi/…` included), not only `/api…` as spelt.
      allowList: (request) => !isApiRequest(request),
      errorResponseBuilder: (_request, details) => ({
        statusCode: 429,
        status: 429,
        message: `Too many requests: at most ${details.max} per ${Math.round(windowMs / 1000)} s. Retry in ${Math.ceil(details.ttl / 1000)} s.`,
      }),
      addHeadersOnExceeding: {
        'x-ratelimit-limit': true,
        'x-ratelimit-remaining': true,
        'x-ratelimit-reset': true,
      },
      addHeaders: {
        'retry-after': true,
        'x-ratelimit-limit': true,
        'x-ratelimit-remaining': true,
        'x-ratelimit-reset': true,
      },
    });
  }

  // The session user must be known before the policies are enforced (both are onRequest hooks, run in order).
  await registerSessions(app, context);
  enforcePolicies(app);
  // With read replicas, a client's writes carry the primary's WAL position so its next reads see them.
  registerReadYourWrites(app, context);

  await registerOpenApi(app, context);
  for (const registerRoutes of ROUTE_GROUPS) {
    await registerRoutes(app, context);
  }
  await registerWebApp(app, context);
  return app;
}

/** A literature page's shell carries the record's scholarly meta tags, for reference managers and crawlers. */
async function withRecordHeadTags(context: AppContext, url: string, shell: string): Promise<string> {
  const match = /^\/literature\/(\d{1,15})(?:[/?#]|$)/.exec(url);
  if (!match) {
    return shell;
  }
  const record = await findRecord(context.db, 'literature', Number(match[1]));
  if (!record) {
    return shell;
  }
  // The page is public: its tags come from the public view (no hidden publication info or report numbers).
  const stored = JSON.parse(record.metadataJson) as Record<string, unknown>;
  const metadata = publicMetadata('literature', stored) as unknown as LiteratureMetadata;
  return withHeadTags(shell, scholarlyHeadTags(metadata));
}

async function registerWebApp(app: FastifyInstance, context: AppContext): Promise<void> {
  const distDir = context.config.webDistDir;
  const indexFile = join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, { root: distDir, wildcard: true, index: false, maxAge: '1h' });
  }
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasWebApp) {
      return reply
        .code(200)
        .type('text/html')
        .send(
          '<!doctype html><title>Parton</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
        );
    }
    // Every client route gets the app shell; the router decides what the path shows (including not found).
    const shell = readFileSync(indexFile, 'utf8');
    return reply
      .code(200)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(await withRecordHeadTags(context, request.url, shell));
  };
  if (hasWebApp) {
    // The static wildcard would answer the root folder itself with 403 (no index): the home page is the shell.
    app.get('/', sendShell);
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api')) {
      return sendError(reply, 404, 'The requested URL was not found on the server.');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 404, 'The requested URL was not found on the server.');
    }
    return sendShell(request, reply);
  });
}
