import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackoffice } from '../backoffice/testing/fixtures';
import { CLIENT_ID_KEY } from './clientId';
import {
  FEEDBACK_ERROR_MESSAGE,
  FEEDBACK_REQUIRED_MESSAGE,
  FEEDBACK_SUCCESS_MESSAGE,
  FEEDBACK_SUCCESS_MS,
  FEEDBACK_TITLE,
  SearchFeedback,
} from './SearchFeedback';

// Whole modals with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function openForm(query = 't higgs') {
  render(<SearchFeedback query={query} />);
  expect(screen.getByRole('heading', { name: FEEDBACK_TITLE })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
}

const question = () => screen.getByLabelText(/what you were searching for/i);
const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

describe('search feedback card', () => {
  it('keeps submit disabled while the question is blank or whitespace, and says why on leaving it', () => {
    openForm();
    expect(submit().disabled).toBe(true);
    fireEvent.change(question(), { target: { value: '   ' } });
    expect(submit().disabled).toBe(true);
    fireEvent.blur(question());
    expect(screen.getByText(FEEDBACK_REQUIRED_MESSAGE)).toBeTruthy();
    fireEvent.change(question(), { target: { value: 'Where is the 2012 paper?' } });
    expect(submit().disabled).toBe(false);
  });

  it('sends the question, the additional text, the search and the client id, then thanks for 4 s', async () => {
    const calls = fakeBackoffice((call) =>
      call.url.pathname === '/ai/v1/search-feedback' ? { status: 201, body: { message: 'ok' } } : undefined,
    );
    openForm('t higgs');
    fireEvent.change(question(), { target: { value: ' Where is the 2012 paper? ' } });
    fireEvent.change(screen.getByLabelText(/anything else/i), { target: { value: 'ATLAS' } });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(submit());
    });
    expect(screen.getByText(FEEDBACK_SUCCESS_MESSAGE)).toBeTruthy();
    expect(FEEDBACK_SUCCESS_MESSAGE).toBe('Thank you for your feedback! Your input helps us improve Parton');
    const call = calls.find((recorded) => recorded.url.pathname === '/ai/v1/search-feedback');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      question: 'Where is the 2012 paper?',
      additional: 'ATLAS',
      query: 't higgs',
      matomo_client_id: localStorage.getItem(CLIENT_ID_KEY),
    });
    expect(localStorage.getItem(CLIENT_ID_KEY)).toMatch(/^[0-9a-f-]{32,36}$/);
    act(() => {
      vi.advanceTimersByTime(FEEDBACK_SUCCESS_MS - 100);
    });
    expect(screen.queryByText(FEEDBACK_SUCCESS_MESSAGE)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByText(FEEDBACK_SUCCESS_MESSAGE)).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the form open with the failure message when the server refuses', async () => {
    fakeBackoffice(() => ({ status: 500, body: { status: 500, message: 'Internal Server Error' } }));
    openForm();
    fireEvent.change(question(), { target: { value: 'Anything' } });
    fireEvent.click(submit());
    expect(await screen.findByText(FEEDBACK_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText(FEEDBACK_SUCCESS_MESSAGE)).toBeNull();
  });
});
