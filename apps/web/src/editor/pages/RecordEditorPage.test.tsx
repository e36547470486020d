import { EDITOR_MESSAGES } from '@parton/records';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../common/testing/renderRoute';
import { editorAnswer, paperWithAuthors, renderEditor } from './testing';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAPER = {
  $schema: 'http://localhost/schemas/records/hep.json',
  control_number: 12,
  titles: [{ title: 'First title' }, { title: 'Second title' }],
  document_type: ['article'],
  authors: [{ full_name: 'Ellis, John', affiliations: [{ value: '' }] }],
  thesis_info: { degree_type: 'phd' },
  an_unmodelled_field: { kept: true },
};

interface Captured {
  method: string;
  path: string;
  body: unknown;
}

/** The editor API for one record; `onWrite` answers PUT/POST (default: saved). */
function mockEditor(
  collection: string,
  metadata: Record<string, unknown>,
  onWrite: (captured: Captured) => Response | undefined = () => undefined,
  extra: (url: URL) => unknown = () => undefined,
) {
  const writes: Captured[] = [];
  const api = mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      const captured = { method, path: url.pathname, body: JSON.parse(String(init?.body ?? '{}')) };
      writes.push(captured);
      return onWrite(captured) ?? jsonResponse(editorAnswer(collection as 'literature', metadata, 4));
    }
    if (url.pathname === `/api/editor/${collection}/${metadata.control_number}`) {
      return editorAnswer(collection as 'literature', metadata);
    }
    return extra(url);
  });
  return { ...api, writes };
}

async function titleInputs(): Promise<HTMLInputElement[]> {
  const titles = await screen.findByRole('region', { name: /^Titles/ });
  return within(titles).getAllByLabelText(/^Title/) as HTMLInputElement[];
}

describe('the record editor', () => {
  it('draws the form from the schema: texts, lists, groups, choices; the title carries the record name', async () => {
    mockEditor('literature', PAPER);
    renderEditor('literature', '12');
    const inputs = await titleInputs();
    expect(inputs.map((input) => input.value)).toEqual(['First title', 'Second title']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('First title');
    await waitFor(() => expect(document.title).toContain('Edit First title'));
    expect(screen.getByRole('group', { name: 'Thesis info' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Authors' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'References' })).toBeTruthy();
    // The server's own fields are not drawn.
    expect(screen.queryByLabelText(/^Control number/)).toBeNull();
  });

  it('draws enums as choices (a job status)', async () => {
    mockEditor('jobs', { control_number: 5, position: 'Postdoc', status: 'open' });
    renderEditor('jobs', '5');
    const status = await screen.findByLabelText(/^Status/);
    expect(status.getAttribute('role')).toBe('combobox');
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('adds, moves and removes list items, then saves the cleaned record with its revision', async () => {
    const { writes } = mockEditor('literature', PAPER);
    const { router } = renderEditor('literature', '12');
    await titleInputs();
    fireEvent.click(screen.getByRole('button', { name: 'Move titles 1 down' }));
    expect((await titleInputs()).map((input) => input.value)).toEqual(['Second title', 'First title']);
    fireEvent.click(screen.getByRole('button', { name: /Add titles/ }));
    const added = (await titleInputs())[2] as HTMLInputElement;
    fireEvent.change(added, { target: { value: 'Third title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove titles 2' }));
    expect((await titleInputs()).map((input) => input.value)).toEqual(['Second title', 'Third title']);
    const save = screen.getByRole('button', { name: /Save/ });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/literature/12'));
    expect(writes).toHaveLength(1);
    expect(writes[0]?.method).toBe('PUT');
    expect(writes[0]?.path).toBe('/api/editor/literature/12');
    const body = writes[0]?.body as { revision_id: number; metadata: Record<string, unknown> };
    expect(body.revision_id).toBe(3);
    expect(body.metadata.titles).toEqual([{ title: 'Second title' }, { title: 'Third title' }]);
    // Cleaned: the empty affiliation is gone; fields the schema does not model are sent back untouched.
    expect(body.metadata.authors).toEqual([{ full_name: 'Ellis, John' }]);
    expect(body.metadata.an_unmodelled_field).toEqual({ kept: true });
    expect(body.metadata.control_number).toBe(12);
    expect(await screen.findByText(EDITOR_MESSAGES.saved)).toBeTruthy();
  });

  it('links an affiliation picked by search: record $ref and curated_relation are written', async () => {
    const { writes, calls } = mockEditor('literature', PAPER, undefined, (url) =>
      url.pathname === '/api/institutions'
        ? {
            hits: {
              total: 1,
              hits: [
                {
                  id: '902725',
                  metadata: {
                    control_number: 902725,
                    legacy_ICN: 'CERN',
                    self: { $ref: 'http://localhost/api/institutions/902725' },
                  },
                },
              ],
            },
            links: {},
          }
        : undefined,
    );
    renderEditor('literature', '12');
    await titleInputs();
    fireEvent.click(screen.getByRole('tab', { name: 'Authors' }));
    const picker = await screen.findByPlaceholderText('Search institutions to link');
    fireEvent.change(picker, { target: { value: 'CERN' } });
    const option = await screen.findByRole('option', { name: /CERN/ });
    const search = calls.find((url) => url.pathname === '/api/institutions');
    expect(search?.searchParams.get('q')).toBe('CERN');
    expect(search?.searchParams.get('size')).toBe('10');
    fireEvent.click(option);
    expect(await screen.findByRole('link', { name: 'institutions/902725' })).toBeTruthy();
    const save = screen.getByRole('button', { name: /Save/ });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(writes).toHaveLength(1));
    const body = writes[0]?.body as { metadata: { authors: Array<Record<string, unknown>> } };
    expect(body.metadata.authors[0]?.affiliations).toEqual([
      { value: 'CERN', record: { $ref: 'http://localhost/api/institutions/902725' }, curated_relation: true },
    ]);
  });

  it('shows schema errors beneath the field and keeps Save disabled until they are fixed', async () => {
    mockEditor('literature', PAPER);
    renderEditor('literature', '12');
    const [first] = await titleInputs();
    fireEvent.change(first as HTMLInputElement, { target: { value: '' } });
    const alert = await screen.findByText('This field is required.', { selector: '[role="alert"]' });
    expect(first?.getAttribute('aria-invalid')).toBe('true');
    expect(first?.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByRole('button', { name: /Save/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/1 problem to fix before saving/)).toBeTruthy();
    fireEvent.change(first as HTMLInputElement, { target: { value: 'Fixed' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Save/ }).hasAttribute('disabled')).toBe(false),
    );
    expect(first?.getAttribute('aria-invalid')).toBeNull();
  });

  it('puts the fields a 422 names beneath them', async () => {
    mockEditor('literature', PAPER, () =>
      jsonResponse(
        {
          message: EDITOR_MESSAGES.invalid,
          errors: [{ path: 'titles.1.title', message: 'Not a good title' }],
        },
        422,
      ),
    );
    renderEditor('literature', '12');
    const inputs = await titleInputs();
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    const alert = await screen.findByText('Not a good title', { selector: '[role="alert"]' });
    expect(inputs[1]?.getAttribute('aria-describedby')).toBe(alert.id);
    expect(await screen.findByText(EDITOR_MESSAGES.saveFailed)).toBeTruthy();
  });

  it('answers a 409 with the fields changed on the server, and reloads only after confirmation', async () => {
    const current = { ...PAPER, abstracts: [{ value: 'New abstract' }] };
    let reloaded = false;
    const api = mockEditor('literature', PAPER, () =>
      jsonResponse(
        {
          message: EDITOR_MESSAGES.conflict,
          revision_id: 7,
          current: editorAnswer('literature', current, 7),
        },
        409,
      ),
    );
    renderEditor('literature', '12');
    const [first] = await titleInputs();
    fireEvent.change(first as HTMLInputElement, { target: { value: 'My local title' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    const dialog = await screen.findByRole('dialog', { name: EDITOR_MESSAGES.conflict });
    const changed = within(dialog).getByRole('list', { name: 'Fields changed on the server' });
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abstracts']);
    expect(within(dialog).getByText(/revision 7/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    // Nothing is lost: the local edit is still in the form.
    expect(((await titleInputs())[0] as HTMLInputElement).value).toBe('My local title');
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      reloaded = reloaded || url.pathname === '/api/editor/literature/12';
      return jsonResponse(editorAnswer('literature', current, 7));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard and reload' }));
    await waitFor(() => expect(reloaded).toBe(true));
    await waitFor(async () =>
      expect(((await titleInputs())[0] as HTMLInputElement).value).toBe('First title'),
    );
  });

  it('edits the whole record as JSON: parse errors, schema errors by path, Apply replaces the form', async () => {
    mockEditor('literature', PAPER);
    renderEditor('literature', '12');
    await titleInputs();
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    const text = (await screen.findByLabelText('Record JSON')) as HTMLTextAreaElement;
    expect(JSON.parse(text.value)).toEqual(PAPER);
    fireEvent.change(text, { target: { value: '{ "titles": ' } });
    expect(await screen.findByText(/Not valid JSON/)).toBeTruthy();
    fireEvent.change(text, {
      target: {
        value: JSON.stringify({ ...PAPER, titles: [{ title: 'From JSON' }], number_of_pages: 'ten' }),
      },
    });
    expect(await screen.findByText('number_of_pages')).toBeTruthy();
    fireEvent.change(text, {
      target: { value: JSON.stringify({ ...PAPER, titles: [{ title: 'From JSON' }] }) },
    });
    await waitFor(() => expect(screen.queryByText('number_of_pages')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Apply to the form' }));
    expect(((await titleInputs())[0] as HTMLInputElement).value).toBe('From JSON');
    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    expect(((await titleInputs())[0] as HTMLInputElement).value).toBe('First title');
  });

  it('says when the user may not edit the record', async () => {
    mockApi((url) =>
      url.pathname === '/api/editor/authors/9'
        ? jsonResponse({ message: 'Forbidden', status: 403 }, 403)
        : undefined,
    );
    renderEditor('authors', '9');
    expect(await screen.findByText(EDITOR_MESSAGES.forbidden)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Authors 9');
  });

  it('creates a new record with POST and goes to it', async () => {
    const { writes } = mockEditor('journals', { control_number: 77 }, () =>
      jsonResponse(editorAnswer('journals', { control_number: 77, short_title: 'JHEP' }, 1), 201),
    );
    const { router } = renderEditor('journals');
    fireEvent.change(await screen.findByLabelText(/^Short title/), { target: { value: 'JHEP' } });
    const journalTitle = screen.getByRole('group', { name: 'Journal title' });
    fireEvent.change(within(journalTitle).getByLabelText(/^Title/), {
      target: { value: 'J. High Energy Phys.' },
    });
    const save = screen.getByRole('button', { name: /Save/ });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/journals/77'));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: '/api/editor/journals',
      body: { metadata: { short_title: 'JHEP', journal_title: { title: 'J. High Energy Phys.' } } },
    });
  });
});

describe('a paper with 3,000 authors', () => {
  it('opens with only a window of author rows in the page, filters them, and opens one', async () => {
    const metadata = paperWithAuthors(3_000);
    metadata.control_number = 1;
    mockEditor('literature', metadata);
    const started = performance.now();
    renderEditor('literature', '1');
    await screen.findByRole('region', { name: /^Titles/ });
    const loaded = performance.now();
    fireEvent.click(screen.getByRole('tab', { name: 'Authors' }));
    const list = await screen.findByRole('list', { name: 'authors' });
    const interactive = performance.now();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('3000');
    // Measured, not asserted: jsdom is far slower than a browser, and the machine is shared.
    console.info(
      `[editor 3,000 authors, jsdom] form drawn ${Math.round(loaded - started)} ms, authors tab ${Math.round(
        interactive - loaded,
      )} ms, ${rows.length} of 3000 rows in the page`,
    );
    fireEvent.change(screen.getByLabelText('Filter authors'), { target: { value: 'Number 2999' } });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    fireEvent.click(within(list).getByRole('button', { name: /Author, Number 2999/ }));
    const open = await screen.findByRole('region', { name: 'authors 2999' });
    expect((within(open).getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Author, Number 2999');
  });
});
