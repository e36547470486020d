import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '../common/testing/renderRoute';
import { renderWithApp } from '../test/render';
import type { CurrentUser } from './api';
import { OrcidPushSetting, type OrcidPushStatus } from './OrcidPushSetting';
import { SettingsPage } from './SettingsPage';

const AUTHOR_BODY = {
  data: {
    email: 'author@example.org',
    roles: [],
    orcid: '0000-0002-1825-0097',
    allow_orcid_push: true,
    profile_control_number: 1010819,
    recid: 1010819,
  },
  preferences: {},
  csrf_token: 'token-1',
};

const AUTHOR: CurrentUser = {
  email: 'author@example.org',
  roles: [],
  orcid: '0000-0002-1825-0097',
  allowOrcidPush: true,
  profileControlNumber: 1010819,
  preferences: {},
  csrfToken: 'token-1',
};

function status(overrides: Partial<OrcidPushStatus> = {}): OrcidPushStatus {
  return {
    available: true,
    allowed: true,
    state: 'done',
    works: 3,
    has_token: true,
    last_finished: '2026-01-02T10:00:00.000Z',
    last_error: null,
    last_run: { sent: 3, deleted: 0, failed: 0 },
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the settings page’s ORCID section', () => {
  it('is hidden when the server has no ORCID push configured', async () => {
    const { calls } = mockApi((url) => {
      if (url.pathname === '/api/accounts/me') {
        return AUTHOR_BODY;
      }
      if (url.pathname === '/api/accounts/settings/orcid-push') {
        return status({ available: false });
      }
      return undefined;
    });
    renderRoute(SettingsPage, '/user/settings', '/user/settings');
    expect(await screen.findByText('Display preferences')).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((url) => url.pathname === '/api/accounts/settings/orcid-push')).toBe(true),
    );
    expect(screen.queryByRole('switch', { name: 'Export to ORCID' })).toBeNull();
    expect(screen.queryByText(/ORCID record/)).toBeNull();
  });

  it('shows the switch and how the last push went when it is configured', async () => {
    mockApi((url) => {
      if (url.pathname === '/api/accounts/me') {
        return AUTHOR_BODY;
      }
      if (url.pathname === '/api/accounts/settings/orcid-push') {
        return status();
      }
      return undefined;
    });
    renderRoute(SettingsPage, '/user/settings', '/user/settings');
    expect(await screen.findByRole('switch', { name: 'Export to ORCID' })).toBeTruthy();
    expect(screen.getByText(/3 papers from this site in your ORCID record/)).toBeTruthy();
  });
});

describe('the ORCID push status', () => {
  it('asks for an ORCID login when ORCID refused the token', () => {
    renderWithApp(
      <OrcidPushSetting
        user={AUTHOR}
        status={status({
          state: 'needs_login',
          has_token: false,
          last_error: 'ORCID refused the authorisation (revoked or expired): log in with ORCID again.',
        })}
      />,
    );
    expect(screen.getByText('Nothing can be sent to ORCID until you log in with ORCID')).toBeTruthy();
    expect(screen.getByText(/ORCID refused the authorisation/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in with ORCID' }).getAttribute('href')).toBe(
      '/api/accounts/login/orcid?next=%2Fuser%2Fsettings',
    );
  });

  it('names the works ORCID refused', () => {
    renderWithApp(
      <OrcidPushSetting
        user={AUTHOR}
        status={status({
          works: 2,
          last_run: { sent: 2, deleted: 0, failed: 1 },
          last_error: 'Record 12: shares an identifier with record 11, already in your ORCID record',
        })}
      />,
    );
    expect(screen.getByText('ORCID refused 1 paper')).toBeTruthy();
    expect(screen.getByText(/Record 12: shares an identifier/)).toBeTruthy();
  });

  it('says a retry is coming after a rate limit or server error', () => {
    renderWithApp(
      <OrcidPushSetting
        user={AUTHOR}
        status={status({ state: 'retrying', last_error: 'ORCID answered 429' })}
      />,
    );
    expect(screen.getByText('ORCID did not answer; sending is tried again shortly.')).toBeTruthy();
  });

  it('says that works sent earlier stay in ORCID once push is off', () => {
    renderWithApp(
      <OrcidPushSetting user={{ ...AUTHOR, allowOrcidPush: false }} status={status({ allowed: false })} />,
    );
    expect(screen.getByText(/3 papers sent earlier stay in your ORCID record/)).toBeTruthy();
  });
});
