import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { BulkTools, type ConferenceChoice } from '../pages/bulkTools';
import { receivedCdsExports, receivedControlNumbers } from '../pages/cdsReceiver';
import { LiteratureSearchPage } from '../pages/literatureSearch';
import { LocalLoginPage } from '../pages/login';

/** Screenshots of the selection and the drawer, desktop and phone (SHOTS_DIR, else the e2e results folder). */
const SHOTS =
  process.env.SHOTS_DIR ?? join(import.meta.dirname, '..', '..', 'test-results', 'e2e', 'screenshots');

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

/** A conference with a CNUM and a plain title (the picker finds it by its title). */
async function conferenceWithCnum(request: APIRequestContext): Promise<ConferenceChoice> {
  const response = await request.get('/api/conferences?size=100');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    hits: { hits: { metadata: { control_number: number; cnum?: string; titles?: { title: string }[] } }[] };
  };
  for (const { metadata } of body.hits.hits) {
    const title = metadata.titles?.[0]?.title;
    if (metadata.cnum && title && /^[\w\s,.'-]+$/.test(title)) {
      return { controlNumber: metadata.control_number, title, cnum: metadata.cnum };
    }
  }
  throw new Error('no conference with a CNUM and a plain title in the corpus');
}

interface PublicationInfo {
  cnum?: string;
  conference_record?: { $ref: string };
}

async function publicationInfoOf(request: APIRequestContext, recid: number): Promise<PublicationInfo[]> {
  const response = await request.get(`/api/literature/${recid}`);
  expect(response.ok()).toBe(true);
  const record = (await response.json()) as { metadata: { publication_info?: PublicationInfo[] } };
  return record.metadata.publication_info ?? [];
}

test.describe('literature bulk tools (catalogers)', () => {
  test('a cataloger assigns 3 papers to a conference, then exports 2 to CDS', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const conference = await conferenceWithCnum(page.request);
    await new LocalLoginPage(page).loginAs('cataloger@example.org');
    const search = new LiteratureSearchPage(page);
    const bulk = new BulkTools(page);
    await search.goto('', '&sort=mostrecent&size=25');
    await search.waitForResults();
    await expect(bulk.hitCheckboxes.first()).toBeVisible();
    await bulk.expectSelected(0);

    // Keyboard: the first checkbox is reachable and ticks with the space bar.
    await bulk.hitCheckboxes.first().focus();
    await page.keyboard.press('Space');
    await expect(bulk.hitCheckboxes.first()).toBeChecked();
    await bulk.hitCheckboxes.first().uncheck();

    const assigned = [await bulk.selectHit(0), await bulk.selectHit(1), await bulk.selectHit(2)];
    await bulk.expectSelected(3);
    await expect(search.resultsCount).toContainText('3 of');
    await screenshot(page, 'bulk-selection');

    await bulk.open();
    await bulk.openPicker();
    await expect(bulk.drawer.locator('label.conference-picker__option').first()).toBeVisible();
    await screenshot(page, 'bulk-drawer-picker');
    await bulk.assignTo(conference);
    await expect(bulk.notice(`3 papers assigned to ${conference.title}.`)).toBeVisible();
    await expect(bulk.drawer).toBeHidden();
    await bulk.expectSelected(0);

    for (const recid of assigned) {
      const entries = await publicationInfoOf(page.request, recid);
      const names = entries.some(
        (entry) =>
          entry.cnum === conference.cnum &&
          entry.conference_record?.$ref.endsWith(`/conferences/${conference.controlNumber}`),
      );
      expect(names, `paper ${recid} names conference ${conference.controlNumber} in publication_info`).toBe(
        true,
      );
    }

    // Export two other papers. The request is held until 'Exporting to CDS...' has been seen.
    const before = (await receivedCdsExports()).length;
    const exported = [await bulk.selectHit(3), await bulk.selectHit(4)];
    await bulk.expectSelected(2);
    let releaseExport: () => void = () => {};
    const exportHeld = new Promise<void>((resolve) => {
      releaseExport = resolve;
    });
    await page.route('**/api/assign/export-to-cds', async (route) => {
      await exportHeld;
      await route.continue();
    });
    await bulk.open();
    await screenshot(page, 'bulk-drawer');
    await bulk.exportToCds.click();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(bulk.notice('Exporting to CDS...')).toBeVisible();
    releaseExport();
    await expect(bulk.notice('2 selected papers exported to CDS.')).toBeVisible();
    await screenshot(page, 'bulk-exported');
    await expect(bulk.notice('Exporting to CDS...')).toHaveCount(0);
    await bulk.expectSelected(0);

    await receivedControlNumbers(exported);
    const received = (await receivedCdsExports())
      .slice(before)
      .flatMap((document) => document.controlNumbers);
    expect(received.sort((a, b) => a - b)).toEqual([...exported].sort((a, b) => a - b));
  });

  test('the selection and drawer on a phone @phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the phone project runs it');
    await new LocalLoginPage(page).loginAs('cataloger@example.org');
    const search = new LiteratureSearchPage(page);
    const bulk = new BulkTools(page);
    await search.goto('', '&sort=mostrecent');
    await search.waitForResults();
    await bulk.selectPage.check();
    await expect(bulk.count).not.toHaveText('0 selected');
    await screenshot(page, 'bulk-selection');
    await bulk.open();
    await screenshot(page, 'bulk-drawer');
    await bulk.openPicker();
    await expect(bulk.drawer.locator('label.conference-picker__option').first()).toBeVisible();
    await screenshot(page, 'bulk-drawer-picker');
    await bulk.drawer.getByRole('button', { name: 'Close' }).click();
    await expect(bulk.drawer).toBeHidden();
    await bulk.clear.click();
    await bulk.expectSelected(0);
  });

  test('a plain logged-in user sees no selection checkboxes and no bulk tools', async ({ page }) => {
    await new LocalLoginPage(page).loginAs('user@example.org');
    const search = new LiteratureSearchPage(page);
    await search.goto('', '&sort=mostrecent');
    await search.waitForResults();
    await expect(search.results.first().getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Bulk tools' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Selection for bulk tools' })).toHaveCount(0);
  });
});
