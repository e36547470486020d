import { COLLECTION_NAMES, type CollectionName } from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPaths } from '../../importer/importer';
import { publicMetadata } from '../../records/privacy';
import { saveRecords } from '../../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { buildLiterature, buildRecord } from '../../testing/factories';
import { RECORD_SOURCES } from '../../testing/sources';

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

/**
 * Expects the answer of `GET /api/{collection}/{id}` to be the record's public view; a record deleted in favour of
 * another answers a redirect to it.
 */
async function expectPublicView(
  setApp: TestApp,
  collection: CollectionName,
  record: Record<string, unknown>,
): Promise<void> {
  const label = `${collection}/${String(record.control_number)}`;
  const response = await setApp.app.inject(`/api/${collection}/${String(record.control_number)}`);
  if (record.deleted && record.new_record) {
    expect(response.statusCode, label).toBe(301);
    expect(response.headers.location).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/${collection}/\\d+$`));
    return;
  }
  expect(response.statusCode, label).toBe(200);
  // Literature carries its computed counts (a stored copy gives way to them).
  const { citation_count, citation_count_without_self_citations, ...shown } = response.json().metadata;
  if (collection === 'literature') {
    expect(citation_count, label).toEqual(expect.any(Number));
    expect(citation_count_without_self_citations, label).toEqual(expect.any(Number));
    delete record.citation_count;
    delete record.citation_count_without_self_citations;
  }
  expect(shown, label).toEqual(
    publicMetadata(collection, withRefsOnTestHost(record) as Record<string, unknown>),
  );
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
    // The public view (no `_collections`) with the computed citation counts.
    const { _collections, ...shown } = metadata;
    expect(body.metadata).toEqual({ ...shown, citation_count: 0, citation_count_without_self_citations: 0 });
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

  it('carries the citation counts of a paper, without self-citations apart, as search hits do', async () => {
    const cited = buildLiterature({ authors: [{ full_name: 'Cited, Carla' }], citation_count: 999 });
    const citation = (authors: { full_name: string }[]) =>
      buildLiterature({
        authors,
        references: [{ record: { $ref: `https://inspirehep.net/api/literature/${cited.control_number}` } }],
      });
    await saveRecords(testApp.context.db, [
      { collection: 'literature', metadata: cited },
      { collection: 'literature', metadata: citation([{ full_name: 'Other, Oscar' }]) },
      { collection: 'literature', metadata: citation([{ full_name: 'Cited, Carla' }]) },
    ]);
    const response = await testApp.app.inject(`/api/literature/${cited.control_number}`);
    expect(response.json().metadata).toMatchObject({
      control_number: cited.control_number,
      citation_count: 2,
      citation_count_without_self_citations: 1,
    });
    // The stored copy (999) gives way to the count: one key, as in a search hit.
    expect(response.body.match(/"citation_count":/g)).toHaveLength(1);
    const hit = (await testApp.app.inject(`/api/literature?q=control_number:${cited.control_number}`)).json();
    expect(hit.hits.hits[0].metadata).toMatchObject({
      citation_count: 2,
      citation_count_without_self_citations: 1,
    });
  });

  it('ignores fields on a single record of every collection, junk values included', async () => {
    const junk = 'fields=https://inspirehep.net/api/,literature,451647';
    for (const collection of COLLECTION_NAMES) {
      const metadata = buildRecord(collection);
      await saveRecords(testApp.context.db, [{ collection, metadata }]);
      const url = `/api/${collection}/${metadata.control_number}`;
      const whole = (await testApp.app.inject(url)).json().metadata;
      for (const query of [
        junk,
        'fields=titles',
        'fields=titles&fields=control_number',
        'format=json&fields=x',
      ]) {
        const response = await testApp.app.inject(`${url}?${query}`);
        expect(response.statusCode, `${url}?${query}`).toBe(200);
        expect(response.json().metadata, `${url}?${query}`).toEqual(whole);
      }
      expect(whole.control_number).toBe(metadata.control_number);
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

  // On a generated corpus always, and on the real demo records as an extra layer.
  for (const source of RECORD_SOURCES) {
    it.skipIf(!source.available)(
      source.title(
        'returns the public view of every record of a whole set, equal to its file up to the $ref host',
      ),
      async () => {
        // A database of its own: generated control numbers may meet those of the records made above.
        const setApp = await createTestApp();
        const folder = await source.folder();
        try {
          const summary = await importPaths(setApp.context.db, [folder.dir]);
          expect(summary.rejected).toBe(0);
          let compared = 0;
          for (const collection of COLLECTION_NAMES) {
            for (const record of source.records(collection)) {
              await expectPublicView(setApp, collection, structuredClone(record));
              compared += 1;
            }
          }
          expect(compared).toBe(summary.created);
        } finally {
          await Promise.all([setApp.close(), folder.remove()]);
        }
      },
    );
  }
});
