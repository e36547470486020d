import { describe, expect, it } from 'vitest';
import { contributionsSearchHref } from '../conferences/api';
import { journalArticlesHref } from '../journals/api';
import { isSafeHref, linkedRecordId, seriesSearchHref } from './recordLinks';

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

  it('only links http(s) and mailto addresses', () => {
    expect(isSafeHref('https://cern.ch')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('https://aE,')).toBe(true);
    expect(isSafeHref('not a url')).toBe(false);
  });
});
