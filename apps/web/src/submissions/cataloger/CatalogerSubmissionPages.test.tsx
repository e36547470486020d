import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../common/testing/renderRoute';
import { DRAFT_SAVE_DELAY_MS } from '../common';
import { choose, expectFieldError, input, renderForm, serveFormApi, submit, type } from '../common/testing';
import {
  ExperimentSubmissionPage,
  InstitutionSubmissionPage,
  JournalSubmissionPage,
} from './CatalogerSubmissionPages';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function renderCatalogerForm(Page: ComponentType, type: string, heading: string) {
  const api = serveFormApi({
    roles: ['cataloger'],
    answer: () => jsonResponse({ control_number: 1234 }, 201),
  });
  const view = renderForm(Page, `/submissions/${type}`);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...view, api };
}

describe('institution form', () => {
  it('requires the name and sends nothing without it', async () => {
    const { api } = await renderCatalogerForm(
      InstitutionSubmissionPage,
      'institutions',
      'Suggest institution',
    );
    submit();
    await expectFieldError('identifier', 'Name of institution is a required field');
    expect(api.sent).toEqual([]);
  });

  it('creates the record and opens it in the editor', async () => {
    const { api, router } = await renderCatalogerForm(
      InstitutionSubmissionPage,
      'institutions',
      'Suggest institution',
    );
    type('identifier', ' New Institute ');
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      method: 'POST',
      path: '/api/submissions/institutions',
      body: { data: { identifier: 'New Institute' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor/record/institutions/1234'));
  });
});

describe('experiment form', () => {
  it('requires the type and the legacy name', async () => {
    const { api } = await renderCatalogerForm(ExperimentSubmissionPage, 'experiments', 'Suggest experiment');
    submit();
    await expectFieldError('project_type', 'Type of experiment is a required field');
    await expectFieldError('legacy_name', 'Legacy name is a required field');
    expect(api.sent).toEqual([]);
  });

  it('sends the cleaned form and opens the editor', async () => {
    const { api, router } = await renderCatalogerForm(
      ExperimentSubmissionPage,
      'experiments',
      'Suggest experiment',
    );
    choose('project_type', 'Collaboration');
    type('legacy_name', 'CERN-NEW');
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.body).toEqual({ data: { project_type: ['collaboration'], legacy_name: 'CERN-NEW' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor/record/experiments/1234'));
  });
});

describe('journal form', () => {
  it('requires both titles', async () => {
    const { api } = await renderCatalogerForm(JournalSubmissionPage, 'journals', 'Suggest journal');
    submit();
    await expectFieldError('short_title', 'Short title is a required field');
    await expectFieldError('journal_title', 'Journal Title is a required field');
    expect(api.sent).toEqual([]);
  });

  it('sends the titles, opens the editor, and a server field error lands on its field', async () => {
    const api = serveFormApi({
      roles: ['cataloger'],
      answer: () =>
        jsonResponse(
          {
            message: 'Please correct the errors in the form.',
            errors: [{ path: 'short_title', message: 'Short title is already taken' }],
          },
          400,
        ),
    });
    renderForm(JournalSubmissionPage, '/submissions/journals');
    await screen.findByRole('heading', { level: 1, name: 'Suggest journal' });
    type('short_title', 'Phys.Rev.X2');
    type('journal_title', 'Physical Review X2');
    submit();
    await expectFieldError('short_title', 'Short title is already taken');
    expect(screen.getByText('Please correct the errors in the form.')).toBeTruthy();
    expect(api.sent[0]?.body).toEqual({
      data: { short_title: 'Phys.Rev.X2', journal_title: 'Physical Review X2' },
    });
  });

  it('keeps a draft across a remount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = await renderCatalogerForm(JournalSubmissionPage, 'journals', 'Suggest journal');
    type('short_title', 'Draft.J.');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS + 50));
    first.unmount();
    await renderCatalogerForm(JournalSubmissionPage, 'journals', 'Suggest journal');
    expect(input('short_title').value).toBe('Draft.J.');
  });
});
