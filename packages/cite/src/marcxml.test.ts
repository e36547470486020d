import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCorpus } from '@parton/corpus';
import type { LiteratureMetadata } from '@parton/records';
import { DEMO_SKIP_REASON, demoFolder, hasDemoData } from '@parton/records/testing/demo-data';
import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  MarcxmlReadError,
  marcTimestamp,
  readMarcxml,
  subfieldValues,
  toMarcxmlCollection,
  toMarcxmlRecord,
} from './marcxml';
import { buildLiterature } from './test-factories';

const FULL_RECORD = buildLiterature({
  control_number: 1_235_543,
  _collections: ['Literature'],
  document_type: ['conference paper'],
  refereed: true,
  citeable: true,
  core: true,
  titles: [
    { title: 'Computing the hadronic vacuum polarization function', source: 'arXiv' },
    { title: 'A second title' },
  ],
  authors: [
    {
      full_name: 'Feng, Xu',
      affiliations: [{ value: 'KEK, Tsukuba' }],
      ids: [
        { schema: 'INSPIRE ID', value: 'INSPIRE-00123456' },
        { schema: 'ORCID', value: '0000-0002-1825-0097' },
        { schema: 'INSPIRE BAI', value: 'Xu.Feng.1' },
      ],
      emails: ['private@example.org'],
    },
    {
      full_name: 'Aoki, Sinya',
      affiliations: [{ value: 'Tsukuba U.' }, { value: 'Kyoto U., Yukawa Inst.' }],
    },
  ],
  dois: [{ value: '10.1103/PhysRevD.88.034505' }],
  arxiv_eprints: [{ value: '1305.5878', categories: ['hep-lat', 'hep-ph'] }],
  imprints: [{ date: '2013-08-29' }],
  preprint_date: '2013-05-24',
  number_of_pages: 11,
  abstracts: [{ value: 'We propose a method <on the lattice> & more.', source: 'APS' }],
  inspire_categories: [{ term: 'Lattice' }],
  keywords: [
    { value: 'lattice QCD', source: 'author' },
    { value: '12.38.Gc', schema: 'PACS' },
  ],
  accelerator_experiments: [{ legacy_name: 'CERN-LHC-ATLAS' }, { accelerator: 'CERN SPS' }],
  collaborations: [{ value: 'RBC' }, { value: 'UKQCD' }],
  publication_info: [
    { journal_title: 'Phys.Rev.D', journal_volume: '88', year: 2013, artid: '034505' },
    { cnum: 'C13-07-29', page_start: '10', page_end: '17' },
    { journal_title: 'Hidden.J', hidden: true },
  ],
  _private_notes: [{ value: 'curators only' }],
});

describe('toMarcxmlRecord', () => {
  const xml = toMarcxmlCollection([{ metadata: FULL_RECORD, updated: '2024-03-05T10:11:12.345Z' }]);
  const [record] = readMarcxml(xml);

  it('writes one MARC21 slim collection that reads back', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">',
      ),
    ).toBe(true);
    expect(readMarcxml(xml)).toHaveLength(1);
    expect(record?.controlFields).toEqual({ '001': '1235543', '005': '20240305101112.0' });
  });

  it('maps the identifiers, authors and titles to their tags', () => {
    const r = record!;
    expect(r.dataFields.find((field) => field.tag === '024')).toEqual({
      tag: '024',
      ind1: '7',
      ind2: ' ',
      subfields: [
        { code: 'a', value: '10.1103/PhysRevD.88.034505' },
        { code: '2', value: 'DOI' },
      ],
    });
    expect(subfieldValues(r, '035', '9')).toEqual(['Inspire']);
    expect(subfieldValues(r, '035', 'a')).toEqual(['1235543']);
    expect(r.dataFields.find((field) => field.tag === '037')?.subfields).toEqual([
      { code: 'a', value: 'arXiv:1305.5878' },
      { code: '9', value: 'arXiv' },
      { code: 'c', value: 'hep-lat' },
    ]);
    expect(r.dataFields.find((field) => field.tag === '100')?.subfields).toEqual([
      { code: 'a', value: 'Feng, Xu' },
      { code: 'u', value: 'KEK, Tsukuba' },
      { code: 'i', value: 'INSPIRE-00123456' },
      { code: 'j', value: 'ORCID:0000-0002-1825-0097' },
    ]);
    expect(subfieldValues(r, '700', 'a')).toEqual(['Aoki, Sinya']);
    expect(subfieldValues(r, '700', 'u')).toEqual(['Tsukuba U.', 'Kyoto U., Yukawa Inst.']);
    expect(subfieldValues(r, '245', 'a')).toEqual(['Computing the hadronic vacuum polarization function']);
    expect(subfieldValues(r, '245', '9')).toEqual(['arXiv']);
    expect(subfieldValues(r, '246', 'a')).toEqual(['A second title']);
  });

  it('maps dates, pages, abstract, subjects, experiments, collaborations, publications and collections', () => {
    const r = record!;
    expect(subfieldValues(r, '260', 'c')).toEqual(['2013-08-29']);
    expect(subfieldValues(r, '269', 'c')).toEqual(['2013-05-24']);
    expect(subfieldValues(r, '300', 'a')).toEqual(['11']);
    expect(subfieldValues(r, '520', 'a')).toEqual(['We propose a method <on the lattice> & more.']);
    expect(subfieldValues(r, '520', '9')).toEqual(['APS']);
    const subjects = r.dataFields.filter((field) => field.tag === '650');
    expect(subjects.every((field) => field.ind1 === '1' && field.ind2 === '7')).toBe(true);
    expect(subfieldValues(r, '650', 'a')).toEqual(['Lattice', 'hep-lat', 'hep-ph']);
    expect(subfieldValues(r, '653', 'a')).toEqual(['lattice QCD', '12.38.Gc']);
    expect(subfieldValues(r, '653', '9')).toEqual(['author', 'PACS']);
    expect(subfieldValues(r, '693', 'e')).toEqual(['CERN-LHC-ATLAS']);
    expect(subfieldValues(r, '693', 'a')).toEqual(['CERN SPS']);
    expect(subfieldValues(r, '710', 'g')).toEqual(['RBC', 'UKQCD']);
    const publications = r.dataFields.filter((field) => field.tag === '773');
    expect(publications.map((field) => field.subfields)).toEqual([
      [
        { code: 'p', value: 'Phys.Rev.D' },
        { code: 'v', value: '88' },
        { code: 'y', value: '2013' },
        { code: 'c', value: '034505' },
      ],
      [
        { code: 'c', value: '10-17' },
        { code: 'w', value: 'C13-07-29' },
      ],
    ]);
    expect(subfieldValues(r, '595', 'a')).toEqual(['CDS export']);
    expect(subfieldValues(r, '980', 'a')).toEqual([
      'HEP',
      'ConferencePaper',
      'Published',
      'Citeable',
      'CORE',
    ]);
  });

  it('writes nothing private: no e-mails, private notes or hidden publications', () => {
    expect(xml).not.toContain('private@example.org');
    expect(xml).not.toContain('curators only');
    expect(xml).not.toContain('Hidden.J');
    expect(xml).not.toContain('Xu.Feng.1');
  });

  it('writes the tags in ascending order', () => {
    const tags = record!.dataFields.map((field) => field.tag);
    expect(tags).toEqual([...tags].sort());
  });

  it('leaves out fields the record does not have', () => {
    const minimal = toMarcxmlRecord(buildLiterature({ control_number: 7 }));
    const [read] = readMarcxml(minimal);
    expect(read?.controlFields).toEqual({ '001': '7' });
    expect(read?.dataFields.map((field) => field.tag)).toEqual(['035', '245', '595']);
    expect(minimal).not.toMatch(/undefined|null|NaN|\[object/);
  });

  it('keeps old-style arXiv identifiers as they are', () => {
    const [read] = readMarcxml(
      toMarcxmlRecord(
        buildLiterature({ arxiv_eprints: [{ value: 'hep-th/9901001', categories: ['hep-th'] }] }),
      ),
    );
    expect(subfieldValues(read!, '037', 'a')).toEqual(['hep-th/9901001']);
  });
});

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML 1.0 cannot carry', () => {
    expect(escapeXml('a & b < c > d "e"')).toBe('a &amp; b &lt; c &gt; d &quot;e&quot;');
    expect(escapeXml('bell\u0007 nul\u0000 esc\u001b tab\tline\nend\uFFFE\uFFFF')).toBe(
      'bell nul esc tab\tline\nend',
    );
    expect(escapeXml('lone \uD800 high, lone \uDC00 low')).toBe('lone  high, lone  low');
    expect(escapeXml('astral 𝔸 stays, é too')).toBe('astral 𝔸 stays, é too');
  });

  it('makes a record with hostile text still read back to the same text', () => {
    const title = 'Q&A <script>alert("x")</script> \u0001 ]]> 𝔸';
    const [read] = readMarcxml(toMarcxmlCollection([{ metadata: buildLiterature({ titles: [{ title }] }) }]));
    expect(subfieldValues(read!, '245', 'a')).toEqual(['Q&A <script>alert("x")</script>  ]]> 𝔸']);
  });
});

describe('marcTimestamp', () => {
  it('formats 005 in UTC and refuses nonsense', () => {
    expect(marcTimestamp(new Date('2026-11-27T08:09:10Z'))).toBe('20261127080910.0');
    expect(marcTimestamp('not a date')).toBeUndefined();
  });
});

describe('readMarcxml', () => {
  it.each([
    ['an unclosed element', '<collection xmlns="http://www.loc.gov/MARC21/slim"><record>'],
    ['crossed elements', '<record><datafield tag="1"></record></datafield>'],
    ['a raw ampersand', '<record><controlfield tag="001">a & b</controlfield></record>'],
    ['an unknown entity', '<record><controlfield tag="001">&nbsp;</controlfield></record>'],
    ['a forbidden character', '<record><controlfield tag="001">\u0001</controlfield></record>'],
    ['another namespace', '<collection xmlns="urn:other"><record></record></collection>'],
    ['two roots', '<record></record><record></record>'],
    ['a stray element', '<record><title>x</title></record>'],
  ])('refuses %s', (_name, xml) => {
    expect(() => readMarcxml(xml)).toThrow(MarcxmlReadError);
  });
});

function readRecords(folder: string): LiteratureMetadata[] {
  if (!existsSync(folder)) {
    return [];
  }
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as LiteratureMetadata);
}

const SETS = [
  {
    title: 'generated literature records',
    available: true,
    read: () =>
      Array.from(generateCorpus({ seed: 7, literature: 200, referenceDate: '2026-06-01' })).flatMap(
        (record) => (record.collection === 'literature' ? [record.metadata] : []),
      ),
  },
  {
    title: `the real demo literature records${hasDemoData ? '' : ` (skipped: ${DEMO_SKIP_REASON})`}`,
    available: hasDemoData,
    read: () => readRecords(demoFolder('literature')),
  },
];

for (const { title, available, read } of SETS) {
  describe.skipIf(!available)(title, () => {
    it('serialise to MARCXML that reads back with one record each, its control number, title and authors', () => {
      const records = available ? read() : [];
      expect(records.length).toBeGreaterThan(0);
      const xml = toMarcxmlCollection(
        records.map((metadata) => ({ metadata, updated: '2026-01-01T00:00:00Z' })),
      );
      const read_ = readMarcxml(xml);
      expect(read_).toHaveLength(records.length);
      const problems: string[] = [];
      records.forEach((metadata, index) => {
        const marc = read_[index]!;
        if (marc.controlFields['001'] !== String(metadata.control_number)) {
          problems.push(`${metadata.control_number}: 001 is ${marc.controlFields['001']}`);
        }
        if (subfieldValues(marc, '245', 'a')[0] !== metadata.titles[0]?.title.trim()) {
          problems.push(`${metadata.control_number}: 245 $a differs`);
        }
        const authors = [...subfieldValues(marc, '100', 'a'), ...subfieldValues(marc, '700', 'a')];
        if (authors.length !== (metadata.authors ?? []).length) {
          problems.push(`${metadata.control_number}: ${authors.length} authors`);
        }
      });
      expect(problems).toEqual([]);
      expect(xml).not.toMatch(/>undefined<|>null<|>NaN<|\[object Object\]/);
    });
  });
}
