import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { parseSearchParams } from './params';

function errorOf(action: () => unknown): ApiError {
  try {
    action();
  } catch (error) {
    if (error instanceof ApiError) {
      return error;
    }
    throw error;
  }
  throw new Error('no error thrown');
}

describe('parseSearchParams', () => {
  it('defaults to page 1 and 10 hits', () => {
    const params = parseSearchParams('literature', {});
    expect(params).toMatchObject({ q: '', page: 1, size: 10, sort: undefined, cursor: false });
  });

  it('refuses more than 1000 hits per page with the reference message', () => {
    const error = errorOf(() => parseSearchParams('literature', { size: '1001' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Maximum search page size of `1000` results exceeded.');
  });

  it('refuses pages past the 10,000-result window with the reference message', () => {
    expect(parseSearchParams('literature', { size: '10', page: '1000' }).page).toBe(1000);
    const error = errorOf(() => parseSearchParams('literature', { size: '10', page: '1001' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Maximum number of 10000 results have been reached.');
  });

  it('lets a cursor page past the window', () => {
    expect(parseSearchParams('literature', { size: '1000', search_after: 'abc' })).toMatchObject({
      page: 1,
      cursor: true,
      searchAfter: 'abc',
    });
  });

  it('refuses a size or page that is not a positive whole number', () => {
    for (const query of [{ size: '0' }, { size: 'ten' }, { page: '0' }, { page: '-1' }, { size: '2.5' }]) {
      expect(errorOf(() => parseSearchParams('literature', query)).status).toBe(400);
    }
  });

  it('shows open jobs and upcoming conferences and seminars unless asked otherwise', () => {
    expect(parseSearchParams('jobs', {}).filters).toEqual({ status: ['open'] });
    expect(parseSearchParams('jobs', { status: 'closed' }).filters).toEqual({ status: ['closed'] });
    expect(parseSearchParams('jobs', { status: 'all' }).filters).toEqual({});
    expect(parseSearchParams('conferences', {}).filters).toEqual({ start_date: ['upcoming'] });
    expect(parseSearchParams('seminars', { start_date: 'all' }).filters).toEqual({ start_date: ['all'] });
    expect(parseSearchParams('authors', { status: 'open' }).filters).toEqual({});
  });

  it('keeps repeated facet values and the requested filters for the links', () => {
    const params = parseSearchParams('literature', {
      doc_type: ['article', 'thesis'],
      subject: 'Theory-HEP',
    });
    expect(params.filters).toEqual({ doc_type: ['article', 'thesis'], subject: ['Theory-HEP'] });
    expect(params.requestedFilters).toEqual([
      ['doc_type', 'article'],
      ['doc_type', 'thesis'],
      ['subject', 'Theory-HEP'],
    ]);
  });

  it('reads the author of an author-page list: a bare recid marks hits without filtering, a facet value filters', () => {
    const bare = parseSearchParams('literature', { author: '1234' });
    expect(bare.assignAuthorRecid).toBe(1234);
    expect(bare.filters.author).toBeUndefined();
    const facet = parseSearchParams('literature', { author: '1234_John Ellis' });
    expect(facet.assignAuthorRecid).toBe(1234);
    expect(facet.filters.author).toEqual(['1234_John Ellis']);
    expect(parseSearchParams('literature', { author: 'NOREC_Jane Doe' }).assignAuthorRecid).toBeUndefined();
    expect(parseSearchParams('authors', { author: '1234' }).assignAuthorRecid).toBeUndefined();
  });
});
