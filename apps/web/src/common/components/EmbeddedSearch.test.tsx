import type { SearchResponse } from '@parton/records';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryParams } from '../api/http';
import { renderRoute } from '../testing/renderRoute';
import { embeddedNamespace } from './EmbeddedLiteratureSearch';
import { EmbeddedSearch, embeddedQuery } from './EmbeddedSearch';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

interface Item {
  control_number: number;
  title: string;
}

const fetchSearch = vi.fn(async (params: QueryParams): Promise<SearchResponse<Item>> => {
  const page = Number(params['page']);
  return {
    hits: {
      hits: [
        {
          id: String(page),
          uuid: '',
          revision_id: 1,
          created: '',
          updated: '',
          links: {},
          metadata: { control_number: page, title: `Item of page ${page}` },
        },
      ],
      total: 60,
    },
    links: {},
  };
});

function Page() {
  return (
    <EmbeddedSearch<Item>
      namespace={embeddedNamespace('authorPublications')}
      source={{ searchKey: (params) => ['test', params], fetchSearch }}
      baseQuery="authors.record.$ref:1"
      emptyNoun="Results"
      renderItem={(hit) => <p>{hit.metadata.title}</p>}
    />
  );
}

afterEach(() => {
  fetchSearch.mockClear();
});

describe('embedded searches', () => {
  it('narrow their base query with what the reader typed', () => {
    expect(embeddedQuery('authors.record.$ref:1', '')).toBe('authors.record.$ref:1');
    expect(embeddedQuery('authors.record.$ref:1', ' t higgs or t w ')).toBe(
      'authors.record.$ref:1 and (t higgs or t w)',
    );
  });

  it('page without touching the page URL or the history', async () => {
    const { router } = renderRoute(Page, '/authors/:id', '/authors/1?q=ellis&page=2');
    expect(await screen.findByText('Item of page 1')).toBeTruthy();
    const historyLength = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Item of page 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=ellis&page=2');
    expect(router.state.historyAction).toBe('POP');
    expect(window.history.length).toBe(historyLength);
    await waitFor(() =>
      expect(fetchSearch).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 2, q: 'authors.record.$ref:1' }),
        expect.anything(),
      ),
    );
  });
});
