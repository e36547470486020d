import { describe, expect, it } from 'vitest';
import { contributionsSearchHref } from '../conferences/api';
import { journalArticlesHref } from '../journals/api';
import { linkedRecordId, safeExternalUrl, seriesSearchHref } from './recordLinks';

describe('record links', () => {
  it('opens a series with past events included', () => {
    const href = seriesSearchHref('conferences', 'ICHEP');
    const params = new URLSearchParams(href.split('?')[1]);
    expect(href.startsWith('/conferences?')).toBe(true);
    expect(params.get('q')).toBe('series.name:"ICHEP"');
    expect(params.get('start_date')).toBe('all');
    expect(seriesSearchHref('seminars', 'Sydney-CPPC').startsWith('/seminars?')).toBe(true);
  });

  it('links a conference to its contributions', () => {
    expect(contributionsSearchHref(1203206)).toBe(
      '/literature?q=publication_info.conference_record.$ref:1203206&doc_type=conference%20paper',
    );
  });

  it('links a journal to its articles, most recent first', () => {
    const href = journalArticlesHref('Phys.Rev.Lett.');
    expect(href.startsWith('/literature?sort=mostrecent&size=25&page=1&q=')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('q')).toBe(
      'publication_info.journal_title:"Phys.Rev.Lett."',
    );
  });

  it('resolves links whatever host they name', () => {
    expect(linkedRecordId({ $ref: 'https://inspirebeta.net/api/institutions/903100' }, 'institutions')).toBe(
      903100,
    );
    expect(linkedRecordId({ $ref: 'https://inspirebeta.net/api/authors/1' }, 'institutions')).toBeUndefined();
  });

  it('keeps absolute http(s) addresses, normalised as the browser reads them', () => {
    expect(safeExternalUrl('https://cern.ch/page?x=1#top')).toBe('https://cern.ch/page?x=1#top');
    expect(safeExternalUrl('http://arxiv.org/abs/1207.7214')).toBe('http://arxiv.org/abs/1207.7214');
    expect(safeExternalUrl('HTTPS://CERN.CH/A')).toBe('https://cern.ch/A');
    expect(safeExternalUrl('  https://cern.ch  ')).toBe('https://cern.ch/');
    expect(safeExternalUrl('https://aE,')).toBe('https://ae,/');
  });

  it.each([
    ['javascript:alert(1)'],
    ['jAvAsCrIpT:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['  javascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['\u0001\u001f javascript:alert(1)'],
    ['\tjava\nscript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['javascript://cern.ch/%0aalert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    [' DATA:image/svg+xml;base64,PHN2Zz4='],
    ['vbscript:msgbox(1)'],
    ['VBScript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://ftp.cern.ch/pub'],
    ['mailto:someone@cern.ch'],
    ['blob:https://cern.ch/0b1c'],
    ['//evil.example/phish'],
    ['  //evil.example/phish'],
    ['\\\\evil.example\\share'],
    ['/api/files/abc/figure.png'],
    ['figure.png'],
    ['https:'],
    ['http://'],
    ['not a url'],
    [''],
    ['   '],
  ])('refuses %j', (hostile) => {
    expect(safeExternalUrl(hostile)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    expect(safeExternalUrl(undefined)).toBeUndefined();
    expect(safeExternalUrl(null)).toBeUndefined();
    expect(safeExternalUrl(42 as unknown as string)).toBeUndefined();
  });
});
