import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_SKIP_REASON, demoFolder, hasDemoData, hasDemoFolder } from '@parton/records/testing/demo-data';
import { expect, type Page, test } from '@playwright/test';
import { type CollectionName, CollectionSearchPage } from '../pages/collectionSearch';
import { RecordDetailPage } from '../pages/recordDetail';

const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'e2e', 'screenshots');

/** Console errors and uncaught page errors, minus ResizeObserver noise and favicon 404s. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  const ignored = (text: string) => /ResizeObserver loop/i.test(text) || /favicon/i.test(text);
  // The anonymous session check answers 401 by design (spec §4: logged out on check failure); Chromium
  // logs every 4xx resource as a console error. Only that exact request is let through.
  const sessionCheck = (text: string, where: string) =>
    /status of 401/.test(text) && /\/api\/accounts\/me$/.test(where);
  page.on('console', (message) => {
    const where = message.location().url;
    if (
      message.type() === 'error' &&
      !ignored(message.text()) &&
      !/favicon/i.test(where ?? '') &&
      !sessionCheck(message.text(), where ?? '')
    ) {
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

/** Searches the collection for a result's own title with the header search box; the result comes back. */
async function searchForTitle(page: Page, search: CollectionSearchPage, title: string): Promise<void> {
  const box = page.locator('header').getByRole('combobox', { name: /^Search (?!scope)/ });
  await box.fill(title);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${search.collection}\\?(.*&)?q=`));
  await search.waitForResults();
  await expect(search.resultTitles.filter({ hasText: title }).first()).toBeVisible();
}

test.describe('collections (Web app II)', () => {
  test('authors: search → query → profile → Cited By tab', async ({ page }) => {
    const search = new CollectionSearchPage(page, 'authors');
    await search.goto();
    await search.waitForResults();
    const name = ((await search.resultTitles.first().textContent()) ?? '').trim();
    await searchForTitle(page, search, name);
    const opened = await search.openResult(0);
    const detail = new RecordDetailPage(page);
    await expect(page).toHaveURL(/\/authors\/\d+$/);
    await detail.expectTitle(opened);
    await detail.openTab('Literature');
    await detail.openTab('Cited By');
    await expect(detail.tabs.getByRole('tabpanel')).toBeVisible();
  });

  test('jobs: search → subscribe modal → region facet → job detail', async ({ page }) => {
    const search = new CollectionSearchPage(page, 'jobs');
    await search.goto();
    await search.waitForResults();
    const total = await search.total();

    await page.getByRole('button', { name: 'Subscribe to mailing list' }).click();
    const modal = page.getByRole('dialog', { name: 'Subscribe to the weekly jobs update' });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Email')).toBeVisible();
    await expect(modal.getByLabel('First Name')).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    // Status facet shows the default 'open' selection; a region narrows the list.
    const facets = search.filters.locator('section.facet--multiselect');
    await expect(facets.first()).toBeVisible();
    const region = search.multiselectFacet(/region/i);
    const dropdown = await search.openMultiselect(region);
    const option = dropdown.locator('.ant-select-item-option').first();
    const optionText = (await option.textContent()) ?? '';
    const expected = Number(/\((\d+)\)$/.exec(optionText)?.[1] ?? 'NaN');
    await search.pickOption(option);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/region=/);
    await expect(search.resultsCount).toHaveText(new RegExp(`^${expected} results?$`));
    expect(expected).toBeLessThanOrEqual(total);

    const position = await search.openResult(0);
    const detail = new RecordDetailPage(page);
    await expect(page).toHaveURL(/\/jobs\/\d+$/);
    await detail.expectTitle(position);
  });

  for (const collection of ['conferences', 'seminars'] as const) {
    test(`${collection}: upcoming/all switch → detail`, async ({ page }) => {
      const search = new CollectionSearchPage(page, collection);
      await search.goto();
      const upcoming = search.upcomingSwitch();
      await expect(upcoming).toBeChecked();
      const upcomingTotal = await search.total();
      await upcoming.click();
      await expect(upcoming).not.toBeChecked();
      await expect(page).toHaveURL(/start_date=all/);
      await search.waitForResults();
      await expect
        .poll(async () => search.total(), { message: 'all includes the upcoming ones' })
        .toBeGreaterThan(upcomingTotal);
      const title = await search.openResult(0);
      const detail = new RecordDetailPage(page);
      await expect(page).toHaveURL(new RegExp(`/${collection}/\\d+$`));
      await detail.expectTitle(title.split('\n')[0]?.trim().slice(0, 20));
      if (collection === 'conferences') {
        await expect(page.getByRole('heading', { name: 'Contributions' })).toBeVisible();
      }
    });
  }

  test('institutions: search → query → detail → papers', async ({ page }) => {
    const search = new CollectionSearchPage(page, 'institutions');
    await search.goto();
    await search.waitForResults();
    const name = ((await search.resultTitles.first().textContent()) ?? '').trim();
    await searchForTitle(page, search, name);
    const opened = await search.openResult(0);
    const detail = new RecordDetailPage(page);
    await expect(page).toHaveURL(/\/institutions\/\d+$/);
    await detail.expectTitle(opened);
    await expect(page.getByRole('heading', { name: 'Papers' })).toBeVisible();
  });

  test('experiments: search → facet → detail → papers', async ({ page }) => {
    const search = new CollectionSearchPage(page, 'experiments');
    await search.goto();
    await search.waitForResults();
    const total = await search.total();
    // The classification tree facet: its first node narrows the list to that node's count.
    const bucket = search.filters.locator('.facet--tree .facet__bucket').first();
    await expect(bucket).toBeVisible();
    const expected = Number(
      ((await bucket.locator('.facet__count').first().textContent()) ?? '').replaceAll(',', ''),
    );
    await bucket.getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/classification=/);
    await expect(search.resultsCount).toHaveText(new RegExp(`^${expected} results?$`));
    expect(expected).toBeLessThanOrEqual(total);
    const opened = await search.openResult(0);
    const detail = new RecordDetailPage(page);
    await expect(page).toHaveURL(/\/experiments\/\d+$/);
    await detail.expectTitle(opened);
    await expect(page.getByRole('heading', { name: 'Papers' })).toBeVisible();
  });

  test('journals: search → query → detail → title variants modal', async ({ page }) => {
    const search = new CollectionSearchPage(page, 'journals');
    await search.goto();
    await search.waitForResults();
    const name = ((await search.resultTitles.first().textContent()) ?? '').trim();
    await searchForTitle(page, search, name);
    const opened = await search.openResult(0);
    const detail = new RecordDetailPage(page);
    await expect(page).toHaveURL(/\/journals\/\d+$/);
    await detail.expectTitle(opened);
    await expect(page.getByRole('heading', { name: 'Papers' })).toBeVisible();
    const variants = page.getByRole('button', { name: 'Show title variants' });
    if ((await variants.count()) > 0) {
      await variants.click();
      const modal = page.getByRole('dialog', { name: 'Title variants' });
      await expect(modal).toBeVisible();
      await expect(modal.locator('li').first()).toBeVisible();
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(modal).toBeHidden();
    }
  });

  test('data: search → query → detail', async ({ page }) => {
    const search = new CollectionSearchPage(page, 'data');
    await search.goto();
    await search.waitForResults();
    const name = ((await search.resultTitles.first().textContent()) ?? '').trim();
    await searchForTitle(page, search, name.slice(0, 40));
    const opened = await search.openResult(0);
    const detail = new RecordDetailPage(page);
    await expect(page).toHaveURL(/\/data\/\d+$/);
    await detail.expectTitle(opened.slice(0, 40));
    await expect(page.getByRole('link', { name: /citations?$/ }).first()).toBeVisible();
  });
});

const COLLECTIONS: readonly CollectionName[] = [
  'authors',
  'jobs',
  'conferences',
  'seminars',
  'institutions',
  'experiments',
  'journals',
  'data',
];

test.describe('screenshots of every collection @phone', () => {
  for (const collection of COLLECTIONS) {
    test(`${collection} search and detail`, async ({ page }) => {
      const search = new CollectionSearchPage(page, collection);
      await search.goto(collection === 'conferences' || collection === 'seminars' ? '?start_date=all' : '');
      await search.waitForResults();
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('Loading ...')).toHaveCount(0);
      await screenshot(page, `${collection}-search`);
      await search.openResult(0);
      const detail = new RecordDetailPage(page);
      await detail.expectTitle();
      await page.waitForLoadState('networkidle');
      // Embedded lists (contributions, papers, seminars) load after the record: shoot the finished page.
      await expect(page.getByText('Loading ...')).toHaveCount(0);
      await screenshot(page, `${collection}-detail`);
      const overflow = Number(
        await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
      );
      expect(overflow, 'no horizontal overflow').toBeLessThanOrEqual(1);
    });
  }
});

/** Demo folder → route collection (`conference/` is the upstream name of one conference record). */
const DEMO_TYPES: Record<string, string> = {
  literature: 'literature',
  authors: 'authors',
  jobs: 'jobs',
  conferences: 'conferences',
  conference: 'conferences',
  seminars: 'seminars',
  institutions: 'institutions',
  experiments: 'experiments',
  journals: 'journals',
  data: 'data',
};

test.describe('every real demo record renders', () => {
  for (const [folder, collection] of Object.entries(DEMO_TYPES)) {
    test(`${folder} demo records`, async ({ page }) => {
      // Only absent demo records skip; a demo set without one of its folders is a failure.
      test.skip(!hasDemoData, DEMO_SKIP_REASON);
      expect(hasDemoFolder(folder), `the demo records have a ${folder} folder`).toBe(true);
      const dir = demoFolder(folder);
      const ids = readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map(
          (file) =>
            (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { control_number: number }).control_number,
        );
      test.setTimeout(30_000 + ids.length * 10_000);
      const detail = new RecordDetailPage(page);
      for (const id of ids) {
        await test.step(`${collection}/${id}`, async () => {
          await detail.goto(collection, id);
          await detail.expectTitle();
          expect(consoleErrors, `console errors on /${collection}/${id}`).toEqual([]);
        });
      }
    });
  }
});
