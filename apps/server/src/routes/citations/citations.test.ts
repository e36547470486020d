import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecords } from '../../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { buildLiterature } from '../../testing/factories';

let testApp: TestApp;

const cited = buildLiterature({ titles: [{ title: 'The cited paper' }] });
const ref = (controlNumber: unknown) => ({
  record: { $ref: `https://inspirehep.net/api/literature/${controlNumber}` },
});
const older = buildLiterature({
  titles: [{ title: 'An older citing paper' }],
  preprint_date: '2015-06',
  authors: [{ full_name: 'Old, O.', record: { $ref: 'https://inspirebeta.net/api/authors/1' } }],
  publication_info: [
    { journal_title: 'Phys.Rev.D', journal_volume: '91', page_start: '1', year: 2015 },
    { journal_title: 'Secret', hidden: true },
  ],
  references: [ref(cited.control_number)],
});
const newer = buildLiterature({
  titles: [{ title: 'A newer citing paper' }],
  preprint_date: '2019-02-03',
  authors: Array.from({ length: 30 }, (_, index) => ({ full_name: `Member, ${index}` })),
  references: [ref(cited.control_number), ref(cited.control_number)],
});
const undated = buildLiterature({
  titles: [{ title: 'An undated citing paper' }],
  references: [ref(cited.control_number)],
});
const superseded = buildLiterature({
  preprint_date: '2020',
  references: [ref(cited.control_number)],
  related_records: [{ relation: 'successor', record: ref(newer.control_number).record }],
});
const merged = buildLiterature({ deleted: true, new_record: ref(cited.control_number).record });

beforeAll(async () => {
  testApp = await createTestApp();
  await saveRecords(
    testApp.context.db,
    [cited, older, newer, undated, superseded, merged].map((metadata) => ({
      collection: 'literature',
      metadata,
    })),
  );
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/literature/{id}/citations', () => {
  it('lists the citing papers most recent first with the citation count', async () => {
    const response = await testApp.app.inject(`/api/literature/${cited.control_number}/citations`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const { metadata } = response.json();
    expect(metadata.citation_count).toBe(3);
    expect(metadata.citations.map((item: { control_number: number }) => item.control_number)).toEqual([
      newer.control_number,
      older.control_number,
      undated.control_number,
    ]);
  });

  it('shows authors, control_number, earliest_date, titles and visible publication_info, links on this server', async () => {
    const response = await testApp.app.inject(`/api/literature/${cited.control_number}/citations?size=10`);
    const olderItem = response.json().metadata.citations[1];
    expect(olderItem).toEqual({
      control_number: older.control_number,
      authors: [{ full_name: 'Old, O.', record: { $ref: `${TEST_PUBLIC_URL}/api/authors/1` } }],
      earliest_date: '2015',
      titles: [{ title: 'An older citing paper' }],
      publication_info: [{ journal_title: 'Phys.Rev.D', journal_volume: '91', page_start: '1', year: 2015 }],
    });
    expect(response.json().metadata.citations[0].authors).toHaveLength(10);
  });

  it('pages with page and size, and answers an empty page past the end', async () => {
    const second = await testApp.app.inject(
      `/api/literature/${cited.control_number}/citations?page=2&size=2`,
    );
    expect(second.json().metadata).toEqual({
      citations: [expect.objectContaining({ control_number: undated.control_number })],
      citation_count: 3,
    });
    const past = await testApp.app.inject(`/api/literature/${cited.control_number}/citations?page=5&size=2`);
    expect(past.json().metadata).toEqual({ citations: [], citation_count: 3 });
  });

  it('answers a paper nobody cites with no citations', async () => {
    const response = await testApp.app.inject(`/api/literature/${undated.control_number}/citations`);
    expect(response.json()).toEqual({ metadata: { citations: [], citation_count: 0 } });
  });

  it('refuses bad paging with 400 and unknown papers with 404, as JSON', async () => {
    for (const query of ['size=0', 'page=0', 'size=abc', 'page=2&size=5001']) {
      const response = await testApp.app.inject(`/api/literature/${cited.control_number}/citations?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().status).toBe(400);
    }
    const missing = await testApp.app.inject('/api/literature/1/citations');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 404, message: 'PID does not exist.' });
  });

  it('redirects a merged-away paper to its successor', async () => {
    const response = await testApp.app.inject(`/api/literature/${merged.control_number}/citations?size=2`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(
      `${TEST_PUBLIC_URL}/api/literature/${cited.control_number}/citations?size=2`,
    );
  });
});
