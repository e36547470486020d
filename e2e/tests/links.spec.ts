import { expect, type Page, test } from '@playwright/test';
import { HeaderBar } from '../pages/header';
import { LocalLoginPage } from '../pages/login';

/**
 * Issue 17, item 6: every link in the header (all its menus), the footer and the help menu leads somewhere real.
 * In-app routes must not show the not-found page or a failure; /api and file links must answer below 400; links
 * to other sites (only the operator's) are checked for being well-formed URLs, not fetched.
 */

const NOT_FOUND_TEXT = 'Sorry, we were not able to find what you were looking for...';
const FAILURE_TEXTS = [NOT_FOUND_TEXT, 'Something went wrong', 'Connection error!'];

interface FoundLink {
  where: string;
  label: string;
  href: string;
}

/** The header's menus, by their button's accessible name; 'More...' is the collections bar's. */
const MENUS = ['Help', 'Submit', 'Account', 'More...'] as const;

async function linksIn(page: Page, selector: string, where: string): Promise<FoundLink[]> {
  return page.locator(selector).evaluateAll(
    (anchors, area) =>
      anchors.map((anchor) => ({
        where: area,
        label: (anchor.textContent ?? '').trim() || anchor.getAttribute('aria-label') || '',
        href: anchor.getAttribute('href') ?? '',
      })),
    where,
  );
}

/** Every link of the header bar, the collections bar, each header menu and the footer, as the visitor sees them. */
async function collectLinks(page: Page): Promise<FoundLink[]> {
  const header = new HeaderBar(page);
  // The shell renders after the scripts load: wait for it before reading its links.
  await expect(page.locator('footer.site-footer a').first()).toBeVisible();
  await expect(page.locator('header.site-header a').first()).toBeVisible();
  const links: FoundLink[] = [
    ...(await linksIn(page, 'header.site-header a[href]', 'header')),
    ...(await linksIn(page, 'footer a[href]', 'footer')),
  ];
  for (const name of MENUS) {
    const button = page.getByRole('button', { name, exact: true });
    if ((await button.count()) === 0) {
      continue;
    }
    await button.click();
    await expect(header.menu).toBeVisible();
    // Closed menus stay in the page, hidden: read only the open one.
    const entries = await linksIn(
      page,
      '.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"] a.dropdown-menu__link',
      `${name} menu`,
    );
    expect(entries.length, `the ${name} menu has links`).toBeGreaterThan(0);
    links.push(...entries);
    await header.closeMenu();
  }
  return links;
}

function kindOf(href: string): 'external' | 'server' | 'app' {
  if (!href.startsWith('/') || href.startsWith('//')) {
    return 'external';
  }
  const path = href.split(/[?#]/)[0] ?? '';
  // The API and files the server serves itself (feeds, downloads) rather than the web app's routes.
  return path === '/api' || path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path) ? 'server' : 'app';
}

async function checkAppRoute(page: Page, link: FoundLink): Promise<void> {
  const response = await page.goto(link.href);
  expect(response?.status() ?? 0, `${link.where} → ${link.label} (${link.href})`).toBeLessThan(400);
  const main = page.locator('#main-content');
  await expect(main, `${link.label} renders`).not.toBeEmpty();
  // Lazy pages and their data: wait for every loading spinner to go before judging the page.
  await expect(page.locator('#main-content .loading')).toHaveCount(0, { timeout: 20_000 });
  for (const text of FAILURE_TEXTS) {
    await expect(
      page.getByText(text, { exact: true }),
      `${link.label} (${link.href}) shows "${text}"`,
    ).toHaveCount(0);
  }
  await expect(page, `${link.label} (${link.href}) is no error route`).not.toHaveURL(/\/errors\//);
}

async function walk(page: Page, links: FoundLink[]): Promise<string[]> {
  const seen = new Set<string>();
  const walked: string[] = [];
  for (const link of links) {
    expect(link.href, `${link.where} → ${link.label} has a target`).not.toBe('');
    if (seen.has(link.href)) {
      continue;
    }
    seen.add(link.href);
    const kind = kindOf(link.href);
    if (kind === 'external') {
      const url = new URL(link.href);
      expect(['http:', 'https:', 'mailto:'], `${link.label}: ${link.href}`).toContain(url.protocol);
    } else if (kind === 'server') {
      const response = await page.request.get(link.href);
      expect(response.status(), `${link.where} → ${link.label} (${link.href})`).toBeLessThan(400);
    } else {
      await checkAppRoute(page, link);
    }
    walked.push(link.href);
  }
  return walked;
}

test.describe('every header, menu and footer link leads somewhere real', () => {
  test('logged out', async ({ page }) => {
    await page.goto('/');
    const links = await collectLinks(page);
    const labels = links.map((link) => link.label);
    for (const expected of [
      'Search Tips',
      'About',
      'Content Policy',
      'Privacy Notice',
      'Terms of Use',
      'FAQ',
      'Help',
      'Bibliography generator',
      'Literature',
      'Institutions',
    ]) {
      expect(labels, expected).toContain(expected);
    }
    const walked = await walk(page, links);
    expect(walked).toEqual(
      expect.arrayContaining(['/help/search-tips', '/help/about', '/help/faq', '/privacy']),
    );
  });

  test('as a cataloger', async ({ page }) => {
    await new LocalLoginPage(page).loginAs('cataloger@example.org');
    await page.goto('/');
    const links = await collectLinks(page);
    const labels = links.map((link) => link.label);
    for (const expected of ['Holdingpen', 'Author list', 'Settings', 'Institution', 'Search Tips']) {
      expect(labels, expected).toContain(expected);
    }
    await walk(page, links);
    // Walking never logged the cataloger out.
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  });
});

test('the search tips explain the language and their examples run searches', async ({ page }) => {
  await page.goto('/help/search-tips');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Tips' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keywords' })).toBeVisible();
  await page.getByRole('link', { name: 'topcite 1000+', exact: true }).first().click();
  await expect(page).toHaveURL(/\/literature\?q=topcite\+1000%2B/);
  await expect(page.getByRole('combobox', { name: 'Search Literature' })).toHaveValue('topcite 1000+');
});

test('a malformed query links to the search tips of this site', async ({ page }) => {
  await page.goto('/literature?q=t%20higgs%20and');
  await expect(page.getByText('The search query is malformed')).toBeVisible();
  await page.getByRole('link', { name: 'search tips' }).click();
  await expect(page).toHaveURL(/\/help\/search-tips$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Tips' })).toBeVisible();
});

test('a help page reads well at desktop and phone widths @phone', async ({ page }, testInfo) => {
  await page.goto('/help/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  // Headings carry anchors: a deep link lands on its question.
  await expect(page.locator('h2#how-do-i-cite-a-paper')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(1);
  const directory = process.env.E2E_SCREENSHOTS_DIR;
  if (directory) {
    await page.screenshot({ path: `${directory}/help-faq-${testInfo.project.name}.png`, fullPage: true });
    await page.goto('/help/search-tips');
    await expect(page.getByRole('heading', { name: 'Keywords' })).toBeVisible();
    await page.screenshot({ path: `${directory}/help-search-tips-${testInfo.project.name}.png` });
  }
});
