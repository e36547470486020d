import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { HomePage } from '../pages/home';
import { LiteratureDetailPage } from '../pages/literatureDetail';
import { LiteratureSearchPage } from '../pages/literatureSearch';

const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'e2e', 'screenshots');

/** Console errors and uncaught page errors, minus browser noise the spec tells us to ignore. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  const ignored = (text: string) => /ResizeObserver loop/i.test(text) || /favicon/i.test(text);
  // The anonymous session check answers 401 by design (spec §4: logged out on check failure); Chromium
  // logs every 4xx resource as a console error. Only that exact request is let through.
  const sessionCheck = (text: string, where: string) =>
    /status of 401/.test(text) && /\/api\/accounts\/me$/.test(where);
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignored(message.text())) {
      const where = message.location().url;
      // A 404 resource error names only its status; favicon requests are the accepted case.
      if ((where && /favicon/i.test(where)) || sessionCheck(message.text(), where ?? '')) {
        return;
      }
      errors.push(`console: ${message.text()} (${where})`);
    }
  });
  page.on('pageerror', (error) => {
    if (!ignored(error.message)) {
      errors.push(`pageerror: ${error.message}`);
    }
  });
  return errors;
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: join(SCREENSHOTS, `${name}-${width < 600 ? 'phone' : 'desktop'}.png`),
    fullPage: true,
  });
}

let consoleErrors: string[] = [];

test.beforeEach(({ page }) => {
  consoleErrors = watchConsole(page);
});

test.afterEach(() => {
  expect(consoleErrors, 'console errors').toEqual([]);
});

test.describe('literature (Web app I)', () => {
  test('home → search → facet → detail → references → cite download', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await screenshot(page, 'home');
    await home.search('a ellis');

    const search = new LiteratureSearchPage(page);
    await expect(page).toHaveURL(/\/literature\?q=a(\+|%20)ellis/);
    await search.waitForResults();
    const total = await search.total();
    expect(total).toBeGreaterThan(1);
    await expect(page).toHaveTitle(/a ellis - Literature/);

    // A facet bucket with fewer papers than the whole result narrows it and lands in the URL.
    const { bucket, label, count } = await search.narrowingBucket(total);
    await bucket.getByRole('checkbox').click();
    await expect(search.resultsCount).toHaveText(new RegExp(`^${count} results?$`));
    expect(new URL(page.url()).searchParams.size).toBeGreaterThan(1);
    const filterParams = [...new URL(page.url()).searchParams.entries()].filter(
      ([key]) => !['q', 'sort', 'size', 'page'].includes(key),
    );
    expect(filterParams.length, `URL names the "${label}" filter`).toBeGreaterThan(0);
    const chosen = search.facets.locator('li.facet__bucket').filter({ hasText: label });
    await expect(chosen.getByRole('checkbox').first()).toBeChecked();

    const detail = new LiteratureDetailPage(page);
    const title = await search.openResult(0);
    await expect(page).toHaveURL(/\/literature\/\d+$/);
    await expect(detail.title).toContainText(title.slice(0, 30));

    const references = await detail.openReferences();
    if (references === 0) {
      await expect(detail.referencesPanel).toContainText('0 References');
    } else {
      await expect(detail.referencesPanel.locator('li.reference').first()).toBeVisible();
      const shown = await detail.referencesPanel.locator('li.reference').count();
      expect(shown).toBe(Math.min(references, 25));
      await expect(detail.referencesPanel.getByRole('navigation', { name: 'Reference pages' })).toBeVisible();
    }

    await detail.openCiteModal();
    await expect(detail.citeText).not.toBeEmpty();
    await detail.chooseCiteFormat('LaTeX (EU)');
    await expect(detail.citeText).toContainText('\\cite');
    const download = await detail.download();
    const recid = new URL(page.url()).pathname.split('/').pop();
    expect(download.suggestedFilename()).toBe(`${recid}.tex`);
    const content = await readFile(await download.path(), 'utf8');
    expect(content.length).toBeGreaterThan(0);
    expect(content).toContain('\\cite');
  });

  test('a malformed query shows the malformed notice with a search-tips link', async ({ page }) => {
    const search = new LiteratureSearchPage(page);
    await search.goto('t higgs and');
    await expect(search.malformed).toBeVisible();
    await expect(search.malformed.getByRole('link', { name: 'search tips' })).toHaveAttribute('href', /.+/);
    await expect(search.results).toHaveCount(0);
    // The server answers the malformed query with 400 by design; Chromium logs those two responses.
    const expected400 = /status of 400 .*\/api\/literature(\/facets)?\?q=t\+higgs\+and/;
    const unexpected = consoleErrors.filter((error) => !expected400.test(error));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('citation summary: table and graph, a bar filters, a second click clears', async ({ page }) => {
    const search = new LiteratureSearchPage(page);
    await search.goto('a ellis');
    await search.waitForResults();
    const total = await search.total();
    await search.openCitationSummary();
    await expect(page).toHaveURL(/ui-citation-summary=true|citation.summary/);
    await expect(search.summaryTable.getByRole('columnheader', { name: 'Citeable' })).toBeVisible();
    await expect(search.summaryTable.getByRole('rowheader').first()).toBeVisible();
    await screenshot(page, 'literature-search');

    const { bar, count } = await search.nonEmptyBar();
    await bar.click();
    await expect(page).toHaveURL(/citation_count=/);
    await expect(bar).toHaveAttribute('aria-pressed', 'true');
    await expect(search.resultsCount).toHaveText(new RegExp(`^${count} results?$`));

    await bar.click();
    await expect(page).not.toHaveURL(/citation_count=/);
    await expect(bar).toHaveAttribute('aria-pressed', 'false');
    await expect(search.resultsCount).toHaveText(new RegExp(`^${total.toLocaleString('en-US')} results?$`));
  });

  test('home → search → detail on a phone @phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'phone-width journey');
    const home = new HomePage(page);
    await home.goto();
    await screenshot(page, 'home');
    await home.search('a ellis');
    const search = new LiteratureSearchPage(page);
    await search.waitForResults();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(search.facets).toHaveCount(0);
    await search.citationSummarySwitch.click();
    await expect(search.summaryTable).toBeVisible();
    await screenshot(page, 'literature-search');
    await search.citationSummarySwitch.click();
    const title = await search.openResult(0);
    const detail = new LiteratureDetailPage(page);
    await expect(detail.title).toContainText(title.slice(0, 30));
    await expect(detail.referencesTab).toBeVisible();
    // Nothing on the detail page may push it sideways.
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshot(page, 'literature-detail');
  });

  test('literature detail screenshot (desktop)', async ({ page }) => {
    const search = new LiteratureSearchPage(page);
    await search.goto('a ellis');
    await search.waitForResults();
    await search.openResult(0);
    const detail = new LiteratureDetailPage(page);
    await expect(detail.title).toBeVisible();
    await expect(detail.referencesTab).toBeVisible();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'literature-detail');
  });
});
