/**
 * The OpenAPI document is the route contracts: every JSON route of the API declares what it answers (a 200
 * response schema, zod in packages/records/src/api), so a client reads the shapes there, not in the code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { DOCS_PATH, OPENAPI_JSON_PATH } from './openapi';

/**
 * Routes that answer no JSON document, each with why: redirects, a feed, or only an error. Everything else under
 * /api must carry a 200 response schema.
 */
const NOT_JSON_ROUTES: Record<string, string> = {
  'GET /api/accounts/login': 'redirects to the ORCID or the local login page',
  'GET /api/accounts/login/orcid': 'redirects to ORCID',
  'GET /api/accounts/authorized/orcid': 'redirects back into the web app',
  'GET /api/accounts/logout': 'always 405: logging out is a POST',
  'GET /api/mailing/rss/jobs/weekly': 'an RSS feed (XML)',
  'GET /api/bibliography-generator/files/:id/:name': 'a generated BibTeX or LaTeX file',
  'DELETE /api/backoffice/workflows/:kind/:id/': '204 without a body',
};

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>
  >;
}

/** `/api/:collection/:controlNumber` → `/api/{collection}/{controlNumber}`, `/api/doi/*` → `/api/doi/{*}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{*}');
}

let testApp: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ url: OPENAPI_JSON_PATH });
  expect(response.statusCode).toBe(200);
  document = response.json() as OpenApiDocument;
});
afterAll(async () => {
  await testApp.close();
});

function apiRoutes(): { key: string; method: string; url: string }[] {
  return testApp.app.routeCatalogue
    .filter(({ method, url }) => method !== 'HEAD' && url.startsWith('/api/'))
    .filter(({ url }) => url !== OPENAPI_JSON_PATH && !url.startsWith(DOCS_PATH))
    .map(({ method, url }) => ({ key: `${method} ${url}`, method, url }));
}

describe('the OpenAPI document', () => {
  it('has a 200 JSON response schema for every JSON route', () => {
    const missing: string[] = [];
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      if (route.key in NOT_JSON_ROUTES) {
        continue;
      }
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const schema = operation?.responses?.['200']?.content?.['application/json'] as
        | { schema?: Record<string, unknown> }
        | undefined;
      if (!schema?.schema || Object.keys(schema.schema).length === 0) {
        missing.push(route.key);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists only exceptions that exist, so the list cannot hide a new route', () => {
    const keys = new Set(apiRoutes().map((route) => route.key));
    expect(Object.keys(NOT_JSON_ROUTES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('shows the record envelope and the current user as their contracts', () => {
    const record = document.paths['/api/{collection}/{controlNumber}']?.get?.responses?.['200']?.content?.[
      'application/json'
    ] as { schema: { properties: Record<string, unknown> } };
    expect(Object.keys(record.schema.properties)).toEqual([
      'id',
      'uuid',
      'revision_id',
      'created',
      'updated',
      'links',
      'metadata',
    ]);
    const me = document.paths['/api/accounts/me']?.get?.responses?.['200']?.content?.['application/json'] as {
      schema: { properties: Record<string, unknown> };
    };
    expect(Object.keys(me.schema.properties)).toEqual(['data', 'preferences', 'csrf_token']);
  });
});
