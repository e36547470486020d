import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
// The mock arXiv's fixture (e2e/serve.ts points the server's ARXIV_OAI_URL at it).
import {
  ARXIV_FOR_JOURNEY,
  ARXIV_FOR_JOURNEY_TITLE,
} from '../../apps/server/src/literatureImport/testing/mocks';
import { BackofficePage } from '../pages/backoffice';
import { AuthorSubmissionPage, LiteratureSubmissionPage } from '../pages/literatureSubmission';
import { DEMO_PASSWORD, LocalLoginPage } from '../pages/login';
import { messagesTo } from '../pages/mailbox';

/**
 * The contribution loop end to end: a user submits, a cataloger decides in the back office (its own login), and
 * the result is public — or the submitter hears back by e-mail over real SMTP (the journeys' in-process server).
 */

const SUBMITTER = 'user@example.org';
const CATALOGER = 'cataloger@example.org';

interface LiteratureHit {
  control_number: number;
  arxiv_eprints?: { value: string }[];
  citation_count?: number;
}

/** Two papers of the corpus with arXiv ids: the references the submission will cite. */
async function papersToCite(request: APIRequestContext): Promise<LiteratureHit[]> {
  const response = await request.get('/api/literature?size=100&sort=mostrecent');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { hits: { hits: { metadata: LiteratureHit }[] } };
  const withArxiv = body.hits.hits
    .map((hit) => hit.metadata)
    .filter((paper) => (paper.arxiv_eprints?.length ?? 0) > 0);
  expect(withArxiv.length, 'papers with arXiv ids in the corpus').toBeGreaterThanOrEqual(2);
  return withArxiv.slice(0, 2);
}

async function citationCount(request: APIRequestContext, controlNumber: number): Promise<number> {
  const response = await request.get(`/api/literature/${controlNumber}`);
  const body = (await response.json()) as { metadata: { citation_count?: number } };
  return body.metadata.citation_count ?? 0;
}

/** A cataloger's page in a browser context of its own: no main-site session, only the back office's login. */
async function catalogerBackoffice(browser: Browser): Promise<{ page: Page; backoffice: BackofficePage }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const backoffice = new BackofficePage(page);
  await backoffice.loginAs(CATALOGER, DEMO_PASSWORD);
  return { page, backoffice };
}

/** Reloads the workflow page until processing (a queue job) has brought it to a decision. */
async function waitForDecisionButton(backoffice: BackofficePage, name: string): Promise<void> {
  const noneOfThese = backoffice.page.getByRole('button', { name: 'None of these' });
  const decision = backoffice.decisionButton(name);
  await expect(async () => {
    await backoffice.page.reload();
    await expect(noneOfThese.or(decision)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  if (await noneOfThese.isVisible()) {
    // Fuzzy candidates from the corpus: this is a new paper, not one of them.
    await noneOfThese.click();
    await expect(backoffice.notice(/fuzzy match performed successfully/i).first()).toBeVisible();
    await expect(decision).toBeVisible();
  }
}

test('a submitted paper is accepted in the back office and appears in search with its references counted', async ({
  page,
  request,
  browser,
}) => {
  const cited = await papersToCite(request);
  const countsBefore = await Promise.all(cited.map((paper) => citationCount(request, paper.control_number)));

  await new LocalLoginPage(page).loginAs(SUBMITTER);
  const literature = new LiteratureSubmissionPage(page);
  await literature.goto();
  await literature.importIdentifier(`arXiv:${ARXIV_FOR_JOURNEY}`);
  await expect(literature.field('title')).toHaveValue(ARXIV_FOR_JOURNEY_TITLE);
  const referenceLines = cited.map(
    (paper, index) => `[${index + 1}] arXiv:${paper.arxiv_eprints![0]!.value}`,
  );
  await literature.openSection('References');
  await literature.field('references').fill(referenceLines.join('\n'));
  await literature.submit.click();
  await expect(page).toHaveURL(/\/submissions\/success$/);

  const { backoffice } = await catalogerBackoffice(browser);
  await expect(backoffice.dashboardCard('new literature submissions')).toBeVisible();
  await backoffice.openWorkflow('literature', ARXIV_FOR_JOURNEY_TITLE);
  await waitForDecisionButton(backoffice, 'Accept');
  await backoffice.decide('Accept');
  const recordLink = backoffice.decisionSummary().getByRole('link', { name: /^#\d+$/ });
  await expect(recordLink).toBeVisible();
  const controlNumber = Number((await recordLink.textContent())!.slice(1));

  // Public at once: literature search finds it, its references point at the cited papers, which count it.
  await page.goto(`/literature?q=${encodeURIComponent(`t "${ARXIV_FOR_JOURNEY_TITLE}"`)}`);
  await expect(page.getByRole('link', { name: ARXIV_FOR_JOURNEY_TITLE })).toBeVisible();
  const record = (await (await request.get(`/api/literature/${controlNumber}`)).json()) as {
    metadata: { references?: { record?: { $ref: string } }[] };
  };
  const linked = (record.metadata.references ?? []).map((reference) => reference.record?.$ref ?? '');
  for (const paper of cited) {
    expect(linked.some((ref) => ref.endsWith(`/api/literature/${paper.control_number}`))).toBe(true);
  }
  const countsAfter = await Promise.all(cited.map((paper) => citationCount(request, paper.control_number)));
  expect(countsAfter).toEqual(countsBefore.map((count) => count + 1));
});

test('a new-author submission rejected in the back office reaches its submitter by e-mail', async ({
  page,
  browser,
}) => {
  const family = `Rejected${Date.now().toString(36)}`;
  await new LocalLoginPage(page).loginAs(SUBMITTER);
  const author = new AuthorSubmissionPage(page);
  await author.goto();
  await author.field('given_name').fill('Nora');
  await author.field('family_name').fill(family);
  await author.field('display_name').fill(`Nora ${family}`);
  await author.submit.click();
  await expect(page).toHaveURL(/\/submissions\/success$/);

  const { backoffice } = await catalogerBackoffice(browser);
  await backoffice.openWorkflow('authors', `Nora ${family}`);
  await waitForDecisionButton(backoffice, 'Reject');
  await backoffice.decide('Reject');
  await expect(backoffice.decisionSummary()).toContainText('Reject');

  await expect
    .poll(
      async () =>
        (await messagesTo(SUBMITTER)).some(
          (mail) => mail.subject.includes(family) && mail.text.includes('have not created this profile'),
        ),
      { timeout: 30_000, message: 'the rejection e-mail in the SMTP server' },
    )
    .toBe(true);
});
