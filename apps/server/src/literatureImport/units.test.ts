import { describe, expect, it } from 'vitest';
import { parseLiteratureImport } from '../config';
import { getRecordUrl, parseGetRecord } from './arxiv';
import { parseWork, workUrl } from './crossref';
import { ImportFailure } from './errors';
import { formFromCrossref, mergeForms, subjectsOf } from './formData';
import { identifyImport } from './identifiers';
import { ARXIV_FOR_JOURNEY, ARXIV_MALFORMED, arxivAnswer } from './testing/mocks';

function failureOf(action: () => unknown): { status: number; message: string } | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof ImportFailure) {
      return { status: error.status, message: error.message };
    }
    throw error;
  }
  return undefined;
}

describe('identifyImport', () => {
  it('reads arXiv ids new and old style, with prefix and version, normalised', () => {
    expect(identifyImport('2401.01234')).toEqual({ kind: 'arxiv', id: '2401.01234' });
    expect(identifyImport(' arXiv:2401.0123v4 ')).toEqual({ kind: 'arxiv', id: '2401.0123' });
    expect(identifyImport('ARXIV:hep-th/9901001v2')).toEqual({ kind: 'arxiv', id: 'hep-th/9901001' });
    expect(identifyImport('math.AG/0101001')).toEqual({ kind: 'arxiv', id: 'math.ag/0101001' });
  });

  it('reads DOIs with doi: or a resolver URL, lower-cased', () => {
    expect(identifyImport('doi:10.1103/PhysRevD.98.030001')).toEqual({
      kind: 'doi',
      id: '10.1103/physrevd.98.030001',
    });
    expect(identifyImport('https://doi.org/10.1007/JHEP03(2009)112')).toEqual({
      kind: 'doi',
      id: '10.1007/jhep03(2009)112',
    });
  });

  it('recognises nothing else', () => {
    for (const raw of ['', 'hello', '2401.012', '12345.6789', 'doi:', '10.12/x', '10.1103/', 'hep-th/99']) {
      expect(identifyImport(raw), raw).toBeUndefined();
    }
  });
});

describe('subjectsOf', () => {
  it('maps arXiv categories to the form subjects, once each, unknown to Other', () => {
    expect(subjectsOf(['hep-th', 'hep-ph', 'hep-ex', 'hep-lat', 'gr-qc'])).toEqual([
      'Theory-HEP',
      'Phenomenology-HEP',
      'Experiment-HEP',
      'Lattice',
      'Gravitation and Cosmology',
    ]);
    expect(subjectsOf(['astro-ph.CO', 'astro-ph.HE', 'nucl-th', 'nucl-ex', 'quant-ph'])).toEqual([
      'Astrophysics',
      'Theory-Nucl',
      'Experiment-Nucl',
      'Quantum Physics',
    ]);
    expect(
      subjectsOf(['physics.acc-ph', 'physics.ins-det', 'math-ph', 'math.AG', 'cs.LG', 'q-bio.NC']),
    ).toEqual(['Accelerators', 'Instrumentation', 'Math and Math Physics', 'Computing', 'Other']);
  });
});

describe('arXiv GetRecord', () => {
  it('asks for the arXiv format of the e-print', () => {
    const url = new URL(getRecordUrl('http://oai.test/oai2', 'hep-th/9901001'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      verb: 'GetRecord',
      identifier: 'oai:arXiv.org:hep-th/9901001',
      metadataPrefix: 'arXiv',
    });
  });

  it('reads a record, refuses idDoesNotExist as 404 and anything unreadable as 500', () => {
    const answer = (id: string) => arxivAnswer(new URL(getRecordUrl('http://oai.test/oai2', id))).body;
    expect(parseGetRecord(answer(ARXIV_FOR_JOURNEY), ARXIV_FOR_JOURNEY)).toMatchObject({
      id: ARXIV_FOR_JOURNEY,
      categories: ['hep-th', 'gr-qc'],
    });
    expect(failureOf(() => parseGetRecord(answer('2611.00002'), '2611.00002'))).toEqual({
      status: 404,
      message: 'No article found for 2611.00002',
    });
    const invalid = { status: 500, message: 'The article has an invalid format.' };
    expect(failureOf(() => parseGetRecord(answer(ARXIV_MALFORMED), ARXIV_MALFORMED))).toEqual(invalid);
    expect(failureOf(() => parseGetRecord('<html><body>Service unavailable</body></html>', 'x'))).toEqual(
      invalid,
    );
    expect(
      failureOf(() =>
        parseGetRecord('<OAI-PMH><error code="badArgument">Illegal</error></OAI-PMH>', ARXIV_FOR_JOURNEY),
      ),
    ).toEqual(invalid);
    expect(
      failureOf(() => parseGetRecord('<OAI-PMH><GetRecord><record/></GetRecord></OAI-PMH>', 'x')),
    ).toEqual(invalid);
  });
});

describe('CrossRef', () => {
  it('keeps the DOI slashes in the path and escapes the rest', () => {
    expect(workUrl('https://api.crossref.org', '10.1002/(sici)1097-4636#x')).toBe(
      'https://api.crossref.org/works/10.1002/(sici)1097-4636%23x',
    );
  });

  it('refuses an answer without a message as 500', () => {
    expect(failureOf(() => parseWork('{"status":"ok"}'))?.status).toBe(500);
    expect(failureOf(() => parseWork('not json'))?.status).toBe(500);
  });

  it('maps books and picks the first usable date', () => {
    expect(
      formFromCrossref({
        type: 'monograph',
        title: ['Gauge Theories'],
        author: [{ family: 'Cheng', given: 'Ta-Pei' }],
        publisher: 'Oxford University Press',
        'publisher-location': 'Oxford',
        'container-title': ['Oxford Graduate Texts'],
        'published-print': { 'date-parts': [[null as unknown as number]] },
        'published-online': { 'date-parts': [[1984, 3]] },
      }),
    ).toEqual({
      document_type: 'book',
      title: 'Gauge Theories',
      authors: [{ full_name: 'Cheng, Ta-Pei' }],
      year: 1984,
      publication_date: '1984-03',
      publisher: 'Oxford University Press',
      publication_place: 'Oxford',
      series_title: 'Oxford Graduate Texts',
    });
  });

  it('merges under arXiv: arXiv wins conflicts, CrossRef fills gaps', () => {
    expect(
      mergeForms(
        { document_type: 'article', title: 'arXiv title', arxiv_id: '2401.00001' },
        { document_type: 'bookChapter', title: 'Publisher title', volume: '12', book_title: 'A Book' },
      ),
    ).toEqual({
      document_type: 'article',
      title: 'arXiv title',
      arxiv_id: '2401.00001',
      volume: '12',
      book_title: 'A Book',
    });
  });
});

describe('parseLiteratureImport', () => {
  it('turns each source on by its URL, without a trailing slash, and refuses a CrossRef URL that is none', () => {
    expect(parseLiteratureImport({})).toEqual({
      arxivOaiUrl: undefined,
      crossrefUrl: undefined,
      timeoutMs: 10_000,
    });
    expect(
      parseLiteratureImport({
        ARXIV_OAI_URL: 'https://export.arxiv.org/oai2/',
        CROSSREF_URL: 'https://api.crossref.org/',
      }),
    ).toMatchObject({
      arxivOaiUrl: 'https://export.arxiv.org/oai2',
      crossrefUrl: 'https://api.crossref.org',
    });
    expect(() => parseLiteratureImport({ CROSSREF_URL: 'api.crossref.org' })).toThrow(/CROSSREF_URL must be/);
  });
});
