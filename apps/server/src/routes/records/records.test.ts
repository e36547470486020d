import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPaths } from '../../importer/importer';
import { saveRecords } from '../../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { DEMO_DATA_DIR, hasDemoData } from '../../testing/demo';
import { buildLiterature } from '../../testing/factories';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** The record with every `$ref` host replaced by the test server's, as the API must write them. */
function withRefsOnTestHost(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(withRefsOnTestHost);
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        if (key === '$ref' && typeof item === 'string') {
          const path = /\/api\/[a-z]+\/\d+$/.exec(item);
          return [key, path ? `${TEST_PUBLIC_URL}${path[0]}` : item];
        }
        return [key, withRefsOnTestHost(item)];
      }),
    );
  }
  return value;
}

describe('GET /api/{type}/{id}', () => {
  it('answers the reference envelope', async () => {
    const metadata = buildLiterature();
    await saveRecords(testApp.context.db, [{ collection: 'literature', metadata }]);
    const response = await testApp.app.inject(`/api/literature/${metadata.control_number}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json();
    expect(body.id).toBe(String(metadata.control_number));
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
    expect(body.links).toMatchObject({
      bibtex: `${TEST_PUBLIC_URL}/api/literature/${metadata.control_number}?format=bibtex`,
      json: `${TEST_PUBLIC_URL}/api/literature/${metadata.control_number}?format=json`,
      citations: `${TEST_PUBLIC_URL}/api/literature/?q=refersto%3Arecid%3A${metadata.control_number}`,
    });
    expect(body.metadata).toEqual(metadata);
  });

  it('answers 404 as JSON for a missing record, a bad id and an unknown route', async () => {
    for (const url of ['/api/literature/1', '/api/literature/abc', '/api/nothing/1']) {
      const response = await testApp.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ status: 404 });
    }
    expect((await testApp.app.inject('/api/literature/1')).json()).toEqual({
      status: 404,
      message: 'PID does not exist.',
    });
  });

  it('tolerates a doubled slash, a trailing slash and fields on a single record', async () => {
    const metadata = buildLiterature();
    await saveRecords(testApp.context.db, [{ collection: 'literature', metadata }]);
    for (const url of [
      `/api//literature/${metadata.control_number}`,
      `/api/literature/${metadata.control_number}/`,
      `/api/literature/${metadata.control_number}?fields=titles`,
    ]) {
      expect((await testApp.app.inject(url)).statusCode, url).toBe(200);
    }
  });

  it('redirects a deleted record that names its successor', async () => {
    const successor = buildLiterature();
    const deleted = buildLiterature({
      deleted: true,
      new_record: { $ref: `https://inspirehep.net/api/literature/${successor.control_number}` },
    });
    await saveRecords(testApp.context.db, [
      { collection: 'literature', metadata: successor },
      { collection: 'literature', metadata: deleted },
    ]);
    const response = await testApp.app.inject(`/api/literature/${deleted.control_number}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${TEST_PUBLIC_URL}/api/literature/${successor.control_number}`);
  });

  it.skipIf(!hasDemoData)(
    'returns every real demo record equal to its file up to the $ref host',
    async () => {
      const summary = await importPaths(testApp.context.db, [DEMO_DATA_DIR]);
      expect(summary.rejected).toBe(0);
      let compared = 0;
      for (const folder of readdirSync(DEMO_DATA_DIR, { withFileTypes: true })) {
        if (!folder.isDirectory()) {
          continue;
        }
        for (const file of readdirSync(join(DEMO_DATA_DIR, folder.name))) {
          const record = JSON.parse(readFileSync(join(DEMO_DATA_DIR, folder.name, file), 'utf8'));
          const collection = /\/records\/([a-z]+)\.json$/
            .exec(record.$schema)![1]!
            .replace('hep', 'literature');
          const response = await testApp.app.inject(`/api/${collection}/${record.control_number}`);
          if (record.deleted && record.new_record) {
            expect(response.statusCode, `${folder.name}/${file}`).toBe(301);
            expect(response.headers.location).toMatch(
              new RegExp(`^${TEST_PUBLIC_URL}/api/${collection}/\\d+$`),
            );
            compared += 1;
            continue;
          }
          expect(response.statusCode, `${folder.name}/${file}`).toBe(200);
          expect(response.json().metadata, `${folder.name}/${file}`).toEqual(withRefsOnTestHost(record));
          compared += 1;
        }
      }
      expect(compared).toBe(132);
    },
  );
});
