import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../common/testing/renderRoute';
import { createTestQueryClient, renderWithApp } from '../test/render';
import { type CurrentUser, userKeys } from './api';
import { ChangeEmailForm, EMAIL_CHANGED_MESSAGE } from './ChangeEmailForm';
import { canSubmitEmail, isValidEmail, safeNext } from './emailRules';
import { OrcidPushSetting } from './OrcidPushSetting';
import { SIGNUP_PASSWORD_HELP, SIGNUP_PASSWORD_LABEL, SignUpPage } from './SignUpPage';

const AUTHOR: CurrentUser = {
  email: 'author@example.org',
  roles: [],
  orcid: '0000-0002-1825-0097',
  allowOrcidPush: false,
  profileControlNumber: 1010819,
  preferences: {},
  csrfToken: 'token-1',
};

function accountBody(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      email: AUTHOR.email,
      roles: [],
      orcid: AUTHOR.orcid,
      allow_orcid_push: false,
      profile_control_number: AUTHOR.profileControlNumber,
      ...overrides,
    },
    preferences: {},
    csrf_token: 'token-1',
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('e-mail rules', () => {
  it('accepts trimmed valid addresses only', () => {
    expect(isValidEmail(' a@b.org ')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('needs a valid address that differs from the initial one', () => {
    expect(canSubmitEmail('')).toBe(false);
    expect(canSubmitEmail('x@y.org')).toBe(true);
    expect(canSubmitEmail(' x@y.org ', 'x@y.org')).toBe(false);
    expect(canSubmitEmail('z@y.org', 'x@y.org')).toBe(true);
  });

  it('keeps `next` to paths of this site', () => {
    expect(safeNext('/jobs?q=a')).toBe('/jobs?q=a');
    expect(safeNext('//evil.example')).toBeUndefined();
    expect(safeNext('https://evil.example')).toBeUndefined();
  });
});

describe('sign-up form', () => {
  it('enables submit only for a valid address and posts it trimmed', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ message: 'Please check your e-mail.' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<SignUpPage />);
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(SIGNUP_PASSWORD_LABEL), { target: { value: 'long-enough' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    await waitFor(() => expect(submit).toHaveProperty('disabled', true));
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '  new@example.org ' } });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Please check your e-mail.')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'new@example.org', password: 'long-enough' });
  });

  it('asks for the password deliberately, saying no confirmation e-mail is sent (documented departure)', () => {
    renderWithApp(<SignUpPage />);
    expect(screen.getByLabelText(SIGNUP_PASSWORD_LABEL)).toBeTruthy();
    expect(SIGNUP_PASSWORD_LABEL).toBe('Choose a password');
    expect(screen.getByText(SIGNUP_PASSWORD_HELP)).toBeTruthy();
    expect(SIGNUP_PASSWORD_HELP).toMatch(/no confirmation e-mail/);
  });

  it("shows 'Something went wrong' when the server gives no message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    renderWithApp(<SignUpPage />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.org' } });
    fireEvent.change(screen.getByLabelText(SIGNUP_PASSWORD_LABEL), { target: { value: 'long-enough' } });
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });
});

/** What Fastify (or a proxy) answers to a crash: a generic text meant for no reader. */
function internalServerError(): Response {
  return new Response(
    JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }),
    { status: 500, statusText: 'Internal Server Error', headers: { 'Content-Type': 'application/json' } },
  );
}

describe("fallback errors never show the server's generic 5xx text", () => {
  it("sign-up: 'Something went wrong'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => internalServerError()),
    );
    renderWithApp(<SignUpPage />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.org' } });
    fireEvent.change(screen.getByLabelText(SIGNUP_PASSWORD_LABEL), { target: { value: 'long-enough' } });
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });

  it("sign-up: a 4xx without a message of its own also reads 'Something went wrong'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 400, statusText: 'Bad Request' })),
    );
    renderWithApp(<SignUpPage />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.org' } });
    fireEvent.change(screen.getByLabelText(SIGNUP_PASSWORD_LABEL), { target: { value: 'long-enough' } });
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByText(/Bad Request|Bad Gateway/)).toBeNull();
  });

  it("settings (change e-mail): 'Error occured'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => internalServerError()),
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userKeys.me(), AUTHOR);
    renderWithApp(<ChangeEmailForm user={AUTHOR} />, { queryClient });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.org' } });
    const submit = screen.getByRole('button', { name: 'Change email' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Error occured')).toBeTruthy();
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });

  it("the server's own explanation of a 4xx is still shown", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 400, message: 'This e-mail address cannot be used.' }, 400)),
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userKeys.me(), AUTHOR);
    renderWithApp(<ChangeEmailForm user={AUTHOR} />, { queryClient });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.org' } });
    const submit = screen.getByRole('button', { name: 'Change email' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('This e-mail address cannot be used.')).toBeTruthy();
  });
});

describe('change-email form', () => {
  it('is disabled until the address is valid and changed, then sends it with the CSRF token', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(accountBody({ email: 'new@example.org' })));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userKeys.me(), AUTHOR);
    renderWithApp(<ChangeEmailForm user={AUTHOR} />, { queryClient });
    const submit = screen.getByRole('button', { name: 'Change email' });
    const input = screen.getByLabelText('Email');
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'author@example.org ' } });
    await waitFor(() => expect(submit).toHaveProperty('disabled', true));
    fireEvent.change(input, { target: { value: 'bad' } });
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    fireEvent.blur(input);
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    fireEvent.change(input, { target: { value: ' new@example.org ' } });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText(EMAIL_CHANGED_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/accounts/settings/update-email');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('token-1');
    expect(JSON.parse(String(init.body))).toEqual({ new_email: 'new@example.org' });
    expect(queryClient.getQueryData<CurrentUser>(userKeys.me())?.email).toBe('new@example.org');
  });

  it("shows 'Error occured' without a server message and logs out on 401", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 500 }))
      .mockResolvedValueOnce(jsonResponse({ status: 401, message: 'Authentication required.' }, 401));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userKeys.me(), AUTHOR);
    renderWithApp(<ChangeEmailForm user={AUTHOR} />, { queryClient });
    const input = screen.getByLabelText('Email');
    const submit = screen.getByRole('button', { name: 'Change email' });
    fireEvent.change(input, { target: { value: 'new@example.org' } });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Error occured')).toBeTruthy();
    fireEvent.click(submit);
    await waitFor(() => expect(queryClient.getQueryData(userKeys.me())).toBeNull());
  });
});

describe('ORCID push switch', () => {
  function confirmToggle() {
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  }

  it('asks for confirmation, switches at once with loading, and keeps the value on success', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<OrcidPushSetting user={AUTHOR} />);
    const toggle = screen.getByRole('switch');
    fireEvent.click(toggle);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(toggle.className).toContain('ant-switch-loading');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/accounts/settings/orcid-push');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('token-1');
    expect(JSON.parse(String(init.body))).toEqual({ value: true });
    answer(jsonResponse(accountBody({ allow_orcid_push: true })));
    await waitFor(() => expect(toggle.className).not.toContain('ant-switch-loading'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('goes back with an error when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 403, message: 'You are not allowed to do that.' }, 403)),
    );
    renderWithApp(<OrcidPushSetting user={AUTHOR} />);
    confirmToggle();
    expect(await screen.findByText('You are not allowed to do that.')).toBeTruthy();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });
});
