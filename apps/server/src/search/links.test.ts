import { describe, expect, it } from 'vitest';
import { type SearchLinkInput, searchLinks } from './links';

const base: SearchLinkInput = {
  publicUrl: 'http://parton.test',
  collection: 'literature',
  q: 'a ellis',
  sort: undefined,
  filters: [],
  size: 10,
  page: 1,
  fields: undefined,
  total: 35,
};

describe('searchLinks', () => {
  it('writes self and next with the trailing slash of the reference and one link per format', () => {
    expect(searchLinks(base)).toEqual({
      self: 'http://parton.test/api/literature/?q=a+ellis&size=10&page=1',
      next: 'http://parton.test/api/literature/?q=a+ellis&size=10&page=2',
      bibtex: 'http://parton.test/api/literature/?q=a+ellis&size=10&page=1&format=bibtex',
      'latex-eu': 'http://parton.test/api/literature/?q=a+ellis&size=10&page=1&format=latex-eu',
      'latex-us': 'http://parton.test/api/literature/?q=a+ellis&size=10&page=1&format=latex-us',
      json: 'http://parton.test/api/literature/?q=a+ellis&size=10&page=1&format=json',
      cv: 'http://parton.test/api/literature/?q=a+ellis&size=10&page=1&format=cv',
    });
  });

  it('adds prev after the first page and leaves next out on the last one', () => {
    const links = searchLinks({ ...base, page: 4 });
    expect(links.prev).toBe('http://parton.test/api/literature/?q=a+ellis&size=10&page=3');
    expect(links.next).toBeUndefined();
  });

  it('leaves next out at the 10,000-result window edge however many hits remain', () => {
    expect(searchLinks({ ...base, total: 50_000, page: 999 }).next).toContain('page=1000');
    expect(searchLinks({ ...base, total: 50_000, page: 1000 }).next).toBeUndefined();
    expect(searchLinks({ ...base, total: 50_000, size: 1000, page: 10 }).next).toBeUndefined();
  });

  it('repeats fields on self, next, prev and json but not on the citation formats', () => {
    const links = searchLinks({ ...base, page: 2, fields: ['titles', 'authors.full_name'] });
    const fields = 'fields=titles%2Cauthors.full_name';
    expect(links.self).toMatch(new RegExp(`page=2&${fields}$`));
    expect(links.next).toMatch(new RegExp(`page=3&${fields}$`));
    expect(links.prev).toMatch(new RegExp(`page=1&${fields}$`));
    expect(links.json).toMatch(new RegExp(`format=json&${fields}$`));
    expect(links.bibtex).not.toContain('fields=');
  });

  it('repeats a chosen sort and the facet filters', () => {
    const links = searchLinks({ ...base, sort: 'mostcited', filters: [['doc_type', 'article']] });
    expect(links.self).toBe(
      'http://parton.test/api/literature/?q=a+ellis&sort=mostcited&doc_type=article&size=10&page=1',
    );
  });

  it('offers only json for the other collections', () => {
    const links = searchLinks({ ...base, collection: 'jobs', q: '' });
    expect(Object.keys(links)).toEqual(['self', 'next', 'json']);
    expect(links.self).toBe('http://parton.test/api/jobs/?q=&size=10&page=1');
  });

  it('pages by cursor past the window when the client asked for one', () => {
    const first = searchLinks({
      ...base,
      total: 50_000,
      page: 1000,
      cursor: { searchAfter: undefined, next: 'abc' },
    });
    expect(first.self).toBe('http://parton.test/api/literature/?q=a+ellis&size=10&page=1000&cursor=1');
    expect(first.next).toBe('http://parton.test/api/literature/?q=a+ellis&size=10&search_after=abc');
    const later = searchLinks({ ...base, total: 50_000, cursor: { searchAfter: 'abc', next: undefined } });
    expect(later.self).toBe('http://parton.test/api/literature/?q=a+ellis&size=10&search_after=abc');
    expect(later.next).toBeUndefined();
    expect(later.prev).toBeUndefined();
  });
});
