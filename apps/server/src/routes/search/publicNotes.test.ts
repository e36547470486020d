import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecords } from '../../records/writer';
import { createTestApp, type TestApp } from '../../testing/app';
import { buildLiterature } from '../../testing/factories';

/**
 * Public notes in literature results (spec §2.3, §6: shown to catalogers in results). The web app shows them to
 * catalogers only; the search answer carries them for every reader, as the reference API does (a public field).
 */
let testApp: TestApp;

const NOTES = [
  { value: 'Erratum: Phys.Rev.D 99 (2019) 019902' },
  { value: '12 pages, 5 figures', source: 'arXiv' },
];
const noted = buildLiterature({
  titles: [{ title: 'Notedword paper with public notes' }],
  public_notes: NOTES,
});
const plain = buildLiterature({ titles: [{ title: 'Notedword paper without notes' }] });

beforeAll(async () => {
  testApp = await createTestApp();
  await saveRecords(testApp.context.db, [
    { collection: 'literature', metadata: noted },
    { collection: 'literature', metadata: plain },
  ]);
});
afterAll(async () => {
  await testApp.close();
});

type Hit = { id: string; metadata: { public_notes?: unknown } };

async function hits(accept: string): Promise<Hit[]> {
  const response = await testApp.app.inject({ url: '/api/literature?q=notedword', headers: { accept } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { hits: { hits: Hit[] } }).hits.hits;
}

describe('public notes in literature search hits', () => {
  it.each([
    ['the UI serialisation', 'application/vnd+inspire.record.ui+json'],
    ['plain JSON', 'application/json'],
  ])('are in each hit of %s, as stored', async (_name, accept) => {
    const found = await hits(accept);
    expect(found.find((hit) => hit.id === String(noted.control_number))?.metadata.public_notes).toEqual(
      NOTES,
    );
    expect(
      found.find((hit) => hit.id === String(plain.control_number))?.metadata.public_notes,
    ).toBeUndefined();
  });
});
