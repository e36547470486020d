import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ApiDocsPage } from '../pages/apiDocs';
import { type CollectionName, CollectionSearchPage } from '../pages/collectionSearch';
import { CspViolations, expectPolicyHeader } from '../pages/cspViolations';
import { HeaderBar } from '../pages/header';
import { HomePage } from '../pages/home';
import { LiteratureDetailPage } from '../pages/literatureDetail';
import { LiteratureSearchPage } from '../pages/literatureSearch';
import { LocalLoginPage } from '../pages/login';
import { RecordDetailPage } from '../pages/recordDetail';
import { SettingsPage } from '../pages/settings';

/**
 * The Content-Security-Policy (apps/server/src/http/security.ts) against the real web app in Chromium: every
 * kind of page is visited and any violation fails the test. A page that needs a new source must extend the
 * policy there, not be dropped from here.
 */

const COLLECTIONS: readonly CollectionName[] = [
  'authors',
  'jobs',
  'seminars',
  'conferences',
  'institutions',
  'experiments',
  'journals',
  'data',
];

let violations: CspViolations;

test.beforeEach(async ({ page }) => {
  violations = await CspViolations.watch(page);
});

test.afterEach(async () => {
  await violations.expectNone();
});

/** Opens a path, checks that its document carries the policy, waits for `ready` and for the page to settle. */
async function visit(
  page: Page,
  path: string,
  ready: (page: Page) => Locator | Promise<void>,
): Promise<void> {
  const response = await page.goto(path);
  expectPolicyHeader(response, path);
  const readiness = await ready(page);
  if (readiness) {
    await expect(readiness).toBeVisible();
  }
  // Lazy chunks, antd's injected styles, fonts and images all load before the page counts as seen.
  await page.waitForLoadState('networkidle');
  expect(await violations.settle(), `CSP violations on ${path}`).toEqual([]);
}

/** A record of each collection, by the API; for literature one whose figures live on another host. */
async function recordIds(request: APIRequestContext): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const collection of ['literature', ...COLLECTIONS]) {
    const response = await request.get(`/api/${collection}?size=1`);
    expect(response.ok(), `GET /api/${collection}`).toBe(true);
    const hit = (await response.json()).hits.hits[0];
    expect(hit, `a ${collection} record in the e2e database`).toBeDefined();
    ids[collection] = Number(hit.id);
  }
  for (const page of [1, 2, 3]) {
    const response = await request.get(
      `/api/literature?size=1000&page=${page}&fields=control_number,figures.url`,
    );
    const hits: Array<{ id: string; metadata: { figures?: Array<{ url?: string }> } }> = (
      await response.json()
    ).hits.hits;
    const withFigures = hits.find((hit) =>
      hit.metadata.figures?.some((figure) => figure.url?.startsWith('https:')),
    );
    if (withFigures) {
      ids.literature = Number(withFigures.id);
      break;
    }
  }
  return ids;
}

test('the watcher reports a violation (an inline script), so a clean run means something', async ({
  page,
}) => {
  await visit(page, '/', (page) => new HomePage(page).heroTitle);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true;';
    document.head.append(script);
  });
  await expect.poll(() => violations.settle().then((found) => found.length)).toBeGreaterThan(0);
  expect(violations.found.join('\n')).toMatch(/script-src/);
  expect(
    await page.evaluate(() => (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan),
  ).toBe(undefined);
  violations.found.length = 0;
});

test('home and the nine search pages', async ({ page }) => {
  await visit(page, '/', (page) => new HomePage(page).heroTitle);
  await visit(page, '/literature?q=a', async (page) => new LiteratureSearchPage(page).waitForResults());
  for (const collection of COLLECTIONS) {
    const search = new CollectionSearchPage(page, collection);
    await visit(page, `/${collection}`, () => search.resultsCount.or(search.emptyState).first());
  }
});

test('a detail page of each collection, with the literature tabs', async ({ page, request }) => {
  const ids = await recordIds(request);
  const literature = new LiteratureDetailPage(page);
  await visit(page, `/literature/${ids.literature}`, () => literature.title);
  for (const tab of [/^Figures/, /^References/, /^Citations/]) {
    const tabButton = literature.tabs.getByRole('tab', { name: tab });
    if ((await tabButton.count()) > 0 && !(await tabButton.isDisabled())) {
      await tabButton.click();
      await page.waitForLoadState('networkidle');
    }
  }
  await literature.openCiteModal();
  await page.waitForLoadState('networkidle');
  for (const collection of COLLECTIONS) {
    await visit(page, `/${collection}/${ids[collection]}`, () => new RecordDetailPage(page).title);
  }
});

test('error pages and pages that do not exist', async ({ page }) => {
  const heading = (page: Page) => page.locator('h1').first();
  for (const path of ['/errors/404', '/errors/500', '/errors/401', '/errors/network', '/no-such-page']) {
    await visit(page, path, heading);
  }
  await visit(page, '/literature/999999999', heading);
});

test('login, sign-up and the settings of a logged-in user, then logout', async ({ page }) => {
  // With ORCID login the page offers a choice; without it the e-mail form opens at once.
  await visit(page, '/user/login', (page) =>
    page.getByRole('link', { name: 'Log in with e-mail and password' }).or(new LocalLoginPage(page).submit),
  );
  await visit(page, '/user/signup', (page) => page.getByRole('button', { name: 'Sign up' }));
  await visit(page, '/privacy', (page) => page.getByRole('heading', { name: 'Privacy Notice' }));
  await visit(page, '/terms', (page) => page.getByRole('heading', { name: 'Terms of Use' }));
  const login = new LocalLoginPage(page);
  await visit(page, '/user/login/local', () => login.submit);
  await login.login('author@example.org');
  await expect(new HeaderBar(page).accountButton).toBeVisible();
  await visit(page, '/user/settings', () => new SettingsPage(page).heading);
  await new HeaderBar(page).logout();
});

test('the API documentation', async ({ page }) => {
  const docs = new ApiDocsPage(page);
  await visit(page, '/api/docs', () => docs.operations.first());
  await docs.expandFirstOperation();
  await page.waitForLoadState('networkidle');
});
