/**
 * The routes that send prebuilt JSON text skip Fastify's serializer, so their response schemas would only document
 * them; here each answer is parsed with its contract (packages/records/src/api), so a schema that drifts from what
 * the route sends fails.
 */
import {
  blogPostsResponseSchema,
  citationSummaryAggregationSchema,
  citationsResponseSchema,
  currentUserSchema,
  editorRecordResponseSchema,
  facetsSearchResponseSchema,
  recordAuthorsResponseSchema,
  recordEnvelopeSchema,
  referencesResponseSchema,
  runtimeConfigResponseSchema,
  searchResponseSchema,
  UI_JSON_MIME,
} from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestAccount, injectAs, logIn, type TestSession } from '../accounts/testing/sessions';
import { saveRecords } from '../records/writer';
import { createTestApp, type TestApp } from '../testing/app';
import { buildLiterature } from '../testing/factories';

const cited = buildLiterature({ citeable: true, dois: [{ value: '10.1000/contract' }] });
const citing = buildLiterature({
  citeable: true,
  references: [{ record: { $ref: `https://inspirehep.net/api/literature/${cited.control_number}` } }],
});

let testApp: TestApp;
let cataloger: TestSession;

beforeAll(async () => {
  testApp = await createTestApp();
  await saveRecords(
    testApp.context.db,
    [cited, citing].map((metadata) => ({ collection: 'literature' as const, metadata })),
  );
  const account = await createTestAccount(testApp.context, { roles: ['cataloger'] });
  cataloger = await logIn(testApp.app, account.email, account.password);
});
afterAll(async () => {
  await testApp.close();
});

async function answer(url: string, schema: z.ZodType, accept = 'application/json'): Promise<void> {
  const response = await injectAs(testApp.app, cataloger, { url, headers: { accept } });
  expect(response.statusCode, url).toBe(200);
  const parsed = schema.safeParse(response.json());
  expect(parsed.success ? [] : parsed.error.issues, url).toEqual([]);
}

describe('every JSON answer matches its response schema', () => {
  it('records, look-ups and the editor', async () => {
    const id = cited.control_number;
    await answer(`/api/literature/${id}`, recordEnvelopeSchema);
    await answer(`/api/literature/${id}`, recordEnvelopeSchema, UI_JSON_MIME);
    await answer('/api/doi/10.1000/contract', recordEnvelopeSchema);
    await answer(`/api/literature/${id}/authors`, recordAuthorsResponseSchema);
    await answer(`/api/literature/${citing.control_number}/references`, referencesResponseSchema);
    await answer(`/api/literature/${id}/citations`, citationsResponseSchema);
    await answer(`/api/editor/literature/${id}`, editorRecordResponseSchema);
  });

  it('search, facets and citation metrics', async () => {
    await answer('/api/literature?q=', searchResponseSchema);
    await answer('/api/literature?q=', searchResponseSchema, UI_JSON_MIME);
    await answer('/api/authors', searchResponseSchema);
    await answer('/api/literature/facets', facetsSearchResponseSchema);
    await answer('/api/literature/facets?facet_name=citation-summary', facetsSearchResponseSchema);
    await answer('/api/literature/citation-summary', citationSummaryAggregationSchema);
  });

  it('the runtime configuration, the blog and the current user', async () => {
    await answer('/api/config', runtimeConfigResponseSchema);
    await answer('/api/blog/posts', blogPostsResponseSchema);
    await answer('/api/accounts/me', currentUserSchema);
  });
});
