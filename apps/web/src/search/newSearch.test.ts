import { describe, expect, it } from 'vitest';
import { newSearchHref } from './newSearch';

describe('a new search', () => {
  it('keeps start_date on conferences and seminars, and the page size, from page 1', () => {
    expect(
      newSearchHref('conferences', 'ichep', {
        scope: 'conferences',
        search: '?q=lhc&start_date=all&size=50&page=3&sort=datedesc&subject=Lattice',
      }),
    ).toBe('/conferences?q=ichep&size=50&start_date=all');
    expect(
      newSearchHref('seminars', 'neutrino', { scope: 'seminars', search: '?start_date=all&page=2' }),
    ).toBe('/seminars?q=neutrino&start_date=all');
    expect(
      newSearchHref('seminars', '', { scope: 'seminars', search: '?start_date=2020-01-01--2021-01-01' }),
    ).toBe('/seminars?start_date=2020-01-01--2021-01-01');
  });

  it('keeps only the page size elsewhere', () => {
    expect(
      newSearchHref('jobs', 'postdoc', { scope: 'jobs', search: '?q=x&size=50&status=all&start_date=all' }),
    ).toBe('/jobs?q=postdoc&size=50');
    expect(newSearchHref('literature', '  a ellis ', { scope: 'literature', search: '?size=100' })).toBe(
      '/literature?q=a+ellis&size=100',
    );
  });

  it('starts clean in another collection', () => {
    expect(
      newSearchHref('seminars', 'qcd', { scope: 'conferences', search: '?start_date=all&size=50' }),
    ).toBe('/seminars?q=qcd');
    expect(newSearchHref('authors', '', { scope: 'literature', search: '?q=x' })).toBe('/authors');
  });
});
