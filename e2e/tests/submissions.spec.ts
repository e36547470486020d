import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { LocalLoginPage } from '../pages/login';
import {
  conferenceForm,
  experimentForm,
  institutionForm,
  isoDayFromNow,
  jobForm,
  journalForm,
  SubmissionFormPage,
  seminarForm,
  submissionWrites,
} from '../pages/submissions';

/**
 * The job, conference, seminar and cataloger forms in Chromium, against the real server: a job stays out of
 * public job search (pending until a cataloger opens it), a seminar is public at once, and every form rejects
 * invalid input with the field's error beneath it and writes nothing (no request, and nothing found by the API).
 * Screenshots at 1280 and 375 px land in test-results/e2e/screenshots.
 */

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: `test-results/e2e/screenshots/${name}-${size.width}-${testInfo.project.name}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize(WIDTHS[0]);
}

/** A word no generated record contains, so a search for it finds only what this run submitted. */
function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}`;
}

/** Hits of an anonymous search (the `request` fixture carries no session). */
async function publicHits(request: APIRequestContext, collection: string, q: string): Promise<number> {
  const response = await request.get(`/api/${collection}`, { params: { q, start_date: 'all' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { hits: { total: number } };
  return body.hits.total;
}

async function expectErrors(form: SubmissionFormPage, errors: Record<string, string>): Promise<void> {
  for (const [path, message] of Object.entries(errors)) {
    await expect(form.error(path)).toHaveText(message);
  }
}

test.describe('submission forms of a logged-in user', () => {
  test.beforeEach(async ({ page }) => {
    await new LocalLoginPage(page).loginAs('user@example.org');
  });

  test('a job submission waits for approval: it is not in public job search', async ({
    page,
    request,
  }, testInfo) => {
    const word = uniqueWord('jobtitle');
    const form = jobForm(page);
    await form.goto();
    await form.fill('title', `Postdoc ${word}`);
    // The institution comes from the autocomplete, which searches our institutions.
    const institutions = await page.request.get('/api/institutions', { params: { size: 1 } });
    const institution = (
      (await institutions.json()) as { hits: { hits: { metadata: { legacy_ICN: string } }[] } }
    ).hits.hits[0]?.metadata.legacy_ICN as string;
    await form.suggest('institutions.0.value', institution);
    await expect(form.field('institutions.0.value')).not.toHaveValue('');
    await form.choose('regions', 'Europe');
    await form.choose('field_of_interest', 'hep-th');
    await form.choose('ranks', 'PostDoc');
    await expect(page.getByRole('link', { name: 'postdoc agreement' })).toBeVisible();
    await form.fill('deadline_date', isoDayFromNow(60));
    await form.fill('description', 'A two-year position.');
    await screenshots(page, testInfo, 'job-form-filled');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/submissions/jobs'),
    );
    await form.submit.click();
    // The chosen suggestion travels as a link to the institution record, beside its name.
    const payload = (await sent).postDataJSON() as {
      data: { institutions: { record?: { $ref: string } }[] };
    };
    expect(payload.data.institutions[0]?.record?.$ref).toMatch(/\/api\/institutions\/\d+$/);
    await expect(page).toHaveURL(/\/submissions\/success$/);
    await expect(page.getByText(/visible upon approval/)).toBeVisible();
    expect(await publicHits(request, 'jobs', word)).toBe(0);
    await page.goto(`/jobs?q=${word}`);
    await expect(page.getByText(/0 results/)).toBeVisible();
  });

  test('a pending job becomes public once a cataloger opens it', async ({ page, request, browser }) => {
    const word = uniqueWord('jobopened');
    const form = jobForm(page);
    await form.goto();
    await form.fill('title', `Staff scientist ${word}`);
    await form.fill('institutions.0.value', 'CERN');
    await form.choose('regions', 'Europe');
    await form.choose('field_of_interest', 'hep-ex');
    await form.choose('ranks', 'Staff (non-research)');
    await form.fill('deadline_date', isoDayFromNow(90));
    await form.fill('description', 'Detector operations.');
    await form.submit.click();
    await expect(page).toHaveURL(/\/submissions\/success$/);
    expect(await publicHits(request, 'jobs', word)).toBe(0);

    // A cataloger (main-site login) finds the pending job and opens it with the job's update form.
    const context = await browser.newContext();
    const cataloger = await context.newPage();
    await new LocalLoginPage(cataloger).loginAs('cataloger@example.org');
    const found = await cataloger.request.get('/api/jobs', { params: { q: word, status: 'all' } });
    const hits = (
      (await found.json()) as { hits: { hits: { metadata: { control_number: number; status: string } }[] } }
    ).hits.hits;
    expect(hits.map((hit) => hit.metadata.status)).toEqual(['pending']);
    const update = new SubmissionFormPage(cataloger, '/submissions/jobs', 'Update a job opening');
    await cataloger.goto(`/submissions/jobs/${hits[0]!.metadata.control_number}`);
    await expect(update.field('title')).toHaveValue(`Staff scientist ${word}`);
    await update.choose('status', 'open');
    await update.submit.click();
    await expect(cataloger).toHaveURL(/\/submissions\/jobs\/\d+\/success$/);
    await context.close();
    await expect.poll(() => publicHits(request, 'jobs', word)).toBe(1);
  });

  test('an invalid job form shows each field error beneath it and writes nothing', async ({
    page,
    request,
  }, testInfo) => {
    const writes = submissionWrites(page);
    const word = uniqueWord('badjob');
    const form = jobForm(page);
    await form.goto();
    await form.fill('external_job_identifier', word);
    await form.fill('deadline_date', isoDayFromNow(500));
    await form.fill('url', 'not a url');
    await form.fill('reference_letters.0', 'nowhere');
    await form.submit.click();
    await expectErrors(form, {
      title: 'Title is a required field',
      institutions: 'Institution is a required field',
      regions: 'Region is a required field',
      field_of_interest: 'Field of interest is a required field',
      ranks: 'Rank is a required field',
      deadline_date: 'Deadline should be within next year',
      url: 'Must be a valid URL',
      'reference_letters.0': 'Must be a url or an email',
      description: 'Description is a required field',
    });
    await expect(form.field('title')).toHaveAttribute('aria-invalid', 'true');
    await screenshots(page, testInfo, 'job-form-errors');
    expect(writes).toEqual([]);
    expect(await publicHits(request, 'jobs', word)).toBe(0);
  });

  test('a seminar submission is public at once', async ({ page, request }, testInfo) => {
    const word = uniqueWord('seminartitle');
    const form = seminarForm(page);
    await form.goto();
    await form.fill('name', `Amplitudes ${word}`);
    const day = isoDayFromNow(20);
    await form.fill('dates', `${day}T14:00`);
    await page.locator('#field-dates-end').fill(`${day}T15:00`);
    await form.fill('speakers.0.name', 'Ada Lovelace');
    await form.choose('field_of_interest', 'Theory-HEP');
    await screenshots(page, testInfo, 'seminar-form-filled');
    await form.submit.click();
    await expect(page).toHaveURL(/\/submissions\/seminars\/new\/success/);
    await expect.poll(() => publicHits(request, 'seminars', word)).toBe(1);
    await page.getByRole('link', { name: 'here' }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(word) })).toBeVisible();
  });

  test('an invalid seminar form shows each field error beneath it and writes nothing', async ({
    page,
    request,
  }) => {
    const writes = submissionWrites(page);
    const word = uniqueWord('badseminar');
    const form = seminarForm(page);
    await form.goto();
    await form.fill('additional_info', word);
    await form.fill('dates', `${isoDayFromNow(3)}T10:00`);
    await form.fill('join_urls.0.value', 'zoom');
    await form.fill('address.venue', 'Main hall');
    await form.submit.click();
    await expectErrors(form, {
      name: 'Seminar Name is a required field',
      dates: 'Please fill in both start and end dates',
      speakers: 'Speakers is a required field',
      field_of_interest: 'Field of interest is a required field',
      'join_urls.0.value': 'Must be a valid URL',
      'address.city': 'City is a required field',
    });
    expect(writes).toEqual([]);
    expect(await publicHits(request, 'seminars', word)).toBe(0);
  });

  test('an invalid conference form shows each field error beneath it and writes nothing @phone', async ({
    page,
    request,
  }, testInfo) => {
    const writes = submissionWrites(page);
    const word = uniqueWord('badconference');
    const form = conferenceForm(page);
    await form.goto();
    await form.fill('subtitle', word);
    await form.fill('series_number', 'five');
    await form.fill('websites.0', 'conference.org');
    await form.fill('contacts.0.email', 'nobody');
    await form.submit.click();
    await expectErrors(form, {
      name: 'Conference Name is a required field',
      dates: 'Dates is a required field',
      addresses: 'Addresses is a required field',
      field_of_interest: 'Field of interest is a required field',
      series_number: 'Must be a number',
      'websites.0': 'Must be a valid URL',
      'contacts.0.name': 'Contact name is a required field',
      'contacts.0.email': 'Must be a valid email',
    });
    await screenshots(page, testInfo, 'conference-form-errors');
    expect(writes).toEqual([]);
    expect(await publicHits(request, 'conferences', word)).toBe(0);
  });

  test('a conference submission is public at once, with its cnum on the success page', async ({
    page,
    request,
  }) => {
    const word = uniqueWord('conferencename');
    const form = conferenceForm(page);
    await form.goto();
    await form.fill('name', `Strings ${word}`);
    await form.fill('dates', '2031-06-02');
    await page.locator('#field-dates-end').fill('2031-06-06');
    await form.fill('addresses.0.city', 'Geneva');
    await form.choose('addresses.0.country', 'Switzerland');
    await form.choose('field_of_interest', 'Theory-HEP');
    await form.submit.click();
    await expect(page).toHaveURL(/\/submissions\/conferences\/new\/success\?pid_value=\d+&cnum=C31-06-02/);
    await expect(page.getByText(/See the conference \(C31-06-02(\.\d+)?\)/)).toBeVisible();
    await expect.poll(() => publicHits(request, 'conferences', word)).toBe(1);
    await page.getByRole('link', { name: 'here' }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(word) })).toBeVisible();
  });

  test('a conference warns about others in the same dates', async ({ page }) => {
    const existing = await page.request.get('/api/conferences', {
      params: { q: '', start_date: 'all', sort: 'dateasc', size: 1 },
    });
    const hit = ((await existing.json()) as { hits: { hits: { metadata: Record<string, string> }[] } }).hits
      .hits[0];
    test.skip(!hit?.metadata.opening_date, 'no dated conference in the corpus');
    const opening = hit?.metadata.opening_date as string;
    const closing = (hit?.metadata.closing_date as string | undefined) ?? opening;
    const form = conferenceForm(page);
    await form.goto();
    await form.fill('dates', opening);
    await page.locator('#field-dates-end').fill(closing);
    await expect(page.getByText(/other conference\(s\) found in these dates/)).toBeVisible();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(page.locator('.ant-drawer').getByRole('link').first()).toBeVisible();
  });

  test('a half-filled form survives a reload (the draft in the browser)', async ({ page }) => {
    const form = conferenceForm(page);
    await form.goto();
    await form.fill('name', 'Reload-proof conference');
    await form.fill('acronyms.0', 'RPC');
    // The draft is saved a moment after typing stops.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('submission-draft:conferences')))
      .toContain('Reload-proof conference');
    await page.reload();
    await expect(form.field('name')).toHaveValue('Reload-proof conference');
    await expect(form.field('acronyms.0')).toHaveValue('RPC');
  });

  test('the cataloger forms are refused to a plain user', async ({ page }) => {
    await page.goto('/submissions/journals');
    await expect(page).toHaveURL(/\/errors\/401$/);
  });
});

test.describe('cataloger forms', () => {
  test.beforeEach(async ({ page }) => {
    await new LocalLoginPage(page).loginAs('cataloger@example.org');
  });

  test('a new journal is created and opened in the record editor', async ({ page, request }) => {
    const word = uniqueWord('Journ');
    const journal = journalForm(page);
    await journal.goto();
    await journal.fill('short_title', `${word}.Phys.`);
    await journal.fill('journal_title', `Journal of ${word}`);
    await journal.submit.click();
    await expect(page).toHaveURL(/\/editor\/record\/journals\/\d+$/);
    const controlNumber = new URL(page.url()).pathname.split('/').at(-1);
    const created = await request.get(`/api/journals/${controlNumber}`);
    expect(created.ok()).toBe(true);
  });

  test('each rejects invalid input with the field error and writes nothing', async ({ page }, testInfo) => {
    const writes = submissionWrites(page);
    const institution = institutionForm(page);
    await institution.goto();
    await institution.submit.click();
    await expectErrors(institution, { identifier: 'Name of institution is a required field' });

    const experiment = experimentForm(page);
    await experiment.goto();
    await experiment.fill('legacy_name', '   ');
    await experiment.submit.click();
    await expectErrors(experiment, {
      project_type: 'Type of experiment is a required field',
      legacy_name: 'Legacy name is a required field',
    });

    const journal = journalForm(page);
    await journal.goto();
    await journal.fill('short_title', 'Only.Short');
    await journal.submit.click();
    await expectErrors(journal, { journal_title: 'Journal Title is a required field' });
    await screenshots(page, testInfo, 'journal-form-errors');
    expect(writes).toEqual([]);
    const found = await page.request.get('/api/journals', { params: { q: 'Only.Short' } });
    expect(((await found.json()) as { hits: { total: number } }).hits.total).toBe(0);
  });
});
