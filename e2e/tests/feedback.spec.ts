import { expect, test } from '@playwright/test';
import { BackofficePage } from '../pages/backoffice';
import { LiteratureSearchPage } from '../pages/literatureSearch';
import { DEMO_PASSWORD, LocalLoginPage } from '../pages/login';
import { receivedAiQueries } from '../support/aiReceiver';

/**
 * Search feedback and the AI hook (spec §1, §7): e2e/serve.ts turns SEARCH_FEEDBACK and AI_QUERY on and points
 * AI_QUERY_URL at an in-process receiver on E2E_PORT + 12.
 */
const SERVER_PORT = Number(process.env.E2E_PORT ?? 8765);

interface ForwardedQuery {
  query: string;
  user: string | null;
  matomo_client_id: string | null;
}

async function forwardedQueries(): Promise<ForwardedQuery[]> {
  return (await receivedAiQueries(SERVER_PORT)).map((call) => call.body as ForwardedQuery);
}

test('a reader sends search feedback and a cataloger reads it in the back office', async ({ page }) => {
  const question = `Cannot find the muon g-2 review ${Date.now()}`;
  const search = new LiteratureSearchPage(page);
  await search.goto('t muon');
  const card = page.getByRole('region', { name: 'Not finding what you are looking for?' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Send feedback' }).click();

  const dialog = page.getByRole('dialog', { name: 'Parton Search Feedback' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  const questionField = dialog.getByLabel(/what you were searching for/i);
  await questionField.fill('   ');
  await expect(submit).toBeDisabled();
  await questionField.blur();
  await expect(dialog.getByText('Please provide your feedback')).toBeVisible();
  await questionField.fill(question);
  await dialog.getByLabel(/anything else/i).fill('Searched by title and by author.');
  await expect(submit).toBeEnabled();
  await submit.click();

  const thanks = page.getByText('Thank you for your feedback! Your input helps us improve Parton');
  await expect(thanks).toBeVisible();
  await expect(dialog).toBeHidden();
  // The thank-you lasts 4 s.
  await expect(thanks).toBeHidden({ timeout: 8_000 });

  const backoffice = new BackofficePage(page);
  await backoffice.loginAs('cataloger@example.org', DEMO_PASSWORD);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Search feedback' })
    .click();
  await expect(page.getByRole('heading', { name: 'Search feedback', level: 1 })).toBeVisible();
  const row = page.locator('.feedback-row').filter({ hasText: question });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Searched by title and by author.');
  await expect(row).toContainText('anonymous');
  await expect(row.getByRole('link', { name: 't muon' })).toHaveAttribute('href', '/literature?q=t%20muon');
});

test("a free-text search reaches the AI service with the user's e-mail, a keyword search does not", async ({
  page,
}) => {
  const stamp = Date.now();
  await new LocalLoginPage(page).loginAs('user@example.org');
  const search = new LiteratureSearchPage(page);

  const keywordQuery = `t keyword${stamp}`;
  const keywordParsed = page.waitForResponse((response) =>
    response.url().includes('/api/search/query-parser'),
  );
  await search.goto(keywordQuery);
  expect((await keywordParsed).status()).toBe(200);

  const freeText = `dark matter ${stamp}`;
  const forwarded = page.waitForResponse((response) => response.url().endsWith('/ai/v1/query'));
  await search.goto(freeText);
  expect((await forwarded).status()).toBe(202);

  await expect
    .poll(async () => (await forwardedQueries()).find((call) => call.query === freeText), {
      message: 'the AI receiver got the free-text query',
    })
    .toMatchObject({ query: freeText, user: 'user@example.org' });
  const calls = await forwardedQueries();
  const sent = calls.find((call) => call.query === freeText);
  expect(sent?.matomo_client_id).toMatch(/^[0-9a-f-]{32,36}$/);
  // The keyword search came first and was parsed: had it been forwarded, it would be here by now.
  expect(calls.some((call) => call.query.includes(`keyword${stamp}`))).toBe(false);
});
