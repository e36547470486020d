import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse } from '../../common/testing/renderRoute';
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
import { ConferenceSubmissionPage } from './ConferenceSubmissionPage';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function renderConferenceForm(route?: (url: URL) => unknown) {
  const api = serveFormApi({ answer: () => jsonResponse({ pid_value: 77, cnum: 'C27-03-01' }, 201), route });
  const view = renderForm(ConferenceSubmissionPage, '/submissions/conferences');
  await screen.findByRole('heading', { level: 1, name: 'Submit a new conference' });
  return { ...view, api };
}

describe('conference submission form', () => {
  it('shows each field error beneath its field on an invalid submit and sends nothing', async () => {
    const { api } = await renderConferenceForm();
    type('dates', '2027-03-01');
    type('series_number', 'five');
    type('websites.0', 'conference.org');
    type('contacts.0.email', 'not-an-email');
    submit();
    await expectFieldError('name', 'Conference Name is a required field');
    await expectFieldError('dates', 'Dates is a required field');
    expect(groupError('addresses')).toBe('Addresses is a required field');
    await expectFieldError('field_of_interest', 'Field of interest is a required field');
    await expectFieldError('series_number', 'Must be a number');
    await expectFieldError('websites.0', 'Must be a valid URL');
    await expectFieldError('contacts.0.name', 'Contact name is a required field');
    await expectFieldError('contacts.0.email', 'Must be a valid email');
    expect(api.sent).toEqual([]);
  });

  it('sends the cleaned form and shows the success page with the cnum', async () => {
    const { api, router } = await renderConferenceForm();
    type('name', 'Strings 2027');
    type('acronyms.0', 'Strings27');
    type('dates', '2027-03-01');
    fireEvent.change(document.getElementById('field-dates-end') as HTMLElement, {
      target: { value: '2027-03-05' },
    });
    type('addresses.0.city', 'Geneva');
    choose('addresses.0.country', 'Switzerland');
    choose('field_of_interest', 'Theory-HEP');
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      method: 'POST',
      path: '/api/submissions/conferences',
      body: {
        data: {
          name: 'Strings 2027',
          acronyms: ['Strings27'],
          dates: ['2027-03-01', '2027-03-05'],
          addresses: [{ city: 'Geneva', country: 'Switzerland' }],
          field_of_interest: ['Theory-HEP'],
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/submissions/conferences/new/success'));
    expect(router.state.location.search).toBe('?pid_value=77&cnum=C27-03-01');
  });

  it('warns about other conferences in the same dates and lists them in a drawer', async () => {
    await renderConferenceForm((url) =>
      url.pathname === '/api/conferences' && url.searchParams.get('contains') === '2027-03-01--2027-03-05'
        ? {
            hits: {
              total: 1,
              hits: [envelope({ control_number: 9, titles: [{ title: 'Another meeting' }] })],
            },
            links: {},
          }
        : undefined,
    );
    type('dates', '2027-03-01');
    fireEvent.change(document.getElementById('field-dates-end') as HTMLElement, {
      target: { value: '2027-03-05' },
    });
    expect(await screen.findByText(/1 other conference\(s\) found in these dates/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect((await screen.findByRole('link', { name: 'Another meeting' })).getAttribute('href')).toBe(
      '/conferences/9',
    );
  });

  it('keeps a draft across a remount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = await renderConferenceForm();
    type('name', 'Draft conference');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS + 50));
    first.unmount();
    await renderConferenceForm();
    expect(input('name').value).toBe('Draft conference');
  });
});
