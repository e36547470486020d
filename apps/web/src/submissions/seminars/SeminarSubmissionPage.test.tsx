import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../common/testing/renderRoute';
import { DRAFT_SAVE_DELAY_MS, fromSeminarDateTime, toSeminarDateTime } from '../common';
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
import { browserTimeZone, SeminarSubmissionPage, SeminarUpdatePage } from './SeminarSubmissionPage';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function renderSeminarForm() {
  const api = serveFormApi({ answer: () => jsonResponse({ pid_value: 88 }, 201) });
  const view = renderForm(SeminarSubmissionPage, '/submissions/seminars');
  await screen.findByRole('heading', { level: 1, name: 'Submit a new seminar' });
  return { ...view, api };
}

function setEnd(value: string) {
  fireEvent.change(document.getElementById('field-dates-end') as HTMLElement, { target: { value } });
}

describe('seminar date-times', () => {
  it('convert between the picker and the form format both ways', () => {
    expect(toSeminarDateTime('2027-03-05T14:30')).toBe('2027-03-05 02:30 PM');
    expect(toSeminarDateTime('2027-03-05T00:05')).toBe('2027-03-05 12:05 AM');
    expect(fromSeminarDateTime('2027-03-05 02:30 PM')).toBe('2027-03-05T14:30');
    expect(fromSeminarDateTime('2027-03-05 12:05 AM')).toBe('2027-03-05T00:05');
    expect(fromSeminarDateTime('garbage')).toBe('');
  });
});

describe('seminar submission form', () => {
  it('defaults the time zone to the browser', async () => {
    await renderSeminarForm();
    expect(input('timezone').closest('.ant-select')?.textContent).toContain(browserTimeZone());
  });

  it('shows each field error beneath its field on an invalid submit and sends nothing', async () => {
    const { api } = await renderSeminarForm();
    type('dates', '2027-03-05T14:00');
    type('material_urls.0.description', 'Slides');
    type('join_urls.0.value', 'zoom');
    type('address.venue', 'Main auditorium');
    type('literature_records.0', 'abc');
    submit();
    await expectFieldError('name', 'Seminar Name is a required field');
    await expectFieldError('dates', 'Please fill in both start and end dates');
    expect(groupError('speakers')).toBe('Speakers is a required field');
    await expectFieldError('field_of_interest', 'Field of interest is a required field');
    await expectFieldError('material_urls.0.value', 'Material is a required field');
    await expectFieldError('join_urls.0.value', 'Must be a valid URL');
    await expectFieldError('address.city', 'City is a required field');
    await expectFieldError('address.country', 'Country is a required field');
    await expectFieldError('literature_records.0', 'Must be a record number');
    expect(api.sent).toEqual([]);
  });

  it('sends the cleaned form with local date-times and its zone, then shows the success page', async () => {
    const { api, router } = await renderSeminarForm();
    type('name', 'Amplitudes seminar');
    type('dates', '2027-03-05T14:00');
    setEnd('2027-03-05T15:30');
    type('speakers.0.name', 'Ada Lovelace');
    choose('field_of_interest', 'Theory-HEP');
    fireEvent.click(screen.getByLabelText('Has captions'));
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      method: 'POST',
      path: '/api/submissions/seminars',
      body: {
        data: {
          name: 'Amplitudes seminar',
          dates: ['2027-03-05 02:00 PM', '2027-03-05 03:30 PM'],
          timezone: browserTimeZone(),
          speakers: [{ name: 'Ada Lovelace' }],
          captioned: true,
          field_of_interest: ['Theory-HEP'],
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/submissions/seminars/new/success'));
    expect(router.state.location.search).toBe('?pid_value=88');
  });

  it('keeps a draft across a remount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = await renderSeminarForm();
    type('name', 'Draft seminar');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS + 50));
    first.unmount();
    await renderSeminarForm();
    expect(input('name').value).toBe('Draft seminar');
  });
});

describe('seminar update form', () => {
  it('prefills from the API and PUTs the update', async () => {
    const api = serveFormApi({
      answer: () => jsonResponse({ pid_value: 3 }),
      route: (url) =>
        url.pathname === '/api/submissions/seminars/3'
          ? {
              data: {
                name: 'Old talk',
                dates: ['2027-03-05 02:00 PM', '2027-03-05 03:00 PM'],
                timezone: 'Europe/Zurich',
                speakers: [{ name: 'Speaker' }],
                field_of_interest: ['Lattice'],
              },
            }
          : undefined,
    });
    const { router } = renderForm(SeminarUpdatePage, '/submissions/seminars/:id', '/submissions/seminars/3');
    await screen.findByRole('heading', { level: 1, name: 'Update a seminar' });
    await waitFor(() => expect(input('name').value).toBe('Old talk'));
    expect(input('dates').value).toBe('2027-03-05T14:00');
    type('name', 'New talk');
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/submissions/seminars/3',
      body: { data: { name: 'New talk', timezone: 'Europe/Zurich' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/submissions/seminars/3/success'));
  });
});
