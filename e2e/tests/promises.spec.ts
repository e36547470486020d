import type { RuntimeConfig } from '@parton/records';
import { expect, type Page, test } from '@playwright/test';
import { hasCapability } from '../../apps/web/src/common/capabilities';
import { describeBacking, type PromisePage, SCREEN_PROMISES } from '../../apps/web/src/common/promises';
import { LocalLoginPage } from '../pages/login';

/*
 * The promise list (apps/web/src/common/promises.ts) against this server: every page that carries a promise is
 * walked in Chromium and must not say anything whose capability is off in /api/config, and must say what it
 * promises when the capability is on. Written for either e2e configuration (ORCID configured or not).
 */

let config: RuntimeConfig;

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/config');
  expect(response.ok()).toBe(true);
  config = (await response.json()) as RuntimeConfig;
});

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Everything the page says, hidden parts included (a promise in a collapsed panel is still a promise). */
async function pageText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  return normalise((await page.locator('body').textContent()) ?? '');
}

/** No promise of the list whose capability is off, anywhere; the ones of `where` that hold, present. */
async function expectHonest(page: Page, where?: PromisePage): Promise<void> {
  const text = await pageText(page);
  for (const promise of SCREEN_PROMISES) {
    const promised = normalise(promise.text);
    if (!hasCapability(config, promise.capability)) {
      expect(text, `${page.url()} says ${describeBacking(promise)}, which is off`).not.toContain(promised);
    } else if (promise.page === where && promise.shownWhenHeld) {
      expect(text, `${page.url()} should say ${describeBacking(promise)}`).toContain(promised);
    }
  }
}

test('the home page promises only what the server does', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'How to Submit' })).toBeVisible();
  await expectHonest(page, 'home');
});

test('the login page offers ORCID exactly when the server does it', async ({ page, request }) => {
  await page.goto('/user/login');
  const local = page.getByRole('link', { name: 'Log in with e-mail and password' });
  await expect(local.or(new LocalLoginPage(page).submit)).toBeVisible();
  await expectHonest(page, 'login');
  const orcid = await request.get('/api/accounts/login/orcid?next=%2F', { maxRedirects: 0 });
  if (config.orcidLogin === true) {
    await expect(page).toHaveURL(/\/user\/login$/);
    // The server starts the ORCID flow: a redirect to the provider, no error.
    expect(orcid.status()).toBe(302);
    return;
  }
  // No silent fallback: the page opens the e-mail form itself, and the server refuses the ORCID flow in words.
  await expect(page).toHaveURL(/\/user\/login\/local$/);
  expect(orcid.status()).toBe(404);
  expect((await orcid.json()).message).toBe('ORCID login is not configured.');
});

test('the privacy notice describes only what the server does', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Notice' })).toBeVisible();
  await expectHonest(page, 'privacy');
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
  await expectHonest(page);
});

test('the footer links only to this site and to the pages its operator configured', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const origin = new URL(page.url()).origin;
  const configured = new Set(
    Object.values(config)
      .filter((value): value is string => typeof value === 'string')
      .map((value) => new URL(value, origin).toString()),
  );
  const hrefs = await page
    .locator('footer a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const url = new URL(href);
    expect(url.origin === origin || configured.has(url.toString()), `footer link ${href}`).toBe(true);
  }
  await expect(page.locator('footer').getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute(
    'href',
    typeof config.privacyUrl === 'string' ? config.privacyUrl : '/privacy',
  );
});

test('the jobs subscription promises the weekly mailing the server sends', async ({ page }) => {
  await page.goto('/jobs');
  await page.getByRole('button', { name: /Subscribe to mailing list/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectHonest(page, 'jobsSubscribe');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(`promises-${Date.now()}@example.org`);
  await dialog.getByLabel('First Name').fill('Promise');
  await dialog.getByLabel('Last Name').fill('Walk');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('You have successfully subscribed!')).toBeVisible();
  await expectHonest(page, 'jobsSubscribed');
});

test('the settings page promises ORCID export only when the server pushes', async ({ page }) => {
  await new LocalLoginPage(page).loginAs('author@example.org', '/user/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expectHonest(page, 'settings');
  const pushSwitch = page.getByRole('switch', { name: 'Export to ORCID' });
  if (config.orcidPush !== true) {
    await expect(pushSwitch).toHaveCount(0);
    return;
  }
  if ((await pushSwitch.count()) === 0) {
    return; // this account has no ORCID iD or profile: nothing to export
  }
  await pushSwitch.click();
  await expect(page.getByRole('button', { name: 'Yes' })).toBeVisible();
  await expectHonest(page, 'orcidPushConfirm');
  await page.getByRole('button', { name: 'No' }).click();
});
