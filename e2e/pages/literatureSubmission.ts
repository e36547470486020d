import { expect, type Locator, type Page } from '@playwright/test';

/** Field ids of the submission form kit: `authors.0.full_name` → `#field-authors-0-full_name`. */
export function fieldLocator(page: Page, path: string): Locator {
  return page.locator(`#field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`);
}

/** The error beneath the field at `path` (the kit gives it the field's id with `-error`). */
export function fieldError(page: Page, path: string): Locator {
  return page.locator(`#field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}-error`);
}

/** Counts the writes the page sends to the submission API, so a journey can tell that nothing was sent. */
export function recordSubmissionWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/submissions/')) {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return writes;
}

/** /submissions/literature: the arXiv/DOI import step, then the literature form. */
export class LiteratureSubmissionPage {
  readonly page: Page;
  readonly importInput: Locator;
  readonly importButton: Locator;
  readonly skipButton: Locator;
  readonly form: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    this.page = page;
    this.importInput = page.getByLabel('From arXiv or DOI', { exact: true });
    this.importButton = page.getByRole('button', { name: 'Import' });
    this.skipButton = page.getByRole('button', { name: 'Skip and fill the form manually' });
    this.form = page.getByRole('form', { name: 'Suggest content' });
    this.submit = this.form.getByRole('button', { name: 'Submit' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/submissions/literature');
    await expect(this.page.getByRole('heading', { name: 'Suggest content' })).toBeVisible();
  }

  async skipImport(): Promise<void> {
    await this.skipButton.click();
    await expect(this.form).toBeVisible();
  }

  /** Types the identifier and presses Enter, as a reader would. */
  async importIdentifier(identifier: string): Promise<void> {
    await this.importInput.fill(identifier);
    await this.importInput.press('Enter');
  }

  field(path: string): Locator {
    return fieldLocator(this.page, path);
  }

  error(path: string): Locator {
    return fieldError(this.page, path);
  }

  /** Opens a collapsed section of the form ('References', 'Comments') by its title. */
  async openSection(title: string): Promise<void> {
    const section = this.form.locator('details.submission-section', {
      has: this.page.locator('summary', { hasText: title }),
    });
    if ((await section.getAttribute('open')) === null) {
      await section.locator('summary').click();
    }
  }
}

/** /submissions/authors: the new-author form. */
export class AuthorSubmissionPage {
  readonly page: Page;
  readonly form: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    this.page = page;
    this.form = page.getByRole('form', { name: 'Suggest author' });
    this.submit = this.form.getByRole('button', { name: 'Submit' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/submissions/authors');
    await expect(this.form).toBeVisible();
  }

  field(path: string): Locator {
    return fieldLocator(this.page, path);
  }

  error(path: string): Locator {
    return fieldError(this.page, path);
  }
}
