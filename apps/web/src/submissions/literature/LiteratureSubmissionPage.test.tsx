import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { DRAFT_SAVE_DELAY_MS } from '../common';
import { importedFormValues } from './importApi';
import { LITERATURE_DRAFT_KEY, LiteratureSubmissionPage } from './LiteratureSubmissionPage';

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | undefined;

/** fetch answering from `respond` (unknown URLs: 404), keeping every request with its method and body. */
function stubFetch(respond: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: Call = {
        method: init?.method ?? 'GET',
        url: new URL(String(input), 'http://localhost'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = respond(call) ?? { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

const CONFIG = { body: {} };

function configOr(call: Call, answer: Answer): Answer {
  return call.url.pathname === '/api/config' ? CONFIG : answer;
}

function renderPage() {
  return renderWithApp(<LiteratureSubmissionPage />, {
    path: '/submissions/literature',
    route: '/submissions/literature',
  });
}

function writes(calls: Call[]): Call[] {
  return calls.filter((call) => call.method !== 'GET');
}

async function importIdentifier(identifier: string) {
  fireEvent.change(screen.getByLabelText('From arXiv or DOI'), { target: { value: identifier } });
  fireEvent.submit(screen.getByLabelText('From arXiv or DOI').closest('form') as HTMLFormElement);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LiteratureSubmissionPage', () => {
  it('starts with the import step and shows the form after skipping it', async () => {
    stubFetch((call) => configOr(call, undefined));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Suggest content' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Suggest content' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Skip and fill the form manually' }));
    expect(await screen.findByRole('form', { name: 'Suggest content' })).toBeTruthy();
    expect(screen.getByText('Publication Info')).toBeTruthy();
  });

  it('links the operator’s content policy when one is configured', async () => {
    stubFetch((call) =>
      call.url.pathname === '/api/config'
        ? { body: { contentPolicyUrl: 'https://help.example.org/policy' } }
        : undefined,
    );
    renderPage();
    // The built-in page is linked until /api/config answers.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'content policy' }).getAttribute('href')).toBe(
        'https://help.example.org/policy',
      ),
    );
  });

  it('links the built-in content policy (content/help) without one', async () => {
    stubFetch((call) => configOr(call, undefined));
    renderPage();
    const link = await screen.findByRole('link', { name: 'content policy' });
    expect(link.getAttribute('href')).toBe('/help/content-policy');
  });

  it('shows each required field’s error beneath it on an invalid submit and sends nothing', async () => {
    const calls = stubFetch((call) => configOr(call, undefined));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Skip and fill the form manually' }));
    fireEvent.change(await screen.findByLabelText(/^DOI/), { target: { value: 'not a doi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const title = await screen.findByText('Title is a required field');
    expect(title.closest('.submission-field')?.querySelector('input')?.id).toBe('field-title');
    expect(screen.getByText('Subject is a required field').closest('.submission-field')?.textContent).toMatch(
      /^Subjects/,
    );
    const authorName = screen.getByText('Full name is a required field');
    expect(authorName.closest('.submission-field')?.querySelector('input')?.id).toBe(
      'field-authors-0-full_name',
    );
    expect(screen.getByText('DOI is not valid')).toBeTruthy();
    expect(screen.getByLabelText(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toEqual([]);
  });

  it('prefills the form from an arXiv import, with its document type, and validates it at once', async () => {
    const calls = stubFetch((call) =>
      configOr(
        call,
        call.url.pathname === '/api/literature/import/arXiv:1207.7235'
          ? {
              body: {
                data: {
                  document_type: 'thesis',
                  arxiv_id: '1207.7235',
                  title: 'Observation of a new boson',
                  subjects: ['Experiment-HEP'],
                  authors: [{ full_name: 'Chatrchyan, Serguei', affiliation: 'Yerevan Phys. Inst.' }],
                  institution: 'CERN',
                  defense_date: 'in the spring',
                },
              },
            }
          : undefined,
      ),
    );
    renderPage();
    await importIdentifier('arXiv:1207.7235');
    expect(await screen.findByDisplayValue('Observation of a new boson')).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/api/literature/import/arXiv:1207.7235')).toBe(true);
    expect(screen.getByText('Thesis Info')).toBeTruthy();
    expect(screen.getByDisplayValue('CERN')).toBeTruthy();
    expect(screen.getByDisplayValue('Chatrchyan, Serguei')).toBeTruthy();
    // The imported date is wrong: its error shows without a blur.
    expect(await screen.findByText('Not a valid date')).toBeTruthy();
  });

  it('links to the record we already have when the import answers 409', async () => {
    stubFetch((call) =>
      configOr(
        call,
        call.url.pathname.startsWith('/api/literature/import/')
          ? {
              status: 409,
              body: { message: 'The article 10.1103/physrevd.1.1 already exists', recid: '1234' },
            }
          : undefined,
      ),
    );
    renderPage();
    await importIdentifier('10.1103/PhysRevD.1.1');
    const alert = await screen.findByText(/already exists/);
    const link = within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link', {
      name: 'See the record',
    });
    expect(link.getAttribute('href')).toBe('/literature/1234');
    expect(screen.queryByRole('form', { name: 'Suggest content' })).toBeNull();
  });

  it('shows the server’s import failure, or its own wording when there is none', async () => {
    let answer: Answer = { status: 404, body: { message: 'No article found for 9999.99999' } };
    stubFetch((call) =>
      configOr(call, call.url.pathname.startsWith('/api/literature/import/') ? answer : undefined),
    );
    renderPage();
    await importIdentifier('9999.99999');
    expect(await screen.findByText('No article found for 9999.99999')).toBeTruthy();
    answer = { status: 502, body: {} };
    await importIdentifier('1207.7235');
    expect(await screen.findByText('Something went wrong during the import')).toBeTruthy();
  });

  it('sends the cleaned values of the chosen type and goes to the success page', async () => {
    window.localStorage.setItem(
      LITERATURE_DRAFT_KEY,
      JSON.stringify({
        ...importedFormValues({}),
        document_type: 'book',
        title: '  A book  ',
        subjects: ['Lattice'],
        authors: [{}, { full_name: 'Urhan, Harun', affiliation: '' }],
        journal_title: 'typed while it was an article',
        publication_date: '2020-05',
        pdf_link: 'https://host.org/a b.pdf',
        report_numbers: ['', 'CERN-TH-1'],
      }),
    );
    const calls = stubFetch((call) =>
      configOr(call, call.method === 'POST' ? { body: { workflow_id: 'x' } } : undefined),
    );
    const origSet = Storage.prototype.setItem;
    const origRemove = Storage.prototype.removeItem;
    Storage.prototype.setItem = function (k: string, v: string) {
      console.log('SET', k, new Error().stack?.split('\n').slice(1, 6).join('|'));
      origSet.call(this, k, v);
    };
    Storage.prototype.removeItem = function (k: string) {
      console.log('REMOVE', k);
      origRemove.call(this, k);
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    console.log(
      'ALERTS',
      screen.queryAllByRole('alert').map((node) => node.textContent),
      JSON.stringify(calls.map((c) => [c.method, c.url.pathname])),
    );
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: new URL('http://localhost/api/submissions/literature'),
        body: {
          data: {
            document_type: 'book',
            title: 'A book',
            language: 'en',
            subjects: ['Lattice'],
            authors: [{ full_name: 'Urhan, Harun' }],
            publication_date: '2020-05',
            pdf_link: 'https://host.org/a%20b.pdf',
            report_numbers: ['CERN-TH-1'],
          },
        },
      },
    ]);
    await waitFor(() => expect(window.localStorage.getItem(LITERATURE_DRAFT_KEY)).toBeNull());
  });

  it('shows the server’s answer to a duplicate above the form and its field errors beneath the fields', async () => {
    window.localStorage.setItem(
      LITERATURE_DRAFT_KEY,
      JSON.stringify({
        ...importedFormValues({}),
        title: 'A paper',
        subjects: ['Lattice'],
        authors: [{ full_name: 'Urhan, Harun' }],
      }),
    );
    let answer: Answer = {
      status: 409,
      body: { message: 'A HEP record with the same DOI or arXiv ID is currently being processed.' },
    };
    stubFetch((call) => configOr(call, call.method === 'POST' ? answer : undefined));
    renderPage();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    expect(await screen.findByText(/currently being processed/)).toBeTruthy();
    answer = {
      status: 400,
      body: { message: 'Invalid submission', errors: [{ path: 'title', message: 'Title is too long' }] },
    };
    fireEvent.click(submit);
    const error = await screen.findByText('Title is too long');
    expect(error.closest('.submission-field')?.querySelector('input')?.id).toBe('field-title');
  });

  it('keeps what was typed in a draft that a remount restores', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubFetch((call) => configOr(call, undefined));
      const first = renderPage();
      fireEvent.click(screen.getByRole('button', { name: 'Skip and fill the form manually' }));
      fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Half-typed title' } });
      await act(async () => {
        vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS + 50);
      });
      first.unmount();
      renderPage();
      // The draft opens the form at once, without the import step's skip.
      await waitFor(() =>
        expect(screen.getByLabelText(/^Title/)).toHaveProperty('value', 'Half-typed title'),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
