import { describe, expect, it } from 'vitest';
import { buildLiterature } from '../testing/factories';
import { scholarlyHeadTags, withHeadTags } from './scholarlyMeta';

describe('scholarly meta tags', () => {
  it('names title, authors, date, DOI, arXiv id and journal, escaped', () => {
    const tags = scholarlyHeadTags(
      buildLiterature({
        titles: [{ title: 'Higgs & "bosons" <at> LHC' }],
        authors: [{ full_name: 'Ellis, John' }, { full_name: 'Müller, Thomas' }],
        preprint_date: '2012-07-31',
        dois: [{ value: '10.1016/j.physletb.2012.08.020' }],
        arxiv_eprints: [{ value: '1207.7214', categories: ['hep-ex'] }],
        publication_info: [
          { journal_title: 'Phys.Lett.B', journal_volume: '716', page_start: '1', page_end: '29' },
        ],
      }) as never,
    );
    expect(tags).toContain(
      '<meta name="citation_title" content="Higgs &#38; &#34;bosons&#34; &#60;at&#62; LHC">',
    );
    expect(tags).toContain('<meta name="citation_author" content="Ellis, John">');
    expect(tags).toContain('<meta name="citation_author" content="Müller, Thomas">');
    expect(tags).toContain('<meta name="citation_publication_date" content="2012/07/31">');
    expect(tags).toContain('<meta name="citation_doi" content="10.1016/j.physletb.2012.08.020">');
    expect(tags).toContain('<meta name="citation_arxiv_id" content="1207.7214">');
    expect(tags).toContain('<meta name="citation_journal_title" content="Phys.Lett.B">');
    expect(tags).toContain('<meta name="citation_firstpage" content="1">');
  });

  it('cuts the description at 160 characters with an ellipsis and replaces the shell title', () => {
    const tags = scholarlyHeadTags(buildLiterature({ abstracts: [{ value: 'x'.repeat(300) }] }) as never);
    const description = /name="description" content="([^"]*)"/.exec(tags)![1]!;
    expect(description).toHaveLength(160);
    expect(description.endsWith('…')).toBe(true);
    const html = withHeadTags('<html><head><title>Parton</title></head><body></body></html>', tags);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('citation_title');
  });
});

/** Titles with ordinary LaTeX that `String.replace` would read as replacement patterns ($<, $', $`, $&). */
const DOLLAR_TITLES = [
  'Search for $B$ decays with $p_T<100$ GeV',
  "Constraints on $<100$ and $'$ and $`x$ and $&$",
  'Mass $m_{H} = 125$ GeV: $$ and $1 and $<name> and $&',
];

const SHELL_HEAD =
  '<head><meta charset="UTF-8"><title>Parton</title><script type="module" src="/assets/app.js"></script>';
const SHELL = `<!doctype html><html lang="en">${SHELL_HEAD}</head><body><div id="root"></div></body></html>`;

/** The title as the tags write it: HTML-escaped (`&`, `<`, `>`, `"`, `'` as numeric references). */
function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function countOf(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** The shell must come back unchanged around the inserted tags: only the generic title is gone. */
function expectShellIntact(html: string, tags: string): void {
  expect(html).toBe(
    SHELL.replace('<title>Parton</title>', () => '').replace('</head>', () => `    ${tags}\n  </head>`),
  );
  expect(countOf(html, '<head>')).toBe(1);
  expect(countOf(html, '</head>')).toBe(1);
  expect(countOf(html, '<body>')).toBe(1);
  expect(countOf(html, '<script')).toBe(1);
}

describe('record text with $ patterns', () => {
  it.each(DOLLAR_TITLES)('inserts %s once, escaped, and leaves the rest of the shell intact', (title) => {
    const tags = scholarlyHeadTags(buildLiterature({ titles: [{ title }] }) as never);
    const html = withHeadTags(SHELL, tags);
    expect(countOf(html, `<title>${escaped(title)} - Parton</title>`)).toBe(1);
    expect(countOf(html, `<meta name="citation_title" content="${escaped(title)}">`)).toBe(1);
    expect(countOf(html, '<title>')).toBe(1);
    // Written out by hand for one title, so that the check does not rest on the code under test alone.
    if (title === DOLLAR_TITLES[1]) {
      expect(html).toContain(
        '<title>Constraints on $&#60;100$ and $&#39;$ and $`x$ and $&#38;$ - Parton</title>',
      );
    }
    expectShellIntact(html, tags);
  });
});

describe('served HTML of a literature page', () => {
  it('carries the record tags in the app shell', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { createTestApp } = await import('../testing/app');
    const { saveRecords } = await import('../records/writer');
    const dist = mkdtempSync(join(tmpdir(), 'parton-web-'));
    writeFileSync(join(dist, 'index.html'), '<html><head><title>Parton</title></head><body></body></html>');
    const testApp = await createTestApp({ webDistDir: dist });
    try {
      const record = buildLiterature({ titles: [{ title: 'Observation of a new boson' }] });
      await saveRecords(testApp.context.db, [{ collection: 'literature', metadata: record }]);
      const page = await testApp.app.inject(`/literature/${record.control_number}?ui-citation-summary`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<meta name="citation_title" content="Observation of a new boson">');
      expect(page.body).toContain('<title>Observation of a new boson - Parton</title>');
      for (const title of DOLLAR_TITLES) {
        const tricky = buildLiterature({ titles: [{ title }] });
        await saveRecords(testApp.context.db, [{ collection: 'literature', metadata: tricky }]);
        const served = await testApp.app.inject(`/literature/${tricky.control_number}`);
        expect(served.statusCode).toBe(200);
        expect(countOf(served.body, `<title>${escaped(title)} - Parton</title>`), title).toBe(1);
        expect(countOf(served.body, `content="${escaped(title)}"`), title).toBe(1);
        expect(countOf(served.body, '</head>'), title).toBe(1);
        expect(countOf(served.body, '<body></body></html>'), title).toBe(1);
        expect(served.body.startsWith('<html><head>'), title).toBe(true);
      }
      const other = await testApp.app.inject('/authors');
      expect(other.body).not.toContain('citation_title');
    } finally {
      await testApp.close();
    }
  });
});
