import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME } from '@parton/records';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

export const DOCS_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = '/api/openapi.json';

const API_DESCRIPTION = `
The public API of ${PRODUCT_NAME}. It answers like the INSPIRE-HEP REST API, so existing clients work by changing the
base URL only.

**Records.** \`GET /api/{collection}/{id}\` for the collections literature, authors, institutions, conferences,
seminars, journals, jobs, experiments and data; also by DOI (\`/api/doi/{doi}\`, unescaped), arXiv id
(\`/api/arxiv/{id}\`, old style with a slash too) and ORCID (\`/api/orcid/{orcid}\`). The envelope is
\`{"id","uuid","revision_id","created","updated","links","metadata"}\`; every \`$ref\` points at this server.

**Search.** \`GET /api/{collection}?q=…&sort=…&size=…&page=…\` answers
\`{"hits":{"hits":[…],"total":N},"links":{…},"sort_options":[…]}\`; \`GET /api/{collection}/facets\` the
aggregations; \`GET /api/literature/citation-summary\` the citation metrics of a search.

**Formats.** JSON by default (also for \`*/*\` and without Accept). The Accept header or \`format=\` (which wins)
chooses \`application/vnd+inspire.record.ui+json\` (the web app's UI JSON), \`application/x-bibtex\`
(\`format=bibtex\`), \`application/vnd+inspire.latex.eu+x-latex\` (\`latex-eu\`),
\`application/vnd+inspire.latex.us+x-latex\` (\`latex-us\`) or \`text/vnd+inspire.html+html\` (\`cv\`). Citation
formats exist for literature; a search export joins the entries (BibTeX by a newline, LaTeX by a blank line) and is
refused above 1000 results.

**Paging.** \`size\` ≤ 1000 and \`page × size\` ≤ 10000. To harvest beyond, ask \`sort=mostrecent&cursor=1\` (any
sort but bestmatch) and follow \`links.next\`, which then carries an opaque \`search_after\` cursor, until it is
absent.

**Errors** are JSON \`{"status": <code>, "message": <text>}\`: 400 for a malformed query
("The syntax of the search query is invalid."), a too large page ("Maximum search page size of \`1000\` results
exceeded."), a page past the window ("Maximum number of 10000 results have been reached."), an invalid cursor or
format; 404 "PID does not exist." for a missing record; 429 with \`Retry-After\` when the rate limit (15 requests
per 5 s per client by default) is exceeded.
`.trim();

type RouteMethod = FastifyInstance['route'];

/**
 * Routes of third-party plugins declare no policy; inside this context every route they add is public (the
 * documentation is public by decision, and the policy check refuses /api routes without one).
 */
function declarePublicRoutes(instance: FastifyInstance): void {
  const route = instance.route as (this: FastifyInstance, options: RouteOptions) => FastifyInstance;
  instance.route = function publicRoute(this: FastifyInstance, options: RouteOptions) {
    return route.call(this, { ...options, config: { ...options.config, policy: 'public' } });
  } as RouteMethod;
}

/** Zod schemas become OpenAPI; a route with a plain JSON schema keeps it rather than breaking the document. */
const transform: FastifyDynamicSwaggerOptions['transform'] = (document) => {
  try {
    return jsonSchemaTransform(document);
  } catch {
    return { schema: document.schema, url: document.url };
  }
};

/**
 * The OpenAPI document generated from the route schemas (`GET /api/openapi.json`) and its browsable form
 * (`GET /api/docs`). Register before the routes: the document collects routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: `${PRODUCT_NAME} API`, description: API_DESCRIPTION, version: '1.0.0' },
      servers: [{ url: context.config.publicUrl }],
      tags: [
        { name: 'records', description: 'Records by control number or identifier' },
        { name: 'search', description: 'Search, facets and citation metrics' },
        { name: 'runtime', description: 'Configuration the web app reads' },
      ],
    },
    transform,
  });
  await app.register(async (docs) => {
    declarePublicRoutes(docs);
    await docs.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: false });
  });
  app.get(
    OPENAPI_JSON_PATH,
    { config: { policy: 'public' }, schema: { hide: true } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()),
  );
}
