import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { draftKeyOf } from '../api';
import { DRAFT_SAVE_DELAY_MS } from '../common';
import { AuthorSubmissionPage } from './AuthorSubmissionPage';
import { AuthorUpdatePage } from './AuthorUpdatePage';
import { AuthorUpdateSuccessPage } from './AuthorUpdateSuccessPage';

interface Call {
  method: string;
  url: URL;
  body: unknown;
}
type Answer = { status?: number; body: unknown } | undefined;

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

function me(roles: string[], profile: number | null = null): Answer {
  return {
    body: {
      data: {
        email: 'someone@example.org',
        roles,
        orcid: null,
        allow_orcid_push: false,
        profile_control_number: profile,
        recid: profile,
      },
      preferences: {},
      csrf_token: 'token',
    },
  };
}

function writes(calls: Call[]): Call[] {
  return calls.filter((call) => call.method !== 'GET');
}

function type(label: RegExp | string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const VALID_ORCID = '0000-0002-1825-0097';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthorSubmissionPage', () => {
  function renderCreate(route = '/submissions/authors') {
    return renderWithApp(<AuthorSubmissionPage />, { path: '/submissions/authors', route });
  }

  it('shows each required field’s error beneath it on an invalid submit and sends nothing', async () => {
    const calls = stubFetch((call) => (call.url.pathname === '/api/accounts/me' ? me([]) : undefined));
    renderCreate();
    fireEvent.click(screen.getByLabelText('Hidden', { selector: 'input' }));
    type(/^Website 1/, 'not a website');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const [message, inputId] of [
      ['Given Names is a required field', 'field-given_name'],
      ['Family Name is a required field', 'field-family_name'],
      ['Display Name is a required field', 'field-display_name'],
      ['Email is a required field', 'field-emails-0-value'],
      ['Must be a valid URL', 'field-websites-0'],
    ] as const) {
      const error = await screen.findByText(message);
      expect(error.closest('.submission-field')?.querySelector('input')?.id).toBe(inputId);
    }
    expect(writes(calls)).toEqual([]);
  });

  it('sends the cleaned values with the bai of the address and goes to the success page', async () => {
    const calls = stubFetch((call) => {
      if (call.url.pathname === '/api/accounts/me') {
        return me([]);
      }
      return call.method === 'POST' ? { body: { workflow_id: 'w' } } : undefined;
    });
    renderCreate('/submissions/authors?bai=H.Urhan.1');
    type(/^Given Names/, ' Harun ');
    type(/^Family Name/, 'Urhan');
    type(/^Display Name/, 'Harun Urhan');
    type(/^Email/, 'harun@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(writes(calls).map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      [
        'POST',
        '/api/submissions/authors',
        {
          data: {
            given_name: 'Harun',
            family_name: 'Urhan',
            display_name: 'Harun Urhan',
            emails: [{ value: 'harun@example.org' }],
            status: 'active',
            bai: 'H.Urhan.1',
          },
        },
      ],
    ]);
  });

  it('refuses an ORCID another profile holds, linking to that profile’s update form', async () => {
    const calls = stubFetch((call) => {
      if (call.url.pathname === '/api/accounts/me') {
        return me([]);
      }
      if (call.url.pathname === `/api/orcid/${VALID_ORCID}`) {
        return { body: { id: 42, metadata: { control_number: 42 } } };
      }
      return undefined;
    });
    renderCreate();
    type(/^ORCID/, VALID_ORCID);
    const error = await screen.findByText(/Author with this ORCID already exist, please submit an/);
    expect(within(error).getByRole('link', { name: 'update' }).getAttribute('href')).toBe(
      '/submissions/authors/42',
    );
    expect(calls.find((call) => call.url.pathname.startsWith('/api/orcid/'))?.url.pathname).toBe(
      `/api/orcid/${VALID_ORCID}`,
    );
    type(/^Given Names/, 'A');
    type(/^Family Name/, 'B');
    type(/^Display Name/, 'A B');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText(/already exist/).length).toBeGreaterThan(0));
    expect(writes(calls)).toEqual([]);
  });

  it('points a user who has a profile to its update form', async () => {
    stubFetch((call) => (call.url.pathname === '/api/accounts/me' ? me([], 7) : undefined));
    renderCreate();
    const link = await screen.findByRole('link', { name: 'author update form' });
    expect(link.getAttribute('href')).toBe('/submissions/authors/7');
    expect(link.closest('strong')).toBeTruthy();
  });

  it('restores a draft after a remount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubFetch((call) => (call.url.pathname === '/api/accounts/me' ? me([]) : undefined));
      const first = renderCreate();
      fireEvent.change(screen.getByLabelText(/^Family Name/), { target: { value: 'Half typed' } });
      await act(async () => {
        vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS + 50);
      });
      first.unmount();
      renderCreate();
      expect(screen.getByLabelText(/^Family Name/)).toHaveProperty('value', 'Half typed');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('AuthorUpdatePage', () => {
  const PREFILL = {
    data: {
      given_name: 'Harun',
      family_name: 'Urhan',
      display_name: 'Harun Urhan',
      emails: [
        { value: 'old@example.org', current: false },
        { value: 'new@example.org', current: true },
      ],
      status: 'active',
      positions: [{ institution: 'CERN', current: true, start_date: 2015 }, { institution: 'DESY' }],
    },
  };

  function renderUpdate(roles: string[], prefill: Answer = { body: PREFILL }) {
    const calls = stubFetch((call) => {
      if (call.url.pathname === '/api/accounts/me') {
        return me(roles);
      }
      if (call.url.pathname === '/api/submissions/authors/7') {
        return call.method === 'PUT' ? { body: { pid_value: 7 } } : prefill;
      }
      return undefined;
    });
    renderWithApp(<AuthorUpdatePage />, {
      path: '/submissions/authors/:id',
      route: '/submissions/authors/7',
    });
    return calls;
  }

  it('prefills the profile; a non-cataloger can hide entries but not remove them', async () => {
    renderUpdate([]);
    expect(await screen.findByDisplayValue('new@example.org')).toBeTruthy();
    expect(screen.getByDisplayValue('CERN')).toBeTruthy();
    expect(screen.getByDisplayValue('2015')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Update author' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove email/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove position/ })).toBeNull();
    // Hidden boxes: one per e-mail, position, experiment and advisor entry.
    expect(screen.getAllByLabelText('Hidden', { selector: 'input' })).toHaveLength(6);
  });

  it('lets a cataloger remove entries', async () => {
    renderUpdate(['cataloger']);
    await screen.findByDisplayValue('new@example.org');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove position 2' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Remove email 1' })).toBeTruthy();
  });

  it('sends the update with PUT and goes to the update success page', async () => {
    const calls = renderUpdate([]);
    await screen.findByDisplayValue('new@example.org');
    type(/^Display Name/, 'H. Urhan');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    const [put] = writes(calls);
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe('/api/submissions/authors/7');
    expect((put?.body as { data?: Record<string, unknown> } | undefined)?.data).toMatchObject({
      display_name: 'H. Urhan',
      positions: [{ institution: 'CERN', current: true, start_date: 2015 }, { institution: 'DESY' }],
    });
    expect(window.localStorage.getItem(draftKeyOf('authors', '7'))).toBeNull();
  });

  it('shows the server’s refusal in place of the form', async () => {
    renderUpdate([], { status: 403, body: { message: 'You are not allowed to edit this author' } });
    expect(await screen.findByText('You are not allowed to edit this author')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('AuthorUpdateSuccessPage', () => {
  it('links to the updated profile', () => {
    renderWithApp(<AuthorUpdateSuccessPage />, {
      path: '/submissions/authors/:id/success',
      route: '/submissions/authors/7/success',
    });
    expect(screen.getByRole('link', { name: 'here' }).getAttribute('href')).toBe('/authors/7');
  });
});
