import { JOB_DEADLINE_MESSAGE } from '@parton/records';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../common/testing/renderRoute';
import { DRAFT_SAVE_DELAY_MS } from '../common';
import {
  choose,
  expectFieldError,
  groupError,
  input,
  renderForm,
  serveFormApi,
  submit,
  type,
} from '../common/testing';
import { JobSubmissionPage, JobUpdatePage } from './JobSubmissionPage';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function renderNewJob() {
  const view = renderForm(JobSubmissionPage, '/submissions/jobs');
  await screen.findByRole('heading', { level: 1, name: 'Submit a new job opening' });
  return view;
}

describe('job submission form', () => {
  it('shows each required field error beneath its field on an invalid submit and sends nothing', async () => {
    const api = serveFormApi();
    await renderNewJob();
    submit();
    await expectFieldError('title', 'Title is a required field');
    await expectFieldError('regions', 'Region is a required field');
    await expectFieldError('field_of_interest', 'Field of interest is a required field');
    await expectFieldError('ranks', 'Rank is a required field');
    await expectFieldError('deadline_date', 'Deadline is a required field');
    await expectFieldError('description', 'Description is a required field');
    expect(groupError('institutions')).toBe('Institution is a required field');
    expect(api.sent).toEqual([]);
  });

  it('rejects a deadline more than a year ahead and a reference letter that is neither URL nor e-mail', async () => {
    const api = serveFormApi();
    await renderNewJob();
    type('deadline_date', inDays(400));
    await expectFieldError('deadline_date', JOB_DEADLINE_MESSAGE);
    type('reference_letters.0', 'somewhere');
    await expectFieldError('reference_letters.0', 'Must be a url or an email');
    type('url', 'not a url');
    await expectFieldError('url', 'Must be a valid URL');
    expect(api.sent).toEqual([]);
  });

  it('sends the cleaned form and goes to the success page', async () => {
    const api = serveFormApi();
    const { router } = await renderNewJob();
    type('title', '  Postdoc in lattice QCD ');
    type('institutions.0.value', 'CERN');
    choose('regions', 'Europe');
    choose('field_of_interest', 'hep-lat');
    choose('ranks', 'PostDoc');
    expect(await screen.findByRole('link', { name: 'postdoc agreement' })).toBeTruthy();
    const deadline = inDays(30);
    type('deadline_date', deadline);
    type('contacts.0.email', 'boss@example.org');
    type('contacts.0.name', 'The Boss');
    type('description', 'Join us.');
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      method: 'POST',
      path: '/api/submissions/jobs',
      body: {
        data: {
          status: 'pending',
          title: 'Postdoc in lattice QCD',
          institutions: [{ value: 'CERN' }],
          regions: ['Europe'],
          field_of_interest: ['hep-lat'],
          ranks: ['POSTDOC'],
          deadline_date: deadline,
          contacts: [{ name: 'The Boss', email: 'boss@example.org' }],
          description: 'Join us.',
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/submissions/jobs/new/success'));
  });

  it.each([
    [['cataloger'], ['pending', 'open', 'closed']],
    [[], ['open', 'closed']],
  ])('offers the roles %j the statuses %j', async (roles, statuses) => {
    serveFormApi({
      roles,
      route: (url) =>
        url.pathname === '/api/submissions/jobs/7'
          ? { data: { status: 'open', title: 'A job' }, meta: { can_modify_status: true } }
          : undefined,
    });
    renderForm(JobUpdatePage, '/submissions/jobs/:id', '/submissions/jobs/7');
    await waitFor(() => expect(input('title').value).toBe('A job'));
    // The session arrives after the prefill; the options follow it.
    await waitFor(() => {
      fireEvent.mouseDown(input('status').closest('.ant-select') as Element);
      const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
        option.getAttribute('title'),
      );
      expect(offered).toEqual(statuses);
    });
  });

  it('keeps a draft across a remount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveFormApi();
    const first = await renderNewJob();
    type('title', 'Half-written job');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS + 50));
    first.unmount();
    await renderNewJob();
    expect(input('title').value).toBe('Half-written job');
  });
});

describe('job update form', () => {
  it('prefills from the API, disables the status when it may not change, and PUTs the update', async () => {
    const api = serveFormApi({
      answer: () => jsonResponse({ pid_value: 5 }),
      route: (url) =>
        url.pathname === '/api/submissions/jobs/5'
          ? {
              data: {
                status: 'open',
                title: 'Old title',
                institutions: [{ value: 'DESY' }],
                regions: ['Europe'],
                field_of_interest: ['hep-th'],
                ranks: ['SENIOR'],
                deadline_date: inDays(10),
                description: 'Text',
              },
              meta: { can_modify_status: false },
            }
          : undefined,
    });
    const { router } = renderForm(JobUpdatePage, '/submissions/jobs/:id', '/submissions/jobs/5');
    await screen.findByRole('heading', { level: 1, name: 'Update a job opening' });
    await waitFor(() => expect(input('title').value).toBe('Old title'));
    expect(input('status').disabled).toBe(true);
    type('title', 'New title');
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.method).toBe('PUT');
    expect(api.sent[0]?.path).toBe('/api/submissions/jobs/5');
    expect(api.sent[0]?.body).toMatchObject({ data: { title: 'New title', status: 'open' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/submissions/jobs/5/success'));
  });

  it("shows the server's refusal instead of the form", async () => {
    serveFormApi({
      route: (url) =>
        url.pathname === '/api/submissions/jobs/6'
          ? jsonResponse({ message: 'You are not allowed to edit this Job opening' }, 403)
          : undefined,
    });
    renderForm(JobUpdatePage, '/submissions/jobs/:id', '/submissions/jobs/6');
    expect(await screen.findByText('You are not allowed to edit this Job opening')).toBeTruthy();
  });
});
