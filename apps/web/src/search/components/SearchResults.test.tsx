import type { SearchResponse } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson } from '../../common/api/http';
import { mockFetch, renderWithApp } from '../../test/render';
import { type SearchFailure, SearchResults } from './SearchResults';

// antd renders slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Title {
  title: string;
}

function Results({ failure }: { failure: SearchFailure }) {
  const search = useQuery({
    queryKey: ['titles'],
    queryFn: ({ signal }) => getJson<SearchResponse<Title>>('/titles', { signal }),
  });
  return (
    <SearchResults
      search={search}
      state={{ sort: 'mostrecent', page: 1, size: 25 }}
      update={() => undefined}
      pageSizes={[10, 25]}
      emptyNoun="Titles"
      failure={failure}
      renderItem={(hit) => <article>{hit.metadata.title}</article>}
    />
  );
}

function answer(titles: string[]) {
  return {
    hits: {
      total: titles.length,
      hits: titles.map((title, index) => ({ id: String(index + 1), metadata: { title } })),
    },
    sort_options: [{ value: 'mostrecent', display: 'Most Recent' }],
  };
}

describe('SearchResults', () => {
  it('lists the hits with their count', async () => {
    mockFetch(() => ({ body: answer(['First', 'Second']) }));
    renderWithApp(<Results failure="in-place" />);
    expect(await screen.findByText('2 results')).toBeTruthy();
    expect(screen.getAllByRole('article').map((item) => item.textContent)).toEqual(['First', 'Second']);
  });

  it('shows the empty state with its noun', async () => {
    mockFetch(() => ({ body: answer([]) }));
    renderWithApp(<Results failure="in-place" />);
    expect(await screen.findByText('0 Titles')).toBeTruthy();
  });

  it('explains a malformed query in place, whatever the failure mode', async () => {
    mockFetch(() => ({ status: 400, body: { message: 'The syntax of the search query is invalid.' } }));
    renderWithApp(<Results failure="error-page" />);
    expect(await screen.findByText(/syntax/i)).toBeTruthy();
    expect(screen.queryByText('elsewhere')).toBeNull();
  });

  it('offers a retry in place inside a record', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    renderWithApp(<Results failure="in-place" />);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('goes to the error page for a page of its own', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    renderWithApp(<Results failure="error-page" />, { path: '/titles', route: '/titles' });
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });
});
