import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SUBSCRIBE_ERROR_MESSAGE,
  SUBSCRIBE_SUCCESS_CLOSE_MS,
  SubscribeJobsModal,
} from './SubscribeJobsModal';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

function openModal() {
  render(<SubscribeJobsModal />);
  fireEvent.click(screen.getByRole('button', { name: /subscribe to mailing list/i }));
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submitButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement;
}

function fillValidForm() {
  fill('Email', '  jane@cern.ch ');
  fill('First Name', 'Jane');
  fill('Last Name', 'Doe');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SubscribeJobsModal', () => {
  it('keeps submit disabled until every field is valid', () => {
    openModal();
    expect(submitButton().disabled).toBe(true);
    fill('Email', 'jane@cern.ch');
    fill('First Name', 'Jane');
    expect(submitButton().disabled).toBe(true);
    fill('Last Name', 'Doe');
    expect(submitButton().disabled).toBe(false);
  });

  it('does not show errors while typing, only when leaving the field', () => {
    openModal();
    fill('Email', 'not-an-email');
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
  });

  it('posts the trimmed values, confirms, and closes after 4 seconds', async () => {
    const fetchMock = vi.fn(async () => new Response('{"message":"Success"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    openModal();
    fillValidForm();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(screen.getByText('You have successfully subscribed!')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/mailing/subscribe/jobs/weekly');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'jane@cern.ch',
      first_name: 'Jane',
      last_name: 'Doe',
    });

    act(() => {
      vi.advanceTimersByTime(SUBSCRIBE_SUCCESS_CLOSE_MS - 100);
    });
    expect(screen.getByText('You have successfully subscribed!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByText('You have successfully subscribed!')).toBeNull());
    expect(SUBSCRIBE_SUCCESS_CLOSE_MS).toBe(4000);
  });

  it('says it could not subscribe and stays open when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"boom"}', { status: 500 })),
    );
    openModal();
    fillValidForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText(SUBSCRIBE_ERROR_MESSAGE)).toBeTruthy();
    expect(SUBSCRIBE_ERROR_MESSAGE).toBe('Could not subscribe, please try again.');
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('lets a failed subscription be tried again, and the error goes once it works', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"message":"boom"}', { status: 500 }))
      .mockResolvedValueOnce(new Response('{"message":"Success"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    openModal();
    fillValidForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText(SUBSCRIBE_ERROR_MESSAGE)).toBeTruthy();
    // The button's spinner leaves with an animation jsdom never ends (its name stays 'loading Subscribe').
    fireEvent.submit(screen.getByRole('form', { name: 'Subscribe to the weekly jobs update' }));
    expect(await screen.findByText('You have successfully subscribed!')).toBeTruthy();
    expect(screen.queryByText(SUBSCRIBE_ERROR_MESSAGE)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends one request however often the form is submitted while it waits', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    openModal();
    fillValidForm();
    const form = screen.getByRole('form', { name: 'Subscribe to the weekly jobs update' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    await act(async () => answer(new Response('{"message":"Success"}', { status: 200 })));
    expect(await screen.findByText('You have successfully subscribed!')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens again with an empty form after closing itself: the success flag is reset', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Success"}', { status: 200 })),
    );
    openModal();
    fillValidForm();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(screen.getByText('You have successfully subscribed!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(SUBSCRIBE_SUCCESS_CLOSE_MS + 10);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByText('You have successfully subscribed!')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /subscribe to mailing list/i }));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('You have successfully subscribed!')).toBeNull();
    expect(submitButton().disabled).toBe(true);
  });

  it('closes at once when dismissed during the confirmation, and does not close a later opening', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Success"}', { status: 200 })),
    );
    openModal();
    fillValidForm();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: /subscribe to mailing list/i }));
    act(() => {
      vi.advanceTimersByTime(SUBSCRIBE_SUCCESS_CLOSE_MS + 10);
    });
    vi.useRealTimers();
    // The first opening's timer was cancelled: the second form is still open.
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });
});
