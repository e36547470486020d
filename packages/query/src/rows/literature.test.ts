import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCorpus } from '@parton/corpus';
import { DEMO_SKIP_REASON, demoFolder, hasDemoData } from '@parton/records/testing/demo-data';
import { describe, expect, it } from 'vitest';
import {
  earliestDate,
  FREE_TEXT_AUTHOR_LIMIT,
  LITERATURE_SEARCH_COLUMNS,
  literatureSearchRow,
  publicationInfoKeys,
  titleWithoutMath,
} from './literature';

const paper = {
  control_number: 42,
  _collections: ['Literature'],
  titles: [{ title: 'The $B \\to K$ Schrödinger equation', subtitle: 'and more' }, { title: 'Second title' }],
  abstracts: [{ value: 'An abstract.' }],
  keywords: [{ value: 'lattice' }, { value: 'QCD' }],
  collaborations: [{ value: 'ATLAS' }, { value: 'ATLAS' }],
  authors: [
    {
      full_name: 'Müller, Thomas',
      record: { $ref: 'https://inspirehep.net/api/authors/77' },
      affiliations: [{ value: 'CERN', record: { $ref: 'https://inspirehep.net/api/institutions/902725' } }],
      ids: [{ schema: 'INSPIRE BAI', value: 'T.Muller.1' }],
    },
    { full_name: 'Doe, Jane', affiliations: [{ value: 'Harvard U.' }] },
    {
      full_name: 'Boss, Big',
      inspire_roles: ['supervisor'],
      affiliations: [{ record: { $ref: '/api/institutions/5' } }],
    },
  ],
  arxiv_eprints: [{ value: '1207.7214', categories: ['hep-ex', 'hep-ph'] }],
  dois: [{ value: '10.1016/J.PHYSLETB.2012.08.020' }],
  report_numbers: [{ value: 'CERN-PH-EP-2012-218' }],
  texkeys: ['Aad:2012tfa'],
  isbns: [{ value: '978-3-16-148410-0' }],
  external_system_identifiers: [{ schema: 'SPIRES', value: 'SPIRES-123' }],
  document_type: ['article'],
  publication_type: ['review'],
  refereed: true,
  citeable: true,
  inspire_categories: [{ term: 'Experiment-HEP' }],
  preprint_date: '2012-07-31',
  publication_info: [
    {
      journal_title: 'Phys. Lett.',
      journal_volume: 'B716',
      page_start: '1',
      artid: 'L1',
      year: 2012,
      cnum: 'c12-01-01',
    },
    { journal_title: 'JHEP', journal_volume: '0903', artid: '112' },
  ],
  accelerator_experiments: [{ legacy_name: 'CERN-LHC-ATLAS' }, { accelerator: 'LHC' }],
  related_records: [{ record: { $ref: '/api/literature/1' }, relation: 'successor' }],
  thesis_info: { institutions: [{ record: { $ref: '/api/institutions/9' } }] },
};

describe('literatureSearchRow', () => {
  const row = literatureSearchRow(paper, {
    recordId: 'uuid-1',
    created: new Date('2020-01-02T03:04:05Z'),
    authorDisplayNames: new Map([[77, 'Thomas Müller-Preferred']]),
  });

  it('indexes titles without TeX and joins title fields', () => {
    expect(row.title_text).toBe('The Schrödinger equation \n and more \n Second title');
    expect(titleWithoutMath('$x$ y $z$')).toBe('y');
  });

  it('excludes supervisors from author count, facet names and affiliations', () => {
    expect(row.author_count).toBe(2);
    expect(row.facet_author_names).toEqual(['77_Thomas Müller-Preferred', 'NOREC_Jane Doe']);
    expect(row.affiliations).toEqual(['cern', 'harvard u.']);
  });

  it('collects institution record ids of authors, supervisors and thesis', () => {
    expect(row.affiliation_recids).toEqual([902725, 5, 9]);
  });

  it('normalises identifiers as queries do', () => {
    expect(row.dois).toEqual(['10.1016/j.physletb.2012.08.020']);
    expect(row.arxiv_ids).toEqual(['1207.7214']);
    expect(row.arxiv_categories).toEqual(['hep-ex', 'hep-ph']);
    expect(row.primary_arxiv_categories).toEqual(['hep-ex']);
    expect(row.report_numbers).toEqual(['cernphep2012218']);
    expect(row.texkeys).toEqual(['Aad:2012tfa']);
    expect(row.isbns).toEqual(['9783161484100']);
    expect(row.external_ids).toEqual(['spires-123']);
    expect(row.cnums).toEqual(['C12-01-01']);
    expect(row.experiments).toEqual(['cern-lhc-atlas', 'lhc']);
  });

  it('derives types, flags and the doc-type facet', () => {
    expect(row.facet_doc_types).toEqual(['article', 'review', 'published']);
    expect(row.refereed).toBe(true);
    expect(row.core).toBe(false);
    expect(row.superseded).toBe(true);
    expect(row.deleted).toBe(false);
    expect(row.collaborations).toEqual(['ATLAS']);
  });

  it('converts publication info like the journal query does', () => {
    expect(row.publication_info).toEqual([
      { t: 'phys.lett.b', v: '716', p: '1', a: 'l1', y: 2012 },
      { t: 'jhep', v: '03', a: '112', y: 2009 },
    ]);
    expect(row.journal_refs).toEqual(['phys.lett.b,716,1', 'phys.lett.b,716,l1', 'jhep,03,112']);
    expect(row.publication_years).toEqual([2012, 2009]);
  });

  it('computes the earliest date and the date ranges of §6.2', () => {
    expect(row.earliest_date).toBe('2012-01-01');
    expect(row.date_ranges).toBe(
      '{[2012-01-01,2012-01-02),[2012-07-31,2012-08-01),[2012-01-01,2013-01-01),[2009-01-01,2010-01-01)}',
    );
    expect(earliestDate({ preprint_date: '1997-11', imprints: [{ date: '1998-02-03' }] })).toBe('1997-11-01');
    expect(earliestDate({})).toBeNull();
  });

  it('fills the free-text field with names in both spellings', () => {
    expect(row.all_text).toContain('Müller, Thomas');
    expect(row.all_text).toContain('muller, thomas');
    expect(row.all_text).toContain('CERN-PH-EP-2012-218');
    expect(row.created).toBe('2020-01-02T03:04:05.000Z');
  });

  it('names the first 100 authors of a collaboration in the free text, each affiliation once', () => {
    const authors = Array.from({ length: 150 }, (_, index) => ({
      full_name: `Signer${index + 1}, Ann`,
      affiliations: [{ value: 'CERN' }],
    }));
    const big = literatureSearchRow(
      { control_number: 9, titles: [{ title: 'Big' }], authors },
      { recordId: 'r' },
    );
    expect(big.all_text).toContain('Signer1, Ann');
    expect(big.all_text).toContain(`Signer${FREE_TEXT_AUTHOR_LIMIT}, Ann`);
    expect(big.all_text).not.toContain(`Signer${FREE_TEXT_AUTHOR_LIMIT + 1}, Ann`);
    expect(big.all_text.match(/CERN/g)).toHaveLength(1);
    expect(big.all_text).not.toContain('signer1, ann');
    expect(big.author_count).toBe(150);
  });

  it('marks RPP papers', () => {
    expect(
      literatureSearchRow(
        { control_number: 1, titles: [{ title: 'Review of Particle Physics' }] },
        { recordId: 'x' },
      ).rpp,
    ).toBe(true);
  });

  it('keeps old-style volumes of stored records consistent with queries', () => {
    expect(
      publicationInfoKeys({ publication_info: [{ journal_title: 'Nucl.Phys.', journal_volume: 'B 426' }] }),
    ).toEqual([{ t: 'nucl.phys.b', v: '426' }]);
  });

  it('handles every generated paper', () => {
    const generated = [...generateCorpus({ seed: 3, literature: 400, referenceDate: '2026-06-01' })];
    const papers = generated.filter((record) => record.collection === 'literature');
    expect(papers.length).toBe(400);
    for (const { metadata } of papers) {
      const computed = literatureSearchRow(metadata, { recordId: String(metadata.control_number) });
      expect(computed.control_number).toBe(metadata.control_number);
      expect(Object.keys(computed).sort()).toEqual(LITERATURE_SEARCH_COLUMNS.map(([name]) => name).sort());
    }
  });

  it.skipIf(!hasDemoData)(
    `handles every real demo record${hasDemoData ? '' : ` (${DEMO_SKIP_REASON})`}`,
    () => {
      const folder = demoFolder('literature');
      for (const file of readdirSync(folder)) {
        const metadata = JSON.parse(readFileSync(join(folder, file), 'utf8'));
        const computed = literatureSearchRow(metadata, { recordId: file });
        expect(computed.control_number, file).toBe(metadata.control_number);
        expect(Object.keys(computed).sort()).toEqual(LITERATURE_SEARCH_COLUMNS.map(([name]) => name).sort());
      }
    },
  );
});
