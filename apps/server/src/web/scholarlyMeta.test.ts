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
      const other = await testApp.app.inject('/authors');
      expect(other.body).not.toContain('citation_title');
    } finally {
      await testApp.close();
    }
  });
});
