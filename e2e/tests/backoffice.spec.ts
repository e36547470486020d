import { expect, test } from '@playwright/test';
import { BACKOFFICE_REFRESH_TOKEN_KEY, BACKOFFICE_TOKEN_KEY, BackofficePage } from '../pages/backoffice';
import { DEMO_PASSWORD } from '../pages/login';

const CATALOGER = 'cataloger@example.org';

function storedTokens(backoffice: BackofficePage) {
  return backoffice.page.evaluate(
    ([access, refresh]) => ({ access: localStorage.getItem(access), refresh: localStorage.getItem(refresh) }),
    [BACKOFFICE_TOKEN_KEY, BACKOFFICE_REFRESH_TOKEN_KEY] as const,
  );
}

test('a bad back-office login says Login unsuccessful and stores no token @phone', async ({ page }) => {
  const backoffice = new BackofficePage(page);
  await backoffice.gotoLogin();
  await expect(backoffice.loginButton).toBeDisabled();
  await backoffice.login(CATALOGER, 'not-the-password');
  await expect(backoffice.notice('Login unsuccessful')).toBeVisible();
  expect((await storedTokens(backoffice)).access).toBeNull();
  await expect(backoffice.loginHeading).toBeVisible();
});

test('the back office sends visitors without a token to its own login, whatever the main-site session', async ({
  page,
}) => {
  await page.goto('/backoffice/literature/search');
  await expect(new BackofficePage(page).loginHeading).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/backoffice/login');
});

test('a cataloger logs in, an expired access token is refreshed transparently, logout returns to the login', async ({
  page,
}) => {
  const backoffice = new BackofficePage(page);
  await backoffice.loginAs(CATALOGER, DEMO_PASSWORD);
  await expect(page.getByText(`Logged in as ${CATALOGER}`)).toBeVisible();
  // The back office has its own logo and no collections menu (spec §2.2).
  await expect(page.locator('.logo__badge')).toHaveText('Back office');
  await expect(page.getByRole('navigation', { name: 'Collections' })).toHaveCount(0);
  const first = await storedTokens(backoffice);
  expect(first.access).toBeTruthy();
  expect(first.refresh).toBeTruthy();

  // An access token the server cannot accept: the client refreshes once and the page loads as if nothing happened.
  await page.evaluate((key) => localStorage.setItem(key, 'expired.garbage.token'), BACKOFFICE_TOKEN_KEY);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/backoffice/refresh/'));
  await page.goto('/backoffice/tickets');
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Curator tickets' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const after = await storedTokens(backoffice);
  expect(after.access).not.toBe('expired.garbage.token');
  expect(after.access).toBeTruthy();

  await backoffice.logout();
  expect(new URL(page.url()).pathname).toBe('/backoffice/login');
  expect(await storedTokens(backoffice)).toEqual({ access: null, refresh: null });
  // Without tokens the back office is closed again.
  await page.goto('/backoffice');
  await expect(backoffice.loginHeading).toBeVisible();
});

test('a refused refresh sends the cataloger back to the back-office login, returning there after login', async ({
  page,
}) => {
  const backoffice = new BackofficePage(page);
  await backoffice.gotoLogin();
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem(access, 'expired.garbage.token');
      localStorage.setItem(refresh, 'also.garbage');
    },
    [BACKOFFICE_TOKEN_KEY, BACKOFFICE_REFRESH_TOKEN_KEY] as const,
  );
  await page.goto('/backoffice/tickets');
  await expect(backoffice.loginHeading).toBeVisible();
  expect((await storedTokens(backoffice)).access).toBeNull();
  await backoffice.login(CATALOGER, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Curator tickets' })).toBeVisible();
});
