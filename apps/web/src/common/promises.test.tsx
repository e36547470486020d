import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HowToSubmit } from '../home/components/HowToSubmit';
import { SubscribeJobsModal } from '../jobs/components/SubscribeJobsModal';
import { PrivacyPage } from '../legal/PrivacyPage';
import { mockFetch, renderWithApp } from '../test/render';
import type { CurrentUser } from '../user/api';
import { LoginPage } from '../user/LoginPage';
import { OrcidPushSetting, type OrcidPushStatus } from '../user/OrcidPushSetting';
import { CAPABILITIES, type Capability } from './capabilities';
import { type PromisePage, SCREEN_PROMISES, type ScreenPromise } from './promises';

// Whole components with antd render slowly under jsdom, more so while other suites run.
vi.setConfig({ testTimeout: 60_000 });

const AUTHOR: CurrentUser = {
  email: 'author@example.org',
  roles: [],
  orcid: '0000-0002-1825-0097',
  allowOrcidPush: true,
  profileControlNumber: 1010819,
  preferences: {},
  csrfToken: 'token-1',
};

const NEEDS_LOGIN: OrcidPushStatus = {
  available: true,
  allowed: true,
  state: 'needs_login',
  works: 0,
  has_token: false,
  last_finished: null,
  last_error: null,
  last_run: null,
};

/** Every capability on or off, whatever /api/config says (submission review, for one, cannot be on yet). */
function setCapabilities(on: boolean) {
  for (const capability of Object.keys(CAPABILITIES) as Capability[]) {
    vi.spyOn(CAPABILITIES[capability], 'holds').mockReturnValue(on);
  }
}

/** /api/config with every flag on (the capabilities are decided by the spies); a subscription succeeds. */
function serveApi() {
  mockFetch((url) => {
    if (url.pathname === '/api/config') {
      return { body: { banners: [], orcidLogin: true, orcidPush: true, arxivHarvest: true } };
    }
    if (url.pathname === '/api/mailing/subscribe/jobs/weekly') {
      return { body: { message: 'Success' } };
    }
    return undefined;
  });
}

async function subscribeToJobs() {
  renderWithApp(<SubscribeJobsModal />);
  fireEvent.click(screen.getByRole('button', { name: /subscribe to mailing list/i }));
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@example.org' } });
  fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Jane' } });
  fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Doe' } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await screen.findByText('You have successfully subscribed!');
}

async function confirmPush(allowed: boolean) {
  renderWithApp(<OrcidPushSetting user={{ ...AUTHOR, allowOrcidPush: allowed }} />);
  fireEvent.click(screen.getByRole('switch', { name: 'Export to ORCID' }));
  await screen.findByRole('button', { name: 'Yes' });
}

/**
 * Shows each page as the browser test reaches it and answers its text once settled. `held`: whether the
 * capabilities are on (the settings pieces are shown by the settings page only when the push is available).
 */
const SHOW_PAGE: Record<PromisePage, (held: boolean) => Promise<string>> = {
  async home() {
    renderWithApp(<HowToSubmit />);
    await screen.findByText('How to Submit');
    await waitFor(() => expect(document.body.textContent).toContain('Suggest a paper'));
    return settled();
  },
  async login(held) {
    renderWithApp(<LoginPage />, { path: '/user/login', route: '/user/login' });
    // Without ORCID login the page hands over to the e-mail form at once.
    await (held ? screen.findByText('Log in with e-mail and password') : screen.findByText('elsewhere'));
    return settled();
  },
  async privacy() {
    renderWithApp(<PrivacyPage />);
    await screen.findByText('No tracking');
    return settled();
  },
  async settings() {
    renderWithApp(<OrcidPushSetting user={AUTHOR} status={NEEDS_LOGIN} />);
    return settled();
  },
  async orcidPushConfirm() {
    await confirmPush(false);
    const on = document.body.textContent ?? '';
    cleanup();
    await confirmPush(true);
    return `${on} ${document.body.textContent ?? ''}`;
  },
  async jobsSubscribe() {
    renderWithApp(<SubscribeJobsModal />);
    fireEvent.click(screen.getByRole('button', { name: /subscribe to mailing list/i }));
    await screen.findByLabelText('Email');
    return settled();
  },
  async jobsSubscribed() {
    await subscribeToJobs();
    return settled();
  },
};

/** The page's text once /api/config has answered (the conditional sentences wait for it). */
async function settled(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return document.body.textContent ?? '';
}

const PAGES = [...new Set(SCREEN_PROMISES.map((promise) => promise.page))];

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the promise list', () => {
  it.each(PAGES)('matches what the %s screen says when the server does it all', async (page) => {
    setCapabilities(true);
    serveApi();
    const text = await SHOW_PAGE[page](true);
    for (const promise of SCREEN_PROMISES.filter((item) => item.page === page)) {
      expect(text, promise.text).toContain(promise.text);
    }
  });

  // Pages whose component itself asks for a capability. The settings pieces are gated by the settings page on
  // the push status (OrcidPushSetting.test.tsx); the jobs mailing is on every server.
  const isGated = (promise: ScreenPromise) => CAPABILITIES[promise.capability].conditional;
  const gatedHere = PAGES.filter((page) =>
    SCREEN_PROMISES.some((promise) => promise.page === page && isGated(promise) && promise.shownWhenHeld),
  );

  it.each(gatedHere)('keeps the %s screen from promising what the server does not do', async (page) => {
    setCapabilities(false);
    serveApi();
    const text = await SHOW_PAGE[page](false);
    for (const promise of SCREEN_PROMISES.filter((item) => item.page === page && isGated(item))) {
      expect(text, promise.text).not.toContain(promise.text);
    }
  });

  it('names a capability the code knows for every promise, each text once', () => {
    const texts = SCREEN_PROMISES.map((promise) => `${promise.page}: ${promise.text}`);
    expect(new Set(texts).size).toBe(texts.length);
    for (const promise of SCREEN_PROMISES) {
      expect(Object.keys(CAPABILITIES)).toContain(promise.capability);
    }
  });
});
