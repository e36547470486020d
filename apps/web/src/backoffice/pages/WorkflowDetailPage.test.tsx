import type { Workflow } from '@parton/records';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeBackoffice,
  logIn,
  type RecordedCall,
  renderBackoffice,
  searchResponse,
  workflow,
} from '../testing/fixtures';

// The first lazy route and antd's first style pass are slow on a busy machine.
const FIRST_PAINT = { timeout: 20_000 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** Serves one workflow at its detail path; `onWrite` answers POST and DELETE calls. */
function serveWorkflow(
  current: () => Workflow,
  onWrite: (call: RecordedCall) => { status?: number; body: unknown },
) {
  return fakeBackoffice((call) => {
    const kind = current().workflow_type.startsWith('AUTHOR') ? 'authors' : 'literature';
    const base = `/api/backoffice/workflows/${kind}/${current().id}/`;
    if (call.method !== 'GET' && call.url.pathname.startsWith(base)) {
      return onWrite(call);
    }
    if (call.url.pathname === base) {
      return { body: current() };
    }
    if (call.url.pathname.endsWith('/search/')) {
      return { body: searchResponse([]) };
    }
    return undefined;
  });
}

const LITERATURE = workflow({
  id: 'lit-1',
  workflow_type: 'HEP_SUBMISSION',
  status: 'approval',
  data: {
    titles: [{ title: 'A study of quarks' }],
    authors: [{ full_name: 'Doe, Jane', affiliations: [{ value: 'CERN' }] }],
    abstracts: [{ value: 'We study quarks.' }],
    arxiv_eprints: [{ value: '2401.01234' }],
    dois: [{ value: '10.1000/xyz' }],
    publication_info: [{ journal_title: 'Phys.Rev.D', journal_volume: '98', year: 2018, artid: '030001' }],
    inspire_categories: [{ term: 'Phenomenology-HEP' }],
    references: [
      {
        reference: { label: '1', arxiv_eprint: '1207.7214' },
        record: { $ref: 'http://localhost/api/literature/4242' },
        raw_refs: [{ schema: 'text', value: '[1] arXiv:1207.7214', source: 'submitter' }],
      },
      { reference: { misc: ['Unknown thing'] }, raw_refs: [{ schema: 'text', value: 'Unknown thing' }] },
    ],
  },
  form_data: { references: '[1] arXiv:1207.7214\nUnknown thing', comments: 'Please hurry.' },
  reference_count: { total: 2, matched: 1, core: 1 },
});

describe('workflow detail', () => {
  it('shows an author submission readably and accepts it with the success notice', async () => {
    logIn();
    let current = workflow({
      data: {
        name: { value: 'Doe, Jane', preferred_name: 'Jane Doe' },
        ids: [{ schema: 'ORCID', value: '0000-0002-1825-0097' }],
        positions: [{ institution: 'CERN', start_date: '2020', current: true, rank: 'STAFF' }],
        advisors: [{ name: 'Smith, John', degree_type: 'phd' }],
        _private_notes: [{ value: 'Met at the workshop.' }],
      },
    });
    const calls = serveWorkflow(
      () => current,
      (call) => {
        current = {
          ...current,
          status: 'completed',
          control_number: 777,
          decisions: [
            { id: 1, action: 'accept', value: null, user: { email: 'c@x.org' }, _created_at: '2024-01-01' },
          ],
        };
        return { body: { action: call.url.pathname } };
      },
    );
    renderBackoffice('/backoffice/authors/wf-1');
    expect(await screen.findByRole('heading', { name: 'Jane Doe', level: 1 }, FIRST_PAINT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '0000-0002-1825-0097' }).getAttribute('href')).toBe(
      'https://orcid.org/0000-0002-1825-0097',
    );
    expect(screen.getByText('CERN')).toBeTruthy();
    expect(screen.getByText('Smith, John')).toBeTruthy();
    expect(screen.getByText('Met at the workshop.')).toBeTruthy();
    expect(screen.getByText(/Submitted by jane@example.org on/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept + Curation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restart workflow' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accept performed successfully')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/api/backoffice/workflows/authors/wf-1/accept/');
    expect(post?.authorization).toBe('Bearer access-1');
    // Once decided: "This workflow is <pill> as <control number link>", no buttons.
    const link = await screen.findByRole('link', { name: '#777' });
    expect(link.getAttribute('href')).toBe('/authors/777');
    expect(link.closest('p')?.textContent).toBe('This workflow is Accept as #777');
    expect(screen.queryByRole('button', { name: 'Accept + Curation' })).toBeNull();
  });

  it('shows the server detail when a decision is refused', async () => {
    logIn();
    serveWorkflow(
      () => workflow(),
      () => ({ status: 409, body: { detail: 'This workflow is not waiting for a decision.' } }),
    );
    renderBackoffice('/backoffice/authors/wf-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }, FIRST_PAINT));
    expect(await screen.findByText('Unable to perform action')).toBeTruthy();
    expect(screen.getByText('This workflow is not waiting for a decision.')).toBeTruthy();
  });

  it('shows a literature submission with its references and comments, and rejects it with a reason', async () => {
    logIn();
    const calls = serveWorkflow(
      () => LITERATURE,
      () => ({ body: {} }),
    );
    renderBackoffice('/backoffice/literature/lit-1');
    expect(
      await screen.findByRole('heading', { name: 'A study of quarks', level: 1 }, FIRST_PAINT),
    ).toBeTruthy();
    expect(screen.getByText('We study quarks.')).toBeTruthy();
    expect(screen.getByText('Phys.Rev.D 98 (2018) 030001')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2401.01234' }).getAttribute('href')).toBe(
      'https://arxiv.org/abs/2401.01234',
    );
    expect(screen.getByText('Phenomenology-HEP')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#4242' }).getAttribute('href')).toBe('/literature/4242');
    expect(screen.getByText('not matched')).toBeTruthy();
    expect(screen.getAllByText(/References: 1\/2 core, 1\/2 matched/).length).toBeGreaterThan(0);
    expect(screen.getByText(/\[1\] arXiv:1207.7214\s+Unknown thing/)).toBeTruthy();
    expect(screen.getByText('Please hurry.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Core' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reason for rejection')).toBeTruthy();
    const textarea = within(dialog).getByLabelText('Reason');
    expect(textarea.getAttribute('maxlength')).toBe('1500');
    fireEvent.change(textarea, { target: { value: 'Out of scope, sorry.' } });
    expect(within(dialog).getByText('20 / 1500')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/api/backoffice/workflows/literature/lit-1/hep_reject/');
    expect(post?.body).toEqual({ value: 'Out of scope, sorry.' });
  });

  it('resolves a fuzzy match with Best match or None of these', async () => {
    logIn();
    const candidate = {
      control_number: 99,
      title: 'A study of quarks (published)',
      authors: ['Doe, Jane'],
      authors_count: 1,
      arxiv_eprint: null,
      dois: [],
      earliest_date: '2018',
      publication_info: null,
      abstract: null,
    };
    const calls = serveWorkflow(
      () => ({
        ...LITERATURE,
        status: 'approval_fuzzy_matching',
        matches: { exact: [], fuzzy: [candidate] },
      }),
      () => ({ body: {} }),
    );
    renderBackoffice('/backoffice/literature/lit-1');
    expect(await screen.findByText('Matches Found', undefined, FIRST_PAINT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Best match' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ value: '99' });
    fireEvent.click(await screen.findByRole('button', { name: 'None of these' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]?.body).toEqual({});
  });

  it('deletes after a confirmation and goes back to the search', async () => {
    logIn();
    const calls = serveWorkflow(
      () => workflow({ status: 'error', error: 'The author schema refused the record.' }),
      () => ({ status: 204, body: null }),
    );
    const { router } = renderBackoffice('/backoffice/authors/wf-1');
    expect(
      await screen.findByText('The author schema refused the record.', undefined, FIRST_PAINT),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restart workflow' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This operation is unreversable.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Workflow deleted successfully.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/authors/search'));
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe(
      '/api/backoffice/workflows/authors/wf-1/',
    );
  });

  it('says so when the delete is refused', async () => {
    logIn();
    serveWorkflow(
      () => workflow(),
      () => ({ status: 500, body: { message: 'Database unavailable' } }),
    );
    renderBackoffice('/backoffice/authors/wf-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unable to delete workflow')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
  });

  it('answers not found for an unknown workflow', async () => {
    logIn();
    fakeBackoffice(() => undefined);
    renderBackoffice('/backoffice/literature/missing');
    expect(
      await screen.findByText(
        'Sorry, we were not able to find what you were looking for...',
        undefined,
        FIRST_PAINT,
      ),
    ).toBeTruthy();
  });
});
