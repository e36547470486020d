import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoute } from '../../common/testing/renderRoute';
import { AUTHOR_LIST_EXAMPLE, AuthorListPage } from './AuthorListPage';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const ENDPOINT = '/api/editor/authorlist/text';

const ANSWER = {
  authors: [
    {
      full_name: 'Lastname, F.',
      raw_affiliations: [{ value: 'CERN, Geneva' }],
      affiliations: [{ value: 'CERN', record: { $ref: 'http://localhost/api/institutions/902725' } }],
    },
    {
      full_name: 'Otherlastname, F.M.',
      raw_affiliations: [{ value: 'CERN, Geneva' }, { value: 'Otheraffiliation' }],
      affiliations: [{ value: 'CERN', record: { $ref: 'http://localhost/api/institutions/902725' } }],
      ids: [{ schema: 'ORCID', value: '0000-0002-1825-0097' }],
      emails: ['f.m@example.org'],
    },
  ],
  warnings: ["Unused affiliation-IDs: ['3']"],
};

function serve(answer: (body: unknown) => Response) {
  const sent: unknown[] = [];
  mockApi((url, init) => {
    if (url.pathname !== ENDPOINT) {
      return undefined;
    }
    const body = JSON.parse(String(init?.body));
    sent.push({ method: init?.method, body });
    return answer(body);
  });
  return sent;
}

function renderPage() {
  return renderRoute(AuthorListPage, '/authorlist', '/authorlist');
}

function typeList(text: string) {
  fireEvent.change(screen.getByLabelText('Author string'), { target: { value: text } });
}

function formatButton() {
  return screen.getByRole('button', { name: 'Format' });
}

describe('AuthorListPage', () => {
  it('shows the input with the example format; Format waits for text', async () => {
    serve(() => jsonResponse(ANSWER));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Author list' })).toBeTruthy();
    const input = screen.getByLabelText('Author string') as HTMLTextAreaElement;
    expect(input.placeholder).toBe(AUTHOR_LIST_EXAMPLE);
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'PRE' && element.textContent === AUTHOR_LIST_EXAMPLE,
      ),
    ).toBeTruthy();
    expect(formatButton().hasAttribute('disabled')).toBe(true);
  });

  it('formats the list: table with institution links, warnings, JSON and MARC outputs to copy', async () => {
    const sent = serve(() => jsonResponse(ANSWER));
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    typeList(AUTHOR_LIST_EXAMPLE);
    fireEvent.click(formatButton());

    expect(await screen.findByRole('heading', { name: '2 authors' })).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', body: { text: AUTHOR_LIST_EXAMPLE } }]);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2] as HTMLElement).getByText('Otherlastname, F.M.')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('ORCID 0000-0002-1825-0097')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('f.m@example.org')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Otheraffiliation')).toBeTruthy();
    const links = within(table).getAllByRole('link', { name: 'CERN' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/institutions/902725',
      '/institutions/902725',
    ]);
    expect(screen.getByText("Unused affiliation-IDs: ['3']")).toBeTruthy();

    const marc =
      '100__ $$aLastname, F.$$vCERN, Geneva\n700__ $$aOtherlastname, F.M.$$vCERN, Geneva$$vOtheraffiliation';
    expect(screen.getByTestId('author-list-marc').textContent).toBe(marc);
    expect(JSON.parse(screen.getByTestId('author-list-json').textContent ?? '')).toEqual(ANSWER.authors);

    fireEvent.click(screen.getByRole('button', { name: 'Copy marc to clipboard' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(marc));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy json to clipboard' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(JSON.stringify(ANSWER.authors, null, 2)));
  });

  it('shows the server’s 400 message and keeps the text', async () => {
    const message = 'Something is wrong with the affiliation list';
    serve(() => jsonResponse({ status: 400, message }, 400));
    renderPage();
    typeList('A. Einstein\n\nETH Zurich');
    fireEvent.click(formatButton());
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect((screen.getByLabelText('Author string') as HTMLTextAreaElement).value).toBe(
      'A. Einstein\n\nETH Zurich',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when no author was found', async () => {
    serve(() => jsonResponse({ authors: [] }));
    renderPage();
    typeList('  ,  ');
    fireEvent.click(formatButton());
    expect(await screen.findByText('0 Authors')).toBeTruthy();
  });

  it('formats with Ctrl+Enter and clears text and result with Clear', async () => {
    const sent = serve(() => jsonResponse(ANSWER));
    renderPage();
    typeList('F. Lastname');
    fireEvent.keyDown(screen.getByLabelText('Author string'), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByRole('heading', { name: '2 authors' })).toBeTruthy();
    expect(sent).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByLabelText('Author string') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('heading', { name: '2 authors' })).toBeNull();
  });
});
