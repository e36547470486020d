import { BULK_TOOLS_LIMIT } from '@parton/records';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../test/render';
import { LiteratureSearchPage } from '../pages/LiteratureSearchPage';
import BulkToolsDrawer from './BulkToolsDrawer';
import type { BulkSelection } from './selection';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CATALOGER = { data: { email: 'cataloger@example.org', roles: ['cataloger'] }, csrf_token: 'csrf-1' };
const PLAIN_USER = { data: { email: 'user@example.org', roles: [] } };

function hit(recid: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    id: String(recid),
    uuid: `uuid-${recid}`,
    revision_id: 1,
    created: '2021-01-26T00:00:00+00:00',
    updated: '2021-01-26T00:00:00+00:00',
    links: {},
    metadata: { control_number: recid, titles: [{ title }], authors: [], ...extra },
  };
}

/** Pages of two papers (of 60) for "q=quarks", one paper for any other query. */
function literaturePage(url: URL) {
  const page = url.searchParams.get('page') ?? '1';
  if (url.searchParams.get('q') !== 'quarks') {
    return { hits: { hits: [hit(9, 'Other paper')], total: 1 }, links: {} };
  }
  const hits =
    page === '1' ? [hit(1, 'Paper one'), hit(2, 'Paper two')] : [hit(3, 'Paper three'), hit(4, 'Paper four')];
  return { hits: { hits, total: 60 }, links: {} };
}

const CONFERENCE = {
  id: '1777',
  uuid: 'uuid-1777',
  revision_id: 1,
  created: '2020-01-01T00:00:00+00:00',
  updated: '2020-01-01T00:00:00+00:00',
  links: {},
  metadata: {
    control_number: 1777,
    titles: [{ title: 'Rencontres de Moriond' }],
    acronyms: ['Moriond 2024'],
    cnum: 'C24-03-24',
    opening_date: '2024-03-24',
    closing_date: '2024-03-31',
  },
};

type Answer = { status?: number; body: unknown } | undefined;

/** The page's API as a cataloger (or `me`) sees it; `writes` answers the bulk-tool calls. */
function serve(options: { me?: unknown; writes?: (url: URL) => Answer } = {}) {
  return mockFetch((url) => {
    if (url.pathname === '/api/accounts/me') {
      return { body: options.me ?? CATALOGER };
    }
    if (url.pathname === '/api/literature') {
      return { body: literaturePage(url) };
    }
    if (url.pathname === '/api/literature/facets') {
      return { body: { aggregations: {} } };
    }
    if (url.pathname === '/api/conferences') {
      return { body: { hits: { hits: [CONFERENCE], total: 1 }, links: {} } };
    }
    return options.writes?.(url);
  });
}

function renderSearch(route = '/literature?q=quarks') {
  return renderWithApp(
    <>
      <LiteratureSearchPage />
      <Link to="/literature?q=leptons">new query</Link>
    </>,
    { route },
  );
}

function checkbox(title: string) {
  return screen.getByRole('checkbox', { name: `Select "${title}"` }) as HTMLInputElement;
}

/** The first request to `path`: its JSON body and headers. */
function requestTo(fetchMock: ReturnType<typeof mockFetch>['fetchMock'], path: string) {
  // mockFetch types its calls by the URL alone; fetch is called with (url, init).
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  const init = calls.find(([input]) => String(input).startsWith(path))?.[1] ?? {};
  return { body: init.body ? JSON.parse(String(init.body)) : undefined, headers: init.headers ?? {} };
}

/**
 * The drawer. Found by role without a name: under test antd gives every generated id the same value
 * ('test-id'), so its aria-labelledby may point at another element.
 */
async function findDrawer() {
  const drawer = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  expect(within(drawer).getByText('Bulk tools')).toBeTruthy();
  return drawer;
}

/**
 * Assign once the chosen conference reached it. Not at once: on a loaded machine a lazy part of the page may still
 * be loading when the radio is clicked, and React commits the choice when it has arrived (seen in a full CI run).
 */
async function waitForAssignEnabled(drawer: HTMLElement): Promise<HTMLButtonElement> {
  const assign = within(drawer).getByRole('button', { name: 'Assign' }) as HTMLButtonElement;
  await waitFor(() => expect(assign.disabled).toBe(false));
  return assign;
}

async function openBulkTools() {
  fireEvent.click(await screen.findByRole('button', { name: /Bulk tools/ }));
  return findDrawer();
}

describe('literature bulk selection', () => {
  it('keeps the selection across pages, counts it and clears it on a new query', async () => {
    serve();
    renderSearch();
    await screen.findByText('Paper one');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select "Paper one"' }));
    // The selection bar is a lazy chunk: it shows once loaded.
    expect(await screen.findByText('1 selected')).toBeTruthy();
    expect(screen.getByText('1 of 60')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Paper three');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(checkbox('Paper three').checked).toBe(true);
    expect(checkbox('Paper four').checked).toBe(true);
    expect(screen.getByText('3 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await screen.findByText('Paper one');
    expect(checkbox('Paper one').checked).toBe(true);
    expect(checkbox('Paper two').checked).toBe(false);
    expect(screen.getByText('3 of 60')).toBeTruthy();

    fireEvent.click(screen.getByText('new query'));
    await screen.findByText('Other paper');
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(screen.getByText('1 result')).toBeTruthy();
  });

  it('clears the selection with Clear', async () => {
    serve();
    renderSearch();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select "Paper two"' }));
    expect(await screen.findByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(checkbox('Paper two').checked).toBe(false);
  });

  it('shows no checkboxes and no bulk tools to a plain user, and no public notes', async () => {
    serve({ me: PLAIN_USER });
    renderSearch();
    await screen.findByText('Paper one');
    // The user check has answered: the claim control now reads as a logged-in user's.
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /Login to claim/ })).toHaveLength(0));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Bulk tools/ })).toBeNull();
  });

  it('shows public notes to catalogers only', async () => {
    const notes = [{ value: 'Published version differs from the e-print' }];
    const withNotes = (me: unknown) =>
      mockFetch((url) => {
        if (url.pathname === '/api/accounts/me') {
          return { body: me };
        }
        if (url.pathname === '/api/literature') {
          return {
            body: { hits: { hits: [hit(5, 'Noted paper', { public_notes: notes })], total: 1 }, links: {} },
          };
        }
        return url.pathname === '/api/literature/facets' ? { body: { aggregations: {} } } : undefined;
      });
    withNotes(CATALOGER);
    const first = renderSearch('/literature?q=noted');
    expect(await screen.findByText('Published version differs from the e-print')).toBeTruthy();
    first.unmount();

    withNotes(PLAIN_USER);
    renderSearch('/literature?q=noted');
    await screen.findByText('Noted paper');
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /Login to claim/ })).toHaveLength(0));
    expect(screen.queryByText('Published version differs from the e-print')).toBeNull();
  });
});

describe('bulk tools drawer', () => {
  it('disables both tools while nothing is selected, and says why', async () => {
    serve();
    renderSearch();
    await screen.findByText('Paper one');
    const drawer = await openBulkTools();
    expect(within(drawer).getByText('Select at least one paper to use the bulk tools.')).toBeTruthy();
    expect(
      (within(drawer).getByRole('button', { name: 'Assign to conference' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(drawer).getByRole('button', { name: 'Export to CDS' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('disables both tools above the bulk limit, without showing the limit', async () => {
    serve();
    const ids = new Set(Array.from({ length: BULK_TOOLS_LIMIT + 1 }, (_, index) => index + 1));
    const selection: BulkSelection = {
      ids,
      count: ids.size,
      isSelected: (id) => ids.has(id),
      setSelected: () => {},
      clear: () => {},
    };
    renderWithApp(<BulkToolsDrawer open onClose={() => {}} selection={selection} />);
    const drawer = await findDrawer();
    expect(
      within(drawer).getByText('Too many papers are selected for the bulk tools: select fewer.'),
    ).toBeTruthy();
    expect(
      (within(drawer).getByRole('button', { name: 'Assign to conference' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(drawer).getByRole('button', { name: 'Export to CDS' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(drawer.textContent).not.toContain(String(BULK_TOOLS_LIMIT));
  });

  it('assigns the selection to the chosen conference, then clears it and closes', async () => {
    const { fetchMock } = serve({
      writes: (url) =>
        url.pathname === '/api/assign/conference' ? { body: { message: 'Success' } } : undefined,
    });
    renderSearch();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select "Paper one"' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select "Paper two"' }));
    const drawer = await openBulkTools();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Assign to conference' }));
    const assign = within(drawer).getByRole('button', { name: 'Assign' }) as HTMLButtonElement;
    expect(assign.disabled).toBe(true);

    const choice = await within(drawer).findByRole('radio', { name: /Rencontres de Moriond/ });
    expect(within(drawer).getByText('C24-03-24')).toBeTruthy();
    expect(within(drawer).getByText('(Moriond 2024)')).toBeTruthy();
    fireEvent.click(choice);
    await waitForAssignEnabled(drawer);
    fireEvent.click(assign);

    expect(await screen.findByText('2 papers assigned to Rencontres de Moriond.')).toBeTruthy();
    const request = requestTo(fetchMock, '/api/assign/conference');
    expect(request.body).toEqual({ conference_recid: 1777, literature_recids: [1, 2] });
    expect(request.headers).toMatchObject({ 'x-csrf-token': 'csrf-1' });
    expect(screen.getByText('0 selected')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reports a failed assign with the spec wording and lists the papers the server could not write', async () => {
    serve({
      writes: (url) =>
        url.pathname === '/api/assign/conference'
          ? { body: { message: 'Success', failures: [{ literature_id: 2, message: 'Record is deleted.' }] } }
          : undefined,
    });
    renderSearch();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select "Paper one"' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select "Paper two"' }));
    const drawer = await openBulkTools();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Assign to conference' }));
    fireEvent.click(await within(drawer).findByRole('radio', { name: /Rencontres de Moriond/ }));
    fireEvent.click(await waitForAssignEnabled(drawer));

    expect(await screen.findByText('Error!')).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByText('1 paper assigned to Rencontres de Moriond.')).toBeTruthy();
    expect(screen.getByText('2: Record is deleted.')).toBeTruthy();
    // The paper that failed stays selected for another try; the drawer stays open.
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(checkbox('Paper two').checked).toBe(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows Error! with the server reason when the assign is refused', async () => {
    serve({
      writes: (url) =>
        url.pathname === '/api/assign/conference'
          ? { status: 404, body: { message: 'Conference not found.' } }
          : undefined,
    });
    renderSearch();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select "Paper one"' }));
    const drawer = await openBulkTools();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Assign to conference' }));
    fireEvent.click(await within(drawer).findByRole('radio', { name: /Rencontres de Moriond/ }));
    fireEvent.click(await waitForAssignEnabled(drawer));
    expect(await screen.findByText('Error!')).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByText('Conference not found.')).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('exports to CDS after confirmation, following the queued export until it completes', async () => {
    const operation = {
      id: '7f2c1a4e-2b1d-4c8e-9a55-1f0e2d3c4b5a',
      kind: 'export-to-cds',
      total: 2,
      failures: [],
      to_author_recid: null,
      created: '2026-11-27T09:00:00Z',
      error: null,
    };
    const { fetchMock } = serve({
      writes: (url) => {
        if (url.pathname === '/api/assign/export-to-cds') {
          return {
            body: {
              message: 'Success',
              operation: { ...operation, status: 'queued', processed: 0, succeeded: 0, finished: null },
            },
          };
        }
        if (url.pathname === `/api/assign/operations/${operation.id}`) {
          return {
            body: {
              ...operation,
              status: 'completed',
              processed: 2,
              succeeded: 2,
              finished: '2026-11-27T09:00:02Z',
            },
          };
        }
        return undefined;
      },
    });
    renderSearch();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select "Paper one"' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select "Paper two"' }));
    const drawer = await openBulkTools();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Export to CDS' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));

    expect(await screen.findByText('Exporting to CDS...')).toBeTruthy();
    expect(
      await screen.findByText('2 selected papers exported to CDS.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Exporting to CDS...')).toBeNull();
    expect(requestTo(fetchMock, '/api/assign/export-to-cds').body).toEqual({ literature_recids: [1, 2] });
    expect(screen.getByText('0 selected')).toBeTruthy();
  });

  it('shows Export to CDS Error! when the export fails', async () => {
    serve({
      writes: (url) =>
        url.pathname === '/api/assign/export-to-cds'
          ? { status: 500, body: { message: 'Internal Error' } }
          : undefined,
    });
    renderSearch();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select "Paper one"' }));
    const drawer = await openBulkTools();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Export to CDS' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export to CDS Error!')).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();
  });
});
