import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../app/AppShell';
import { createTestQueryClient, mockFetch } from '../../test/render';
import GuideModal from './GuideModal';
import { GUIDE_AUTO_OPEN_DELAY_MS, readGuideVisibility } from './guide';
import { GUIDE_TARGET_TIMEOUT_MS, GUIDE_TARGETS, GUIDE_WELCOME } from './guideSteps';

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serveConfig(config: Record<string, unknown>) {
  mockFetch((url) => {
    if (url.pathname === '/api/config') {
      return { body: { banners: [], ...config } };
    }
    if (url.pathname === '/api/accounts/me') {
      return { status: 401, body: { message: 'Unauthorized' } };
    }
    return undefined;
  });
}

function renderShell() {
  const router = createMemoryRouter(
    [{ element: <AppShell />, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: ['/jobs'] },
  );
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the guide opening by itself (START_GUIDE, spec §2.2 and §9)', () => {
  it('opens 3 s after load for a visitor who has not seen it, and never again once closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveConfig({ startGuide: true });
    const first = renderShell();
    await screen.findByText('page');
    await act(() => vi.advanceTimersByTimeAsync(GUIDE_AUTO_OPEN_DELAY_MS - 500));
    expect(screen.queryByText(GUIDE_WELCOME.title)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByText(GUIDE_WELCOME.title)).toBeTruthy();

    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText(GUIDE_WELCOME.title)).toBeNull());
    expect(readGuideVisibility()).toBe('false');

    first.unmount();
    renderShell();
    await screen.findByText('page');
    await act(() => vi.advanceTimersByTimeAsync(GUIDE_AUTO_OPEN_DELAY_MS * 2));
    expect(screen.queryByText(GUIDE_WELCOME.title)).toBeNull();
  });

  it('stays closed when the deployment does not ask for it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveConfig({ startGuide: false });
    renderShell();
    await screen.findByText('page');
    await act(() => vi.advanceTimersByTimeAsync(GUIDE_AUTO_OPEN_DELAY_MS * 2));
    expect(screen.queryByText(GUIDE_WELCOME.title)).toBeNull();
  });
});

/** A stand-in for the literature search's parts the tour points at; `withResults: false` has no cite tools. */
function FakeSearchPage({ withResults }: { withResults: boolean }) {
  return (
    <div>
      <search className="site-header__search">search box</search>
      <div className="header-menu">
        <button type="button" aria-label="Help">
          Help
        </button>
      </div>
      <div className="search-page">
        <aside className="search-page__facets">facets</aside>
        <section className="search-page__results">
          <span className="switch-label">
            <input id="citation-summary-switch" type="checkbox" />
          </span>
          {withResults ? <div className="result-item__tools">cite</div> : null}
        </section>
      </div>
    </div>
  );
}

function renderTour(start: string, withResults = true) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <GuideModal open onClose={onClose} />
            <p>elsewhere</p>
          </>
        ),
      },
      {
        path: '/literature',
        element: (
          <>
            <GuideModal open onClose={onClose} />
            <FakeSearchPage withResults={withResults} />
          </>
        ),
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return { router, onClose };
}

const currentTitle = () => document.querySelector('.ant-tour-title')?.textContent;

describe('the guide tour', () => {
  beforeEach(() => {
    // jsdom lays nothing out: give every element a box so that the tour can see its targets.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 100, 20));
  });

  it('welcomes anywhere, then opens the literature search and points at each of its parts', async () => {
    const { router, onClose } = renderTour('/jobs');
    expect(await screen.findByText(GUIDE_WELCOME.title)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/jobs');
    fireEvent.click(screen.getByRole('button', { name: 'Start the tour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/literature'));
    await waitFor(() => expect(currentTitle()).toBe(GUIDE_TARGETS[0]?.title));
    for (const target of GUIDE_TARGETS.slice(1)) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(currentTitle()).toBe(target.title));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('moves with the arrow keys and Enter, and Esc closes it', async () => {
    const { onClose } = renderTour('/literature');
    await screen.findByText(GUIDE_WELCOME.title);
    fireEvent.keyDown(window, { key: 'Enter' });
    await waitFor(() => expect(currentTitle()).toBe(GUIDE_TARGETS[0]?.title));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(currentTitle()).toBe(GUIDE_TARGETS[1]?.title));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(currentTitle()).toBe(GUIDE_TARGETS[0]?.title));
    fireEvent.keyDown(window, { key: 'Enter' });
    await waitFor(() => expect(currentTitle()).toBe(GUIDE_TARGETS[1]?.title));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('skips a part that never appears (no results, so no cite tools)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderTour('/literature', false);
    await screen.findByText(GUIDE_WELCOME.title);
    fireEvent.click(screen.getByRole('button', { name: 'Start the tour' }));
    await act(() => vi.advanceTimersByTimeAsync(GUIDE_TARGET_TIMEOUT_MS + 500));
    const titles: (string | null | undefined)[] = [currentTitle()];
    while (screen.queryByRole('button', { name: 'Next' })) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(currentTitle()).not.toBe(titles.at(-1)));
      titles.push(currentTitle());
    }
    expect(titles).toEqual(
      GUIDE_TARGETS.filter((target) => target.key !== 'cite').map((target) => target.title),
    );
  });
});
