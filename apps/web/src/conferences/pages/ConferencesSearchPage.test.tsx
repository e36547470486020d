import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_SYNTAX_ERROR_MESSAGE } from '../../common/api/http';
import { jsonResponse, mockApi, renderRoute } from '../../common/testing/renderRoute';
import { SeminarsSearchPage } from '../../seminars/pages/SeminarsSearchPage';
import { ConferencesSearchPage } from './ConferencesSearchPage';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a malformed query on the event searches', () => {
  it.each([
    ['conferences', ConferencesSearchPage],
    ['seminars', SeminarsSearchPage],
  ] as [string, ComponentType][])(
    '%s: the sort reads "Date ascending", not "dateasc"',
    async (collection, Page) => {
      mockApi((url) =>
        url.pathname === `/api/${collection}`
          ? jsonResponse({ status: 400, message: SEARCH_SYNTAX_ERROR_MESSAGE }, 400)
          : undefined,
      );
      renderRoute(Page, `/${collection}`, `/${collection}?q=title%20(`);
      expect(await screen.findByText('The search query is malformed')).toBeTruthy();
      const sort = document.querySelector('.sort-select .ant-select-content');
      expect(sort?.textContent).toBe('Date ascending');
      expect(document.body.textContent).not.toContain('dateasc');
    },
  );
});
