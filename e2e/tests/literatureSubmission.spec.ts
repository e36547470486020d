import { expect, type Page, type TestInfo, test } from '@playwright/test';
// The mock arXiv's fixtures (e2e/serve.ts points the server's ARXIV_OAI_URL at it).
import { ARXIV_WITH_DOI } from '../../apps/server/src/literatureImport/testing/mocks';
import {
  AuthorSubmissionPage,
  LiteratureSubmissionPage,
  recordSubmissionWrites,
} from '../pages/literatureSubmission';
import { LocalLoginPage } from '../pages/login';

/**
 * The literature and author forms in Chromium: invalid input shows each field's error beneath it and sends
 * nothing; an arXiv import (from the mock arXiv e2e/serve.ts points the server at) fills the form.
 * Screenshots at 1280 and 375 px are attached to each test's output folder.
 */

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${size.width}.png`),
      fullPage: true,
    });
  }
}

test.beforeEach(async ({ page }) => {
  await new LocalLoginPage(page).loginAs('user@example.org');
});

test('an invalid literature form shows each field’s error beneath it and sends nothing', async ({
  page,
}, testInfo) => {
  const writes = recordSubmissionWrites(page);
  const literature = new LiteratureSubmissionPage(page);
  await literature.goto();
  await screenshots(page, testInfo, 'literature-import-step');
  await literature.skipImport();
  await literature.field('doi').fill('not a doi');
  await literature.field('pdf_link').fill('no link');
  await literature.submit.click();
  await expect(literature.error('title')).toHaveText('Title is a required field');
  await expect(literature.error('subjects')).toHaveText('Subject is a required field');
  await expect(literature.error('authors.0.full_name')).toHaveText('Full name is a required field');
  await expect(literature.error('doi')).toHaveText('DOI is not valid');
  await expect(literature.error('pdf_link')).toHaveText('Must be a valid URL');
  await expect(literature.field('title')).toHaveAttribute('aria-invalid', 'true');
  await screenshots(page, testInfo, 'literature-form-errors');
  expect(writes).toEqual([]);
});

test('switching the document type shows that type’s sections', async ({ page }) => {
  const literature = new LiteratureSubmissionPage(page);
  await literature.goto();
  await literature.skipImport();
  await expect(page.getByText('Conference Info', { exact: true }).first()).toBeVisible();
  // As a keyboard user would: the selector is searchable, Enter picks the match.
  await literature.field('document_type').click();
  await literature.field('document_type').fill('Thesis');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thesis Info')).toBeVisible();
  await expect(literature.field('degree_type')).toBeVisible();
  await expect(literature.field('journal_title')).toHaveCount(0);
});

test('an arXiv import fills the form', async ({ page }, testInfo) => {
  const literature = new LiteratureSubmissionPage(page);
  await literature.goto();
  // Not ARXIV_FOR_JOURNEY: contributions.spec.ts submits and accepts that one, after which it imports as a 409.
  await literature.importIdentifier(`arXiv:${ARXIV_WITH_DOI}`);
  await expect(literature.form).toBeVisible();
  await expect(literature.field('title')).toHaveValue(/light dark photons\s+from rare kaon decays/);
  await expect(literature.field('authors.0.full_name')).toHaveValue(/Nakamura/);
  await expect(literature.field('authors.1.full_name')).toHaveValue(/Okafor/);
  await screenshots(page, testInfo, 'literature-imported');
});

test('an invalid author form shows each field’s error beneath it and sends nothing', async ({
  page,
}, testInfo) => {
  const writes = recordSubmissionWrites(page);
  const author = new AuthorSubmissionPage(page);
  await author.goto();
  await author.field('orcid').fill('1234-1234-1234-1234');
  await author.field('websites.0').fill('not a website');
  await author.submit.click();
  await expect(author.error('given_name')).toHaveText('Given Names is a required field');
  await expect(author.error('family_name')).toHaveText('Family Name is a required field');
  await expect(author.error('display_name')).toHaveText('Display Name is a required field');
  await expect(author.error('orcid')).toHaveText('Not a valid ORCID');
  await expect(author.error('websites.0')).toHaveText('Must be a valid URL');
  await screenshots(page, testInfo, 'author-form-errors');
  expect(writes).toEqual([]);
});
