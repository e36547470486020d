import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateRecord } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA_DIR, DEMO_SKIP_REASON, hasDemoData } from '../testing/demo';
import { type ArxivMetadata, parseListRecords } from './client';
import {
  documentTypeOf,
  inspireCategoriesOf,
  licenseOf,
  mapArxivRecord,
  mergeHarvested,
  numberOfPagesOf,
} from './mapper';
import { fixture } from './testing/oaiMock';

const CONTEXT = { publicUrl: 'http://parton.test', harvestedAt: new Date('2026-11-03T10:15:00.000Z') };
const ACQUISITION = { method: 'hepcrawl', source: 'arXiv', datetime: '2026-11-03T10:15:00.000Z' };

function fixtureRecords(name: 'hep-th-page1' | 'hep-th-page2'): ArxivMetadata[] {
  return parseListRecords(fixture(name), 'http://oai.test').records.flatMap((record) => record.arxiv ?? []);
}

function mapped(arxiv: ArxivMetadata): Record<string, unknown> {
  const result = mapArxivRecord(arxiv, CONTEXT);
  if (!result.ok) {
    throw new Error(result.message);
  }
  return result.metadata;
}

describe('arXiv → literature record', () => {
  it('maps every field the reference maps, and the record passes the literature schema', () => {
    const [island] = fixtureRecords('hep-th-page1');
    const metadata = mapped(island!);
    expect(metadata).toEqual({
      $schema: 'http://parton.test/schemas/records/hep.json',
      _collections: ['Literature'],
      document_type: ['article'],
      titles: [
        {
          title: 'Holographic entanglement & the island formula in asymptotically de Sitter black holes',
          source: 'arXiv',
        },
      ],
      abstracts: [{ value: expect.stringMatching(/^We compute .* outside the horizon\.$/), source: 'arXiv' }],
      authors: [
        {
          full_name: 'Beaulieu, Amélie',
          raw_affiliations: [
            {
              value:
                'Laboratoire de Physique Théorique, CNRS, Université Paris-Saclay, F-91405 Orsay, France',
            },
          ],
        },
        {
          full_name: 'Okafor, Chinedu J.',
          raw_affiliations: [
            { value: 'Theoretical Physics Department, CERN, 1211 Geneva 23, Switzerland' },
            { value: 'Department of Physics, University of Lagos, Akoka, Lagos, Nigeria' },
          ],
        },
        { full_name: 'van der Berg, Pieter Jr' },
      ],
      arxiv_eprints: [{ value: '2611.01234', categories: ['hep-th', 'gr-qc'] }],
      report_numbers: [
        { value: 'CERN-TH-2026-201', source: 'arXiv' },
        { value: 'LPT-Orsay-26-45', source: 'arXiv' },
      ],
      public_notes: [{ value: '25 pages, 3 figures; v2: references added', source: 'arXiv' }],
      number_of_pages: 25,
      license: [
        { url: 'http://creativecommons.org/licenses/by/4.0/', license: 'CC BY 4.0', material: 'preprint' },
      ],
      preprint_date: '2026-11-01',
      inspire_categories: [
        { term: 'Theory-HEP', source: 'arxiv' },
        { term: 'Gravitation and Cosmology', source: 'arxiv' },
      ],
      citeable: true,
      core: true,
      curated: false,
      acquisition_source: ACQUISITION,
    });
    expect(validateRecord('literature', { ...metadata, control_number: 1 }).ok).toBe(true);
  });

  it('turns a collaboration entry into a collaboration, and keeps DOI, journal-ref and report number', () => {
    const [, atlas] = fixtureRecords('hep-th-page1');
    const metadata = mapped(atlas!);
    expect(metadata.collaborations).toEqual([{ value: 'ATLAS' }]);
    expect(metadata.authors).toEqual([{ full_name: 'Aad, G.' }]);
    expect(metadata.dois).toEqual([
      { value: '10.1103/PhysRevD.114.052011', source: 'arXiv', material: 'publication' },
    ]);
    expect(metadata.publication_info).toEqual([
      { pubinfo_freetext: 'Phys. Rev. D 114 (2026) 052011', material: 'publication' },
    ]);
    expect(metadata.report_numbers).toEqual([{ value: 'CERN-EP-2026-250', source: 'arXiv' }]);
    expect(metadata.number_of_pages).toBe(40);
    expect(metadata.license).toEqual([
      {
        url: 'http://arxiv.org/licenses/nonexclusive-distrib/1.0/',
        license: 'arXiv nonexclusive-distrib 1.0',
        material: 'preprint',
      },
    ]);
    expect(metadata.core).toBe(true);
  });

  it('reads conference papers and appendix pages from the comments', () => {
    const [, review] = fixtureRecords('hep-th-page2');
    const metadata = mapped(review!);
    expect(metadata.document_type).toEqual(['conference paper']);
    expect(metadata.number_of_pages).toBe(21);
    expect(metadata.inspire_categories).toEqual([
      { term: 'Theory-HEP', source: 'arxiv' },
      { term: 'Math and Math Physics', source: 'arxiv' },
    ]);
    expect(metadata.license).toEqual([
      {
        url: 'http://creativecommons.org/licenses/by-nc-sa/4.0/',
        license: 'CC BY-NC-SA 4.0',
        material: 'preprint',
      },
    ]);
  });

  it('refuses an e-print without title, and is not core outside the core archives', () => {
    expect(
      mapArxivRecord({ id: '2611.00001', authors: [], categories: ['hep-th'], dois: [] }, CONTEXT),
    ).toEqual({
      ok: false,
      message: 'arXiv:2611.00001 has no title',
    });
    const astro = mapped({
      id: '2611.00002',
      title: 'T',
      authors: [],
      categories: ['astro-ph.CO', 'hep-ph'],
      dois: [],
    });
    expect(astro.core).toBe(false);
    expect(astro.inspire_categories).toEqual([
      { term: 'Astrophysics', source: 'arxiv' },
      { term: 'Phenomenology-HEP', source: 'arxiv' },
    ]);
  });

  it('knows the small rules', () => {
    expect(numberOfPagesOf('4 pages, 2 figures')).toBe(4);
    expect(numberOfPagesOf('1 page')).toBe(1);
    expect(numberOfPagesOf('no page count')).toBeUndefined();
    expect(documentTypeOf('PhD thesis, 180 pages')).toBe('thesis');
    expect(documentTypeOf('Talk given at the Moriond EW 2026 workshop')).toBe('conference paper');
    expect(documentTypeOf('Published in JHEP')).toBe('article');
    expect(licenseOf('http://creativecommons.org/publicdomain/zero/1.0/').license).toBe('CC0 1.0');
    expect(licenseOf('http://arxiv.org/licenses/assumed-1991-2003/').license).toBe('arXiv assumed-1991-2003');
    expect(
      inspireCategoriesOf(['physics.ins-det', 'physics.acc-ph', 'q-bio.NC', 'nucl-th']).map((c) => c.term),
    ).toEqual(['Instrumentation', 'Accelerators', 'Other', 'Theory-Nucl']);
  });
});

describe.skipIf(!hasDemoData)(
  `agreement with real arXiv-harvested records (${hasDemoData ? 'demo data' : DEMO_SKIP_REASON})`,
  () => {
    const harvested = hasDemoData
      ? readdirSync(join(DEMO_DATA_DIR, 'literature'))
          .filter((file) => file.endsWith('.json'))
          .map((file) => {
            const record = JSON.parse(readFileSync(join(DEMO_DATA_DIR, 'literature', file), 'utf8'));
            return (record.metadata ?? record) as Record<string, unknown>;
          })
          .filter((metadata) => {
            const source = metadata.acquisition_source as { method?: string; source?: string } | undefined;
            return source?.method === 'hepcrawl' && source.source === 'arXiv';
          })
      : [];

    it('gives the subjects, license and (uncurated) pages and type the reference gave', () => {
      expect(harvested.length).toBeGreaterThan(0);
      for (const record of harvested) {
        const eprint = (record.arxiv_eprints as { value: string; categories: string[] }[])[0]!;
        const note = (record.public_notes as { value: string; source?: string }[] | undefined)?.find(
          (item) => item.source === 'arXiv',
        );
        const license = (record.license as { url?: string; material?: string }[] | undefined)?.find(
          (item) => item.material === 'preprint',
        );
        const ours = mapped({
          id: eprint.value,
          title: 'any',
          authors: [],
          categories: eprint.categories,
          dois: [],
          ...(note ? { comments: note.value.replace(/\s+/g, ' ') } : {}),
          ...(license?.url ? { license: license.url } : {}),
        });
        const label = `record ${String(record.control_number)}`;
        expect(ours.inspire_categories, label).toEqual(
          (record.inspire_categories as { term: string; source?: string }[]).filter(
            (item) => item.source === 'arxiv',
          ),
        );
        if (license) {
          expect((ours.license as unknown[])[0], label).toEqual(license);
        }
        if (record.curated === false) {
          expect(ours.number_of_pages, label).toBe(record.number_of_pages);
          expect(ours.document_type, label).toEqual(record.document_type);
        }
        expect(ours.citeable, label).toBe(record.citeable);
      }
    });
  },
);

describe('a new version of a paper we have', () => {
  const stored: Record<string, unknown> = {
    control_number: 1_124_337,
    _collections: ['Literature'],
    document_type: ['article'],
    titles: [
      { title: 'Observation of a new particle in the search for the SM Higgs boson', source: 'Elsevier' },
      { title: 'Observation of a new particle (old arXiv title)', source: 'arXiv' },
    ],
    abstracts: [{ value: 'Old arXiv abstract.', source: 'arXiv' }],
    authors: [
      {
        full_name: 'Aad, Georges',
        record: { $ref: 'http://parton.test/api/authors/1' },
        curated_relation: true,
      },
    ],
    collaborations: [{ value: 'ATLAS', record: { $ref: 'http://parton.test/api/experiments/2' } }],
    arxiv_eprints: [{ value: '1207.7214', categories: ['hep-ex'] }],
    dois: [{ value: '10.1016/J.PHYSLETB.2012.08.020' }],
    public_notes: [{ value: 'Old comment', source: 'arXiv' }, { value: 'Curator note' }],
    publication_info: [{ journal_title: 'Phys.Lett.B', journal_volume: '716', page_start: '1', year: 2012 }],
    inspire_categories: [{ term: 'Experiment-HEP' }],
    number_of_pages: 39,
    preprint_date: '2012-07-31',
    references: [{ reference: { arxiv_eprint: '2611.01234' } }],
    core: true,
    curated: true,
    acquisition_source: { method: 'oai', source: 'arxiv', datetime: '2012-08-01T00:00:00' },
  };
  const [update] = fixtureRecords('hep-th-page2');
  const harvested = mapped(update!);

  it('updates what arXiv owns and keeps what curators own', () => {
    const merged = mergeHarvested(stored, harvested)!;
    expect(merged.titles).toEqual([
      { title: 'Observation of a new particle in the search for the SM Higgs boson', source: 'Elsevier' },
      {
        title:
          'Observation of a new particle in the search for the Standard Model Higgs boson with the ATLAS detector at the LHC',
        source: 'arXiv',
      },
    ]);
    expect(merged.abstracts).toEqual(harvested.abstracts);
    expect(merged.arxiv_eprints).toEqual([{ value: '1207.7214', categories: ['hep-ex', 'hep-ph'] }]);
    expect(merged.public_notes).toEqual([
      { value: expect.stringMatching(/^24 pages plus author list/), source: 'arXiv' },
      { value: 'Curator note' },
    ]);
    expect(merged.license).toEqual(harvested.license);
    // The DOI is the same one (case and resolver differences do not count); the report number is new.
    expect(merged.dois).toEqual(stored.dois);
    expect(merged.report_numbers).toEqual([{ value: 'CERN-PH-EP-2012-218', source: 'arXiv' }]);
    for (const kept of [
      'authors',
      'collaborations',
      'publication_info',
      'inspire_categories',
      'number_of_pages',
      'preprint_date',
      'references',
      'core',
      'curated',
      'document_type',
      'control_number',
    ]) {
      expect(merged[kept], kept).toEqual(stored[kept]);
    }
    expect(merged.acquisition_source).toEqual(ACQUISITION);
  });

  it('changes nothing when the harvested version brings nothing new (re-harvesting writes no revision)', () => {
    const merged = mergeHarvested(stored, harvested)!;
    const again = mapped(update!);
    again.acquisition_source = { ...ACQUISITION, datetime: '2026-11-04T00:00:00.000Z' };
    expect(mergeHarvested(merged, again)).toBeUndefined();
  });

  it('fills what a paper found by DOI lacks', () => {
    const published = {
      control_number: 5,
      titles: [
        {
          title:
            'Observation of a new particle in the search for the Standard Model Higgs boson with the ATLAS detector at the LHC',
        },
      ],
      dois: [{ value: '10.1016/j.physletb.2012.08.020' }],
    };
    const merged = mergeHarvested(published, harvested)!;
    expect(merged.arxiv_eprints).toEqual([{ value: '1207.7214', categories: ['hep-ex', 'hep-ph'] }]);
    // Same title text: not added a second time.
    expect(merged.titles).toEqual(published.titles);
    expect(merged.collaborations).toEqual([{ value: 'ATLAS' }]);
    expect(merged.preprint_date).toBe('2012-07-31');
    expect(merged.citeable).toBe(true);
    expect(merged.inspire_categories).toEqual(harvested.inspire_categories);
  });
});
