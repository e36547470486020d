import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_SYNTAX_ERROR_MESSAGE } from '../../common/api/http';
import { mockFetch, renderWithApp } from '../../test/render';
import { LiteratureSearchPage } from './LiteratureSearchPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

function hit(recid: number, title: string) {
  return {
    id: String(recid),
    uuid: `uuid-${recid}`,
    revision_id: 1,
    created: '2021-01-26T00:00:00+00:00',
    updated: '2021-01-26T00:00:00+00:00',
    links: {},
    metadata: {
      control_number: recid,
      titles: [{ title }],
      authors: Array.from({ length: 10 }, (_, index) => ({
        full_name: `Doe${index}, J.`,
        recid: 10 + index,
      })),
      number_of_authors: 3541,
      citation_count: 42,
      date: 'Oct 16, 2017',
      arxiv_eprints: [{ value: '1710.05833', categories: ['astro-ph.HE'] }],
      dois: [{ value: '10.3847/2041-8213/aa91c9' }],
      publication_info: [
        {
          journal_title: 'Astrophys.J.',
          journal_volume: '848',
          year: 2017,
          journal_issue: '2',
          artid: 'L12',
        },
      ],
    },
  };
}

function serveSearch(searchAnswer: { status?: number; body: unknown }) {
  return mockFetch((url) => {
    if (url.pathname === '/api/literature') {
      return searchAnswer;
    }
    if (url.pathname === '/api/literature/facets') {
      return { body: { hits: { hits: [], total: 0 }, aggregations: {} } };
    }
    if (url.pathname === '/api/accounts/me') {
      return { status: 401, body: { message: 'Unauthorized' } };
    }
    return undefined;
  });
}

describe('literature search page', () => {
  it('lists the results with authors, publication, e-print, DOI and a citations link', async () => {
    serveSearch({
      body: {
        hits: {
          hits: [hit(1630825, 'Multi-messenger Observations of a Binary Neutron Star Merger')],
          total: 1,
        },
        links: {},
        sort_options: [
          { value: 'mostrecent', display: 'Most Recent' },
          { value: 'mostcited', display: 'Most Cited' },
        ],
      },
    });
    renderWithApp(<LiteratureSearchPage />, { route: '/literature?q=gw170817' });
    expect(
      await screen.findByText('Multi-messenger Observations of a Binary Neutron Star Merger'),
    ).toBeTruthy();
    expect(screen.getByText('1 result')).toBeTruthy();
    expect(screen.getByText('et al.', { exact: false })).toBeTruthy();
    expect(screen.getByText('Astrophys.J. 848 (2017) 2, L12')).toBeTruthy();
    expect(screen.getByText('1710.05833').getAttribute('href')).toBe('https://arxiv.org/abs/1710.05833');
    expect(screen.getByText('10.3847/2041-8213/aa91c9').getAttribute('href')).toBe(
      'https://doi.org/10.3847/2041-8213/aa91c9',
    );
    expect(screen.getByText('42 citations').getAttribute('href')).toBe(
      `/literature?q=${encodeURIComponent('refersto:recid:1630825')}`,
    );
  });

  it('sends the query, sort, page size and page to the API', async () => {
    const { calls } = serveSearch({ body: { hits: { hits: [], total: 0 }, links: {} } });
    renderWithApp(<LiteratureSearchPage />, {
      route: '/literature?q=a%20witten&sort=mostcited&size=50&page=2&doc_type=article',
    });
    expect(await screen.findByText('0 Results')).toBeTruthy();
    const search = calls.find((url) => url.pathname === '/api/literature');
    expect(Object.fromEntries(search?.searchParams ?? [])).toEqual({
      q: 'a witten',
      sort: 'mostcited',
      size: '50',
      page: '2',
      doc_type: 'article',
    });
  });

  it('shows the malformed-query state for a query the server cannot parse', async () => {
    serveSearch({ status: 400, body: { status: 400, message: SEARCH_SYNTAX_ERROR_MESSAGE } });
    renderWithApp(<LiteratureSearchPage />, { route: '/literature?q=a%20((' });
    expect(await screen.findByText('The search query is malformed')).toBeTruthy();
    expect(screen.getByText('search tips')).toBeTruthy();
  });

  it('disables cite-all above the export limit', async () => {
    serveSearch({ body: { hits: { hits: [hit(1, 'Paper')], total: 5000 }, links: {} } });
    renderWithApp(<LiteratureSearchPage />, { route: '/literature?q=higgs' });
    await screen.findByText('Paper');
    const citeAll = screen.getByText('Cite all').closest('button');
    expect(citeAll?.disabled).toBe(true);
  });
});
