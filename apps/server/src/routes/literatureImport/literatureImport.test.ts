import { literatureImportResponseSchema, literatureSubmissionSchema } from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, logIn, type TestSession } from '../../accounts/testing/sessions';
import type { LiteratureImportSettings } from '../../config';
import { ImportFailure } from '../../literatureImport/errors';
import { importLiterature } from '../../literatureImport/service';
import {
  ARXIV_FOR_JOURNEY,
  ARXIV_FOR_JOURNEY_TITLE,
  ARXIV_MALFORMED,
  ARXIV_OLD_STYLE,
  ARXIV_WITH_DOI,
  CROSSREF_BOOK_CHAPTER_DOI,
  CROSSREF_FAILING_DOI,
  CROSSREF_MALFORMED_DOI,
  type ImportSourceMock,
  startArxivImportMock,
  startCrossrefMock,
} from '../../literatureImport/testing/mocks';
import { createRecord } from '../../records/writer';
import { createTestApp, type TestApp } from '../../testing/app';
import { buildLiterature } from '../../testing/factories';
import { freePort } from '../../testing/processes';
import { IMPORTS_PER_WINDOW } from './routes';

let arxiv: ImportSourceMock;
let crossref: ImportSourceMock;
let testApp: TestApp;
let session: TestSession;

const existing = buildLiterature({
  arxiv_eprints: [{ value: '1207.7214' }],
  dois: [{ value: '10.1016/j.physletb.2012.08.020' }],
});

beforeAll(async () => {
  [arxiv, crossref] = await Promise.all([startArxivImportMock(), startCrossrefMock()]);
  testApp = await createTestApp({
    literatureImport: { arxivOaiUrl: arxiv.url, crossrefUrl: crossref.url, timeoutMs: 5_000 },
  });
  await createRecord(testApp.context.db, 'literature', existing);
  const account = await createTestAccount(testApp.context);
  session = await logIn(testApp.app, account.email, account.password);
});
afterAll(async () => {
  await testApp.close();
  await Promise.all([arxiv.close(), crossref.close()]);
});

async function importAs(identifier: string, headers: Record<string, string> = session.headers()) {
  const response = await testApp.app.inject({ url: `/api/literature/import/${identifier}`, headers });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('GET /api/literature/import/{identifier}', () => {
  it('is for logged-in users only', async () => {
    expect((await importAs(ARXIV_FOR_JOURNEY, {})).status).toBe(401);
  });

  it('answers the form fields of an arXiv e-print, new style, with or without arXiv: and version', async () => {
    const expected = {
      document_type: 'article',
      arxiv_id: ARXIV_FOR_JOURNEY,
      arxiv_categories: ['hep-th', 'gr-qc'],
      preprint_date: '2026-11-12',
      title: ARXIV_FOR_JOURNEY_TITLE,
      subjects: ['Theory-HEP', 'Gravitation and Cosmology'],
      authors: [
        { full_name: 'Beaulieu, Amélie', affiliation: 'LPTHE, Sorbonne Université, Paris' },
        { full_name: 'van der Berg, Pieter' },
      ],
      abstract: 'We relate the soft graviton theorem to the symmetries of celestial amplitudes.',
    };
    const plain = await importAs(ARXIV_FOR_JOURNEY);
    expect(plain).toEqual({ status: 200, body: { data: expected } });
    expect(await importAs(`arXiv:${ARXIV_FOR_JOURNEY}v2`)).toEqual(plain);
    // A client that escapes the identifier (`encodeURIComponent`) is read the same.
    expect(await importAs(encodeURIComponent(`arXiv:${ARXIV_FOR_JOURNEY}`))).toEqual(plain);
    expect(arxiv.requests.at(-1)?.searchParams.get('identifier')).toBe(`oai:arXiv.org:${ARXIV_FOR_JOURNEY}`);
    expect(arxiv.requests.at(-1)?.searchParams.get('verb')).toBe('GetRecord');
    // What the import answers is a valid start of the literature form.
    expect(literatureSubmissionSchema.safeParse(plain.body.data).success).toBe(true);
  });

  it('merges CrossRef into an e-print with a DOI: arXiv wins, CrossRef fills the gaps', async () => {
    const { status, body } = await importAs(ARXIV_WITH_DOI);
    expect(status).toBe(200);
    const data = literatureImportResponseSchema.parse(body).data;
    expect(data).toMatchObject({
      arxiv_id: ARXIV_WITH_DOI,
      doi: '10.1103/physrevd.114.012345',
      title: 'Precision constraints on light dark photons from rare kaon decays',
      subjects: ['Phenomenology-HEP', 'Experiment-HEP'],
      report_numbers: ['KEK-TH-2601', 'YITP-26-77'],
      authors: [
        { full_name: 'Nakamura, Haruki', affiliation: 'KEK, Tsukuba' },
        { full_name: 'Okafor, Chinedu J.' },
      ],
      // From CrossRef, which arXiv's record lacks:
      journal_title: 'Phys. Rev. D',
      volume: '114',
      issue: '1',
      page_range: '012345',
      year: 2026,
      publication_date: '2026-07-01',
      language: 'en',
    });
    expect(crossref.requests.at(-1)?.pathname).toBe('/works/10.1103/physrevd.114.012345');
  });

  it('reads old-style ids, collaborations, conference comments and a journal-ref', async () => {
    const { status, body } = await importAs(`arXiv:${ARXIV_OLD_STYLE}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      document_type: 'article',
      arxiv_id: ARXIV_OLD_STYLE,
      authors: [{ full_name: 'Abreu, P.' }],
      collaboration: 'DELPHI',
      subjects: ['Experiment-HEP'],
      journal_title: 'Phys.Lett.B',
      volume: '499',
      year: 2001,
      page_range: '23',
    });
  });

  it('answers the form fields of a DOI from CrossRef, prefix and case ignored', async () => {
    const { status, body } = await importAs(`doi:${CROSSREF_BOOK_CHAPTER_DOI.toUpperCase()}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      document_type: 'bookChapter',
      doi: CROSSREF_BOOK_CHAPTER_DOI.toLowerCase(),
      title: 'Neutrino Oscillations in Matter',
      authors: [{ full_name: 'Lindqvist, Ingrid' }],
      collaboration: 'IceCube',
      abstract: 'We review neutrino oscillations in matter.',
      year: 2019,
      publication_date: '2019',
      book_title: 'Lecture Notes in Physics',
      start_page: '145',
      end_page: '189',
    });
  });

  it('refuses what is not an identifier', async () => {
    for (const identifier of ['not-an-id', '1234.567', 'arXiv:foo', '11.1234/abc']) {
      expect(await importAs(identifier)).toEqual({
        status: 400,
        body: { message: `${identifier} is not a recognized identifier.` },
      });
    }
  });

  it('answers 409 with the record id when we already have the arXiv id or the DOI, asking no source', async () => {
    const before = arxiv.requests.length + crossref.requests.length;
    const recid = existing.control_number;
    expect(await importAs('arXiv:1207.7214v1')).toEqual({
      status: 409,
      body: { message: 'The article 1207.7214 already exists in Parton', recid },
    });
    expect(await importAs('10.1016/J.PHYSLETB.2012.08.020')).toEqual({
      status: 409,
      body: { message: 'The article 10.1016/j.physletb.2012.08.020 already exists in Parton', recid },
    });
    expect(arxiv.requests.length + crossref.requests.length).toBe(before);
  });

  it('answers 404 when the source does not know the article', async () => {
    expect(await importAs('2611.00001')).toEqual({
      status: 404,
      body: { message: 'No article found for 2611.00001' },
    });
    expect(await importAs('10.5555/unknown')).toEqual({
      status: 404,
      body: { message: 'No article found for 10.5555/unknown' },
    });
  });

  it('answers 500 when the source answers something unreadable, 502 when it fails', async () => {
    const invalid = { status: 500, body: { message: 'The article has an invalid format.' } };
    expect(await importAs(ARXIV_MALFORMED)).toEqual(invalid);
    expect(await importAs(CROSSREF_MALFORMED_DOI)).toEqual(invalid);
    const failed = await importAs(CROSSREF_FAILING_DOI);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(
      /CrossRef failed\. Please try again later or fill the form manually\./,
    );
  });
});

describe('importLiterature with sources down or off', () => {
  const failureOf = async (settings: LiteratureImportSettings, identifier: string) => {
    try {
      await importLiterature(testApp.context.db, settings, identifier);
    } catch (error) {
      if (error instanceof ImportFailure) {
        return { status: error.status, message: error.message };
      }
      throw error;
    }
    throw new Error('the import succeeded');
  };

  it('answers 502 when a source is unreachable', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const settings = { arxivOaiUrl: `${closed}/oai2`, crossrefUrl: closed, timeoutMs: 2_000 };
    expect(await failureOf(settings, ARXIV_FOR_JOURNEY)).toEqual({
      status: 502,
      message: 'Importing the metadata from arXiv failed. Please try again later or fill the form manually.',
    });
    expect(await failureOf(settings, CROSSREF_BOOK_CHAPTER_DOI)).toMatchObject({ status: 502 });
  });

  it('answers 502 when a source is not configured', async () => {
    const off = { arxivOaiUrl: undefined, crossrefUrl: undefined, timeoutMs: 2_000 };
    expect(await failureOf(off, ARXIV_FOR_JOURNEY)).toEqual({
      status: 502,
      message:
        'Importing the metadata from arXiv is not available on this server. Please fill the form manually.',
    });
    expect(await failureOf(off, CROSSREF_BOOK_CHAPTER_DOI)).toEqual({
      status: 502,
      message:
        'Importing the metadata from CrossRef is not available on this server. Please fill the form manually.',
    });
    // Identification and the "already exists" answer need no source.
    expect(await failureOf(off, 'nonsense')).toMatchObject({ status: 400 });
    expect(await failureOf(off, '1207.7214')).toMatchObject({ status: 409 });
  });

  it('keeps arXiv data alone when CrossRef is off or failing', async () => {
    const withoutCrossref = await importLiterature(
      testApp.context.db,
      { arxivOaiUrl: arxiv.url, crossrefUrl: undefined, timeoutMs: 2_000 },
      ARXIV_WITH_DOI,
    );
    expect(withoutCrossref).toMatchObject({ arxiv_id: ARXIV_WITH_DOI, doi: '10.1103/physrevd.114.012345' });
    expect(withoutCrossref.journal_title).toBeUndefined();
    const closed = `http://127.0.0.1:${await freePort()}`;
    const withFailingCrossref = await importLiterature(
      testApp.context.db,
      { arxivOaiUrl: arxiv.url, crossrefUrl: closed, timeoutMs: 2_000 },
      ARXIV_WITH_DOI,
    );
    expect(withFailingCrossref).toEqual(withoutCrossref);
  });
});

describe('rate limit', () => {
  it('allows fewer imports per window than the rest of the API', async () => {
    const limited = await createTestApp({
      rateLimit: { max: 15, windowMs: 60_000 },
      literatureImport: { arxivOaiUrl: undefined, crossrefUrl: undefined, timeoutMs: 1_000 },
    });
    try {
      const account = await createTestAccount(limited.context);
      const limitedSession = await logIn(limited.app, account.email, account.password);
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= IMPORTS_PER_WINDOW; attempt += 1) {
        const response = await limited.app.inject({
          url: '/api/literature/import/not-an-id',
          headers: limitedSession.headers(),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array(IMPORTS_PER_WINDOW).fill(400), 429]);
      // The rest of the API keeps its own, larger allowance.
      const me = await limited.app.inject({ url: '/api/accounts/me', headers: limitedSession.headers() });
      expect(me.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
