import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../app/routes';
import { submitMenuEntries } from '../common/layout/Header';
import { mockApi } from '../common/testing/renderRoute';
import { createTestQueryClient } from '../test/render';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Submit menu (spec §2.2)', () => {
  it('offers five forms to everyone logged in and three more to catalogers', () => {
    const labels = (cataloger: boolean) => submitMenuEntries(cataloger).map((entry) => entry.label);
    expect(labels(false)).toEqual(['Literature', 'Author', 'Job', 'Seminar', 'Conference']);
    expect(labels(true)).toEqual([
      'Literature',
      'Author',
      'Job',
      'Seminar',
      'Conference',
      'Institution',
      'Experiment',
      'Journal',
    ]);
  });

  it.each(submitMenuEntries(true).map((entry) => [entry.label, entry.to] as const))(
    '%s leads to a built form (%s), not a placeholder',
    async (_label, to) => {
      mockApi((url) =>
        url.pathname === '/api/accounts/me'
          ? { data: { email: 'c@example.org', roles: ['cataloger'] }, preferences: {} }
          : url.pathname === '/api/config'
            ? { banners: [] }
            : undefined,
      );
      const router = createMemoryRouter(appRoutes, { initialEntries: [to as string] });
      render(
        <QueryClientProvider client={createTestQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      // A form of the kit (its field ids), or the literature form's import step.
      await waitFor(() =>
        expect(
          document.querySelector('main [id^="field-"]') ?? screen.queryByLabelText('From arXiv or DOI'),
        ).not.toBeNull(),
      );
      expect(screen.queryByText(/being built/)).toBeNull();
      expect(router.state.location.pathname).toBe(to);
    },
  );
});
