import type { LiteratureMetadata } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { buildLiterature } from '../testing/factories';
import { RECORD_SOURCES } from '../testing/sources';
import { openToken, sealToken } from './tokens';
import { buildOrcidWork, MAX_CONTRIBUTORS, selfIdentifiers, workHash } from './work';

const URL_OF = (controlNumber: number) => `https://parton.example/literature/${controlNumber}`;

function workOf(overrides: Record<string, unknown>, profileControlNumber = 1) {
  const metadata = buildLiterature(overrides) as LiteratureMetadata;
  return buildOrcidWork(metadata, {
    recordUrl: URL_OF(metadata.control_number as number),
    profileControlNumber,
  });
}

describe('the ORCID work of a literature record', () => {
  it('maps document types: an article with a journal is a journal article, without one a preprint', () => {
    const published = { publication_info: [{ journal_title: 'JHEP', year: 2020 }] };
    expect(workOf({ document_type: ['article'], ...published }).type).toBe('journal-article');
    expect(workOf({ document_type: ['article'] }).type).toBe('preprint');
    // A hidden publication does not make it published.
    expect(workOf({ publication_info: [{ journal_title: 'JHEP', hidden: true }] }).type).toBe('preprint');
    expect(workOf({ document_type: ['thesis'] }).type).toBe('dissertation-thesis');
    expect(workOf({ document_type: ['conference paper'] }).type).toBe('conference-paper');
    expect(workOf({ document_type: ['book chapter'] }).type).toBe('book-chapter');
    expect(workOf({ document_type: ['proceedings'] }).type).toBe('edited-book');
    expect(workOf({ document_type: ['note'] }).type).toBe('other');
  });

  it('gives DOIs, arXiv ids and the record page as self identifiers, each once', () => {
    const work = workOf({
      control_number: 4242,
      dois: [{ value: '10.1000/ABC' }, { value: '10.1000/abc' }],
      arxiv_eprints: [{ value: 'arXiv:hep-th/9901001' }],
    });
    expect(work['external-ids']['external-id']).toEqual([
      {
        'external-id-type': 'doi',
        'external-id-value': '10.1000/ABC',
        'external-id-url': { value: 'https://doi.org/10.1000/ABC' },
        'external-id-relationship': 'self',
      },
      {
        'external-id-type': 'arxiv',
        'external-id-value': 'hep-th/9901001',
        'external-id-url': { value: 'https://arxiv.org/abs/hep-th/9901001' },
        'external-id-relationship': 'self',
      },
      {
        'external-id-type': 'uri',
        'external-id-value': URL_OF(4242),
        'external-id-url': { value: URL_OF(4242) },
        'external-id-relationship': 'self',
      },
    ]);
    expect(work.url).toEqual({ value: URL_OF(4242) });
    expect(selfIdentifiers(work)).toEqual(['doi:10.1000/abc', 'arxiv:hep-th/9901001', `uri:${URL_OF(4242)}`]);
  });

  it('dates a published paper by its journal year (with the imprint of that year), others by the earliest date', () => {
    expect(
      workOf({
        publication_info: [{ journal_title: 'JHEP', year: 2020 }],
        imprints: [{ date: '2020-06-30' }],
      })['publication-date'],
    ).toEqual({ year: { value: '2020' }, month: { value: '06' }, day: { value: '30' } });
    expect(
      workOf({ publication_info: [{ journal_title: 'JHEP', year: 2020 }], preprint_date: '2019-11-02' })[
        'publication-date'
      ],
    ).toEqual({ year: { value: '2020' } });
    expect(workOf({ preprint_date: '2019-11' })['publication-date']).toEqual({
      year: { value: '2019' },
      month: { value: '11' },
    });
    expect(workOf({})['publication-date']).toBeUndefined();
  });

  it(`sends the first ${MAX_CONTRIBUTORS} authors, and the user further down, with their ORCID iDs`, () => {
    const authors = Array.from({ length: 60 }, (_, index) => ({ full_name: `Author${index}, A.` }));
    authors[45] = {
      full_name: 'Carberry, Josiah',
      record: { $ref: 'https://inspirehep.net/api/authors/77' },
      ids: [{ schema: 'ORCID', value: '0000-0002-1825-0097' }],
    } as (typeof authors)[number];
    const contributors = workOf({ authors }, 77).contributors!.contributor;
    expect(contributors).toHaveLength(MAX_CONTRIBUTORS + 1);
    expect(contributors[0]).toEqual({
      'credit-name': { value: 'A. Author0' },
      'contributor-attributes': { 'contributor-sequence': 'first', 'contributor-role': 'author' },
    });
    expect(contributors[MAX_CONTRIBUTORS]).toEqual({
      'contributor-orcid': {
        uri: 'https://orcid.org/0000-0002-1825-0097',
        path: '0000-0002-1825-0097',
        host: 'orcid.org',
      },
      'credit-name': { value: 'Josiah Carberry' },
      'contributor-attributes': { 'contributor-sequence': 'additional', 'contributor-role': 'author' },
    });
  });

  it('hashes the content: the same record gives the same hash, a new title another, the put code none', () => {
    const metadata = buildLiterature({ titles: [{ title: 'One' }] }) as LiteratureMetadata;
    const options = { recordUrl: URL_OF(1), profileControlNumber: 1 };
    const work = buildOrcidWork(metadata, options);
    expect(workHash(buildOrcidWork(metadata, options))).toBe(workHash(work));
    expect(workHash({ ...work, 'put-code': 1234 })).toBe(workHash(work));
    expect(workHash(buildOrcidWork({ ...metadata, titles: [{ title: 'Two' }] }, options))).not.toBe(
      workHash(work),
    );
  });
});

describe('sealed ORCID tokens', () => {
  it('open with the same client secret only', () => {
    const sealed = sealToken('the-access-token', 'secret-1');
    expect(sealed).not.toContain('the-access-token');
    expect(sealToken('the-access-token', 'secret-1')).not.toBe(sealed);
    expect(openToken(sealed, 'secret-1')).toBe('the-access-token');
    expect(openToken(sealed, 'secret-2')).toBeUndefined();
    expect(openToken('plain-token', 'secret-1')).toBeUndefined();
    expect(openToken(`${sealed.slice(0, -4)}AAAA`, 'secret-1')).toBeUndefined();
  });
});

const ORCID_V3_WORK_TYPES = new Set([
  'journal-article',
  'preprint',
  'book',
  'book-chapter',
  'conference-paper',
  'edited-book',
  'report',
  'dissertation-thesis',
  'other',
]);

// On a generated corpus always, and on the real demo records as an extra layer.
for (const source of RECORD_SOURCES) {
  describe.skipIf(!source.available)(source.title('ORCID works'), () => {
    it('are well-formed for every literature record', () => {
      const papers = source.records('literature') as unknown as LiteratureMetadata[];
      expect(papers.length).toBeGreaterThan(0);
      for (const metadata of papers) {
        const label = `record ${metadata.control_number}`;
        const work = buildOrcidWork(metadata, { recordUrl: URL_OF(1), profileControlNumber: 0 });
        expect(work.title.title.value.length, label).toBeGreaterThan(0);
        expect(ORCID_V3_WORK_TYPES.has(work.type), label).toBe(true);
        const date = work['publication-date'];
        if (date) {
          expect(date.year.value, label).toMatch(/^\d{4}$/);
          expect(date.month?.value ?? '01', label).toMatch(/^(0[1-9]|1[0-2])$/);
        }
        expect(
          work['external-ids']['external-id'].every((id) => id['external-id-value'] !== ''),
          label,
        ).toBe(true);
        expect(work.contributors?.contributor.length ?? 0, label).toBeLessThanOrEqual(MAX_CONTRIBUTORS + 1);
        expect(work.citation?.['citation-value'] ?? '@', label).toMatch(/^@/);
      }
    });
  });
}
