import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestSession } from '../../accounts/testing/sessions';
import { saveRecords } from '../../records/writer';
import { createTestApp, type TestApp } from '../../testing/app';
import { buildLiterature } from '../../testing/factories';
import { logInEachRole } from '../../testing/roleSessions';

let testApp: TestApp;
let cataloger: TestSession;
let superuser: TestSession;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ cataloger, superuser } = await logInEachRole(testApp));
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/editor/{collection}/{id}', () => {
  it('answers the stored record with its revision, as stored ($refs included)', async () => {
    const paper = buildLiterature({
      _private_notes: [{ value: 'Check the affiliations' }],
      references: [{ record: { $ref: 'https://inspirehep.net/api/literature/1' } }],
      citation_count: 7,
    });
    await saveRecords(testApp.context.db, [{ collection: 'literature', metadata: paper }]);
    await saveRecords(testApp.context.db, [
      { collection: 'literature', metadata: { ...paper, titles: [{ title: 'Corrected title' }] } },
    ]);
    for (const session of [cataloger, superuser]) {
      const response = await injectAs(testApp.app, session, {
        url: `/api/editor/literature/${paper.control_number}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const body = response.json();
      expect(Object.keys(body)).toEqual(['record']);
      expect(body.record).toMatchObject({ id: String(paper.control_number), revision_id: 1 });
      expect(body.record.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.record.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
      expect(body.record.metadata).toEqual({ ...paper, titles: [{ title: 'Corrected title' }] });
      expect(response.headers.etag).toBe('"1"');
    }
  });

  it('answers a deleted record instead of redirecting to its successor', async () => {
    const successor = buildLiterature();
    const deleted = buildLiterature({
      deleted: true,
      new_record: { $ref: `https://inspirehep.net/api/literature/${successor.control_number}` },
    });
    await saveRecords(testApp.context.db, [
      { collection: 'literature', metadata: successor },
      { collection: 'literature', metadata: deleted },
    ]);
    const response = await injectAs(testApp.app, cataloger, {
      url: `/api/editor/literature/${deleted.control_number}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().record.metadata).toEqual(deleted);
  });

  it('answers 404 for a missing record, an unknown collection and a bad number', async () => {
    for (const url of ['/api/editor/literature/1', '/api/editor/nothing/1', '/api/editor/literature/abc']) {
      const response = await injectAs(testApp.app, cataloger, { url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ status: 404, message: 'PID does not exist.' });
    }
  });
});
