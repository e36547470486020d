import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The job, conference, seminar and cataloger submission forms (apps/web/src/submissions). Fields are found by the
 * form kit's ids: `contacts.0.email` → `#field-contacts-0-email`, its error `#field-contacts-0-email-error`.
 */
export class SubmissionFormPage {
  readonly page: Page;
  readonly form: Locator;
  readonly submit: Locator;

  constructor(
    page: Page,
    readonly path: string,
    readonly title: string,
  ) {
    this.page = page;
    this.form = page.getByRole('form', { name: title });
    this.submit = this.form.getByRole('button', { name: 'Submit' });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await expect(this.page.getByRole('heading', { level: 1, name: this.title })).toBeVisible();
  }

  field(path: string): Locator {
    return this.page.locator(`#field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`);
  }

  /** The error beneath a field, or beneath a repeatable group. */
  error(path: string): Locator {
    return this.page.locator(`#field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}-error`);
  }

  async fill(path: string, value: string): Promise<void> {
    await this.field(path).fill(value);
    await this.field(path).blur();
  }

  /** Types into an autocomplete field and picks the first record it suggests (from our search API). */
  async suggest(path: string, text: string): Promise<void> {
    await this.field(path).fill(text);
    const option = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await option.waitFor();
    await option.click();
  }

  /** Picks options of a (searchable) select by typing each label and pressing Enter, as a keyboard user would. */
  async choose(path: string, ...labels: string[]): Promise<void> {
    for (const label of labels) {
      await this.field(path).click();
      await this.field(path).fill(label);
      await this.page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
        .first()
        .waitFor();
      await this.field(path).press('Enter');
    }
    // Leaving the field closes its list and validates it, as a keyboard user's Tab does.
    await this.field(path).press('Tab');
  }
}

export const jobForm = (page: Page) =>
  new SubmissionFormPage(page, '/submissions/jobs', 'Submit a new job opening');
export const conferenceForm = (page: Page) =>
  new SubmissionFormPage(page, '/submissions/conferences', 'Submit a new conference');
export const seminarForm = (page: Page) =>
  new SubmissionFormPage(page, '/submissions/seminars', 'Submit a new seminar');
export const institutionForm = (page: Page) =>
  new SubmissionFormPage(page, '/submissions/institutions', 'Suggest institution');
export const experimentForm = (page: Page) =>
  new SubmissionFormPage(page, '/submissions/experiments', 'Suggest experiment');
export const journalForm = (page: Page) =>
  new SubmissionFormPage(page, '/submissions/journals', 'Suggest journal');

/** Every write the page sends to the submission API, so a journey can tell that nothing was sent. */
export function submissionWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.startsWith('/api/submissions/')) {
      writes.push(`${request.method()} ${path}`);
    }
  });
  return writes;
}

/** `YYYY-MM-DD`, `days` from today. */
export function isoDayFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
