import { describe, expect, it } from 'vitest';
import { applySearchUpdate, LITERATURE_NAMESPACE, readSearchState, toFacetApiParams } from './searchUrlState';

const params = (text: string) => new URLSearchParams(text);

describe('search URL state', () => {
  it('defaults literature to best match with a query and most recent without, 25 per page', () => {
    expect(readSearchState(params('q=higgs'), LITERATURE_NAMESPACE)).toMatchObject({
      sort: 'bestmatch',
      size: 25,
      page: 1,
    });
    expect(readSearchState(params(''), LITERATURE_NAMESPACE).sort).toBe('mostrecent');
  });

  it('reads repeated parameters as facet filters and ui- switches apart', () => {
    const state = readSearchState(
      params('q=x&doc_type=article&doc_type=thesis&ui-citation-summary=true'),
      LITERATURE_NAMESPACE,
    );
    expect(state.filters).toEqual({ doc_type: ['article', 'thesis'] });
    expect(state.ui).toEqual({ 'ui-citation-summary': true });
  });

  it('falls back to the default size for sizes the namespace does not offer', () => {
    expect(readSearchState(params('size=7'), LITERATURE_NAMESPACE).size).toBe(25);
  });

  it('goes back to page 1 when the sort changes', () => {
    expect(applySearchUpdate(params('q=x&page=4'), { sort: 'mostcited' }).get('page')).toBe('1');
  });

  it('goes back to page 1 when the page size changes', () => {
    expect(applySearchUpdate(params('q=x&page=4'), { size: 50 }).get('page')).toBe('1');
  });

  it('keeps the page when only a display switch changes', () => {
    expect(applySearchUpdate(params('q=x&page=4'), { ui: { 'ui-citation-summary': true } }).get('page')).toBe(
      '4',
    );
  });

  it('leaves sort, page and size out of the facet request', () => {
    const state = readSearchState(
      params('q=x&sort=mostcited&page=3&size=50&doc_type=article'),
      LITERATURE_NAMESPACE,
    );
    expect(toFacetApiParams(state)).toEqual({ q: 'x', doc_type: ['article'] });
  });
});
