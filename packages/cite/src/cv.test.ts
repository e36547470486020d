import { describe, expect, it } from 'vitest';
import { toCvHtml } from './cv';
import { buildAuthors, buildLiterature } from './test-factories';

const BASE_URL = 'https://parton.example';

function cvOf(overrides: Parameters<typeof buildLiterature>[0]): string {
  return toCvHtml([buildLiterature(overrides)], { baseUrl: BASE_URL });
}

describe('toCvHtml', () => {
  it('renders a full HTML document with a linked title per record', () => {
    expect(toCvHtml([buildLiterature()], { baseUrl: BASE_URL })).toBe(
      [
        '<!DOCTYPE html>',
        '<html>',
        '<body>',
        '  <p><b><a href="https://parton.example/literature/637275237">This is a title.</a></b></p>',
        '  <br>',
        '</body>',
        '</html>',
        '',
      ].join('\n'),
    );
  });

  it('renders every record of a list in order', () => {
    const html = toCvHtml(
      [
        buildLiterature({ control_number: 1 }),
        buildLiterature({ control_number: 2, titles: [{ title: 'Second' }] }),
      ],
      { baseUrl: `${BASE_URL}/` },
    );
    expect(html.indexOf('/literature/1"')).toBeLessThan(html.indexOf('/literature/2"'));
    expect(html.match(/<br>/g)).toHaveLength(2);
  });

  it('renders an empty list as an empty document', () => {
    expect(toCvHtml([], { baseUrl: BASE_URL })).toBe('<!DOCTYPE html>\n<html>\n<body>\n</body>\n</html>\n');
  });

  it('joins title and subtitle with a spaced colon', () => {
    expect(cvOf({ titles: [{ title: 'This is a title.', subtitle: 'my subtitle' }] })).toContain(
      '>This is a title. : my subtitle</a>',
    );
  });

  it('shows up to 5 authors, linking those with a profile, then et al.', () => {
    const authors = buildAuthors(6).map((author, index) =>
      index === 0 ? { ...author, record: { $ref: 'https://inspirehep.net/api/authors/637275238' } } : author,
    );
    expect(cvOf({ authors })).toContain(
      '  <p><a href="https://parton.example/authors/637275238">A. Author1</a>, A. Author2, A. Author3, A. Author4, A. Author5 et al.</p>',
    );
  });

  it('shows affiliations, linking those with a record', () => {
    const authors = [
      {
        full_name: 'Doe, John6',
        affiliations: [
          { value: 'Gent U.', record: { $ref: 'https://inspirehep.net/api/institutions/637275238' } },
          { value: 'New York U.' },
        ],
      },
    ];
    expect(cvOf({ authors })).toContain(
      '<p>John6 Doe (<a href="https://parton.example/institutions/637275238">Gent U.</a> and New York U.)</p>',
    );
  });

  it('marks editors', () => {
    expect(cvOf({ authors: [{ full_name: 'Doe, John6', inspire_roles: ['editor'] }] })).toContain(
      '<p>John6 Doe(ed.)</p>',
    );
  });

  it('shows a collaboration and its first author with et al.', () => {
    const authors = [{ full_name: 'Doe, John6' }, { full_name: 'Didi, Jane' }];
    expect(cvOf({ authors, collaborations: [{ value: 'ATLAS' }] })).toContain(
      '<p><span>ATLAS Collaboration</span> <span>&bull;</span> John6 Doe et al.</p>',
    );
  });

  it('does not add "Collaboration" to names that already end in Group, Team, Consortium…', () => {
    const authors = [{ full_name: 'Doe, John6' }, { full_name: 'Didi, Jane' }];
    expect(cvOf({ authors, collaborations: [{ value: 'Particle Data Group' }] })).toContain(
      '<p><span>Particle Data Group</span> <span>&bull;</span> John6 Doe et al.</p>',
    );
  });

  it('shows the single author of collaborations "for the collaborations"', () => {
    const html = cvOf({
      authors: [{ full_name: 'Doe, John6' }],
      collaborations: [{ value: 'ATLAS' }, { value: 'CMS' }],
    });
    expect(html).toContain(
      '<p><span>ATLAS and CMS Collaborations</span> <span>&bull;</span> John6 Doe for the collaborations.</p>',
    );
  });

  it('shows collaborations without authors', () => {
    expect(cvOf({ collaborations: [{ value: 'ATLAS' }, { value: 'Muon g-2 Team' }] })).toContain(
      '<p><span>ATLAS Collaboration and Muon g-2 Team</span></p>',
    );
  });

  it('links e-prints to arXiv with their category', () => {
    const html = cvOf({
      arxiv_eprints: [{ value: '1207.7214', categories: ['gr-qc'] }, { value: '1208.7214' }],
    });
    expect(html).toContain(
      '<p>e-Print: <a href="https://arxiv.org/abs/1207.7214">1207.7214</a>[gr-qc], <a href="https://arxiv.org/abs/1208.7214">1208.7214</a></p>',
    );
  });

  it('links DOIs with their material', () => {
    const html = cvOf({
      dois: [
        { value: '10.1393/ncc/i2019-19248-9' },
        { value: '10.1393/ncc/i2019-19248-10', material: 'erratum' },
      ],
    });
    expect(html).toContain(
      '<p>DOI: <a href="https://doi.org/10.1393/ncc/i2019-19248-9">10.1393/ncc/i2019-19248-9</a>, <a href="https://doi.org/10.1393/ncc/i2019-19248-10">10.1393/ncc/i2019-19248-10</a>(erratum)</p>',
    );
  });

  it('shows where the paper was published, with pages before the article id', () => {
    const html = cvOf({
      publication_info: [
        {
          journal_title: 'Test Journal',
          journal_volume: 'TV',
          year: 2016,
          page_start: '1',
          page_end: '2',
          artid: '012345',
          pubinfo_freetext: 'Test. Pub. Info. Freetext',
        },
      ],
    });
    expect(html).toContain('<p>Published in: <span>Test Journal TV (2016), 1-2</span></p>');
  });

  it('falls back to the free-text publication note and shows non-publication material', () => {
    const html = cvOf({
      publication_info: [
        { pubinfo_freetext: 'Test. Pub. Info. Freetext' },
        { journal_title: 'Test Journal', material: 'erratum' },
        { cnum: 'C14-07-02' },
      ],
    });
    expect(html).toContain(
      '<p>Published in: <span>Test. Pub. Info. Freetext</span>, <span>Test Journal (erratum)</span></p>',
    );
  });

  it('HTML-escapes everything taken from the record', () => {
    const html = cvOf({
      titles: [{ title: 'A <b>bold</b> & "quoted" title' }],
      authors: [{ full_name: "O'Brien, <script>" }],
      collaborations: [{ value: 'R&D' }],
      dois: [{ value: '10.1/"><x>' }],
    });
    expect(html).toContain('A &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; title');
    expect(html).toContain('&lt;script&gt; O&#39;Brien');
    expect(html).toContain('R&amp;D Collaboration');
    expect(html).toContain('href="https://doi.org/10.1/&quot;&gt;&lt;x&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>bold');
  });
});
