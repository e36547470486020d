import { expect, type Page, type TestInfo, test } from '@playwright/test';
import pg from 'pg';
import { HeaderBar } from '../pages/header';
import { LocalLoginPage } from '../pages/login';
import { SettingsPage } from '../pages/settings';

const CATALOGER_SUBMISSIONS = ['Institution', 'Experiment', 'Journal'];

/** The login page offers a choice only when the server has ORCID login; without it the e-mail form opens at once. */
async function chooseLocalLogin(page: Page): Promise<void> {
  const local = page.getByRole('link', { name: 'Log in with e-mail and password' });
  await expect(local.or(new LocalLoginPage(page).submit)).toBeVisible();
  if (await local.isVisible()) {
    await local.click();
  }
  await expect(page).toHaveURL(/\/user\/login\/local$/);
}
const EVERYONE_SUBMISSIONS = ['Literature', 'Author', 'Job', 'Seminar', 'Conference'];

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: `test-results/e2e/screenshots/${name}-${testInfo.project.name}.png`,
    fullPage: false,
  });
}

/** The e2e server's own database (serve.ts makes `parton_e2e_<port>` on the DATABASE_URL server). */
function e2eDatabaseUrl(): string | undefined {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return undefined;
  }
  const url = new URL(serverUrl);
  url.pathname = `/parton_e2e_${process.env.E2E_PORT ?? '8765'}`;
  return url.toString();
}

const ROLES = [
  { email: 'user@example.org', cataloger: false, profile: false },
  { email: 'author@example.org', cataloger: false, profile: true },
  { email: 'cataloger@example.org', cataloger: true, profile: false },
  { email: 'superuser@example.org', cataloger: true, profile: false },
] as const;

for (const role of ROLES) {
  test(`logs in and out as ${role.email} and sees the right menus`, async ({ page }) => {
    const header = new HeaderBar(page);
    const login = new LocalLoginPage(page);
    await page.goto('/literature');
    await expect(header.loginLink).toBeVisible();
    await header.loginLink.click();
    await chooseLocalLogin(page);
    await login.login(role.email);
    // Back to the page the visitor came from.
    await expect(page).toHaveURL(/\/literature$/);
    await expect(header.accountButton).toBeVisible();

    const submissions = await header.submitEntries();
    expect(submissions).toEqual(
      role.cataloger ? [...EVERYONE_SUBMISSIONS, ...CATALOGER_SUBMISSIONS] : EVERYONE_SUBMISSIONS,
    );
    if (role.cataloger) {
      await expect(header.footerLink('Holdingpen')).toBeVisible();
      await expect(header.footerLink('Author list')).toBeVisible();
    } else {
      await expect(header.footerLink('Holdingpen')).toHaveCount(0);
      await expect(header.footerLink('Author list')).toHaveCount(0);
    }

    await header.openAccountMenu();
    await expect(header.menuItem(/Settings/)).toBeVisible();
    await expect(header.menuItem(/Logout/)).toBeVisible();
    const profile = header.menuItem(/My profile/);
    if (role.profile) {
      await expect(profile).not.toHaveAttribute('aria-disabled', 'true');
      await expect(profile.getByRole('link')).toHaveAttribute('href', /^\/authors\/\d+$/);
    } else {
      await expect(profile).toHaveAttribute('aria-disabled', 'true');
      await expect(profile).toContainText('There is no profile associated to your account.');
    }
    await header.closeMenu();

    await header.logout();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/user/settings');
    await expect(page).toHaveURL(/\/user\/login$/);
  });
}

test('a wrong password shows the server message beneath nothing but the form @phone', async ({
  page,
}, testInfo) => {
  const login = new LocalLoginPage(page);
  await login.goto();
  await login.email.fill('not an address');
  await login.password.focus();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await screenshot(page, testInfo, 'login-invalid');
  await login.login('user@example.org', 'wrong-password');
  await expect(login.error).toContainText('Invalid e-mail or password.');
  await screenshot(page, testInfo, 'login-error');
});

test('an author logs in, sees the header menu and the settings, and logs out @phone', async ({
  page,
}, testInfo) => {
  const header = new HeaderBar(page);
  const login = new LocalLoginPage(page);
  const settings = new SettingsPage(page);
  await page.goto('/user/settings');
  await chooseLocalLogin(page);
  await screenshot(page, testInfo, 'login');
  await login.login('author@example.org');
  await expect(page).toHaveURL(/\/user\/settings$/);
  await expect(settings.heading).toBeVisible();
  await expect(settings.changeEmail).toBeDisabled();
  await screenshot(page, testInfo, 'settings');
  await header.openAccountMenu();
  await screenshot(page, testInfo, 'header-menu');
  await header.closeMenu();
  await header.logout();
  await expect(page).toHaveURL(/\/$/);
});

test('a plain user sees the disabled profile entry', async ({ page }, testInfo) => {
  const header = new HeaderBar(page);
  await new LocalLoginPage(page).loginAs('user@example.org');
  await header.openAccountMenu();
  await screenshot(page, testInfo, 'header-menu-no-profile');
  await expect(header.menuItem(/My profile/)).toHaveAttribute('aria-disabled', 'true');
  await header.closeMenu();
  await page.goto('/user/settings');
  await expect(page.getByRole('button', { name: 'Change email' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Export to ORCID' })).toHaveCount(0);
});

test('login and sign-up are for logged-out visitors only', async ({ page }) => {
  await new LocalLoginPage(page).loginAs('user@example.org', '/jobs');
  await expect(page).toHaveURL(/\/jobs$/);
  await page.goto('/user/signup');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/user/login/local?next=/conferences');
  await expect(page).toHaveURL(/\/conferences$/);
});

test('sign-up needs a valid address and shows the server message', async ({ page }) => {
  await page.goto('/user/signup');
  const submit = page.getByRole('button', { name: 'Sign up' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill('  new-person@example.org ');
  await page.getByLabel('Password').fill('a-long-password');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('an author turns the ORCID push on after confirming', async ({ page }, testInfo) => {
  const settings = new SettingsPage(page);
  await new LocalLoginPage(page).loginAs('author@example.org');
  await settings.goto();
  // e2e/serve.ts configures ORCID login and push (local mocks) and the demo author has an ORCID iD: a missing
  // switch is a failure, not a reason to skip.
  await expect(settings.orcidSwitch).toHaveAttribute('aria-checked', 'false');
  await settings.orcidSwitch.click();
  await expect(page.getByText('Continue?')).toBeVisible();
  await screenshot(page, testInfo, 'settings-orcid-confirm');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(settings.orcidSwitch).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(settings.orcidSwitch).toHaveAttribute('aria-checked', 'true');
});

test('an author changes the e-mail address in the settings', async ({ page }, testInfo) => {
  const settings = new SettingsPage(page);
  await new LocalLoginPage(page).loginAs('author@example.org');
  await settings.goto();
  await expect(settings.email).toHaveValue('author@example.org');
  await expect(settings.changeEmail).toBeDisabled();
  await settings.email.fill('not-valid');
  await settings.email.blur();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(settings.changeEmail).toBeDisabled();
  await settings.changeEmailTo('  author.new@example.org ');
  await expect(page.getByText('Email address changed successfully!')).toBeVisible();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page.getByText('Logged in as')).toContainText('author.new@example.org');
  await screenshot(page, testInfo, 'settings-email-changed');
  // The new address logs in.
  await new HeaderBar(page).logout();
  await new LocalLoginPage(page).loginAs('author.new@example.org');
  // Put the demo address back: the phone project logs in as author@example.org against the same database.
  await settings.goto();
  await settings.changeEmailTo('author@example.org');
  await expect(page.getByText('Email address changed successfully!')).toBeVisible();
});

test('inactivity logs the user out with a notification', async ({ page }, testInfo) => {
  const databaseUrl = e2eDatabaseUrl();
  // The session is aged in the database; the embedded one (PGlite) admits only the server's own connection. The
  // server's side of the expiry is tested on either database in apps/server/src/routes/accounts/accounts.test.ts.
  test.skip(!databaseUrl, 'needs the PostgreSQL e2e database (DATABASE_URL) to age the session');
  const header = new HeaderBar(page);
  await new LocalLoginPage(page).loginAs('cataloger@example.org');
  await page.goto('/literature');
  await expect(header.accountButton).toBeVisible();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`UPDATE sessions SET last_seen = now() - interval '1 day'`);
  } finally {
    await client.end();
  }
  // The window regaining focus triggers the session check (it also runs every minute).
  await page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('focus'));
  });
  await expect(page.getByText('You are logged out due to inactivity.')).toBeVisible();
  await expect(header.loginLink).toBeVisible();
  await screenshot(page, testInfo, 'inactivity');
  await page.getByRole('link', { name: 'Go to login page.' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
});
