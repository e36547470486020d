import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'parton-demo';

/** /user/login/local: the e-mail and password form. */
export class LocalLoginPage {
  readonly page: Page;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(page: Page) {
    this.page = page;
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: 'Log in' });
    this.error = page.getByRole('alert');
  }

  async goto(next?: string): Promise<void> {
    await this.page.goto(next ? `/user/login/local?next=${encodeURIComponent(next)}` : '/user/login/local');
    await expect(this.page.getByRole('heading', { name: /Log in to/ })).toBeVisible();
  }

  async fill(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async login(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.fill(email, password);
    await this.submit.click();
  }

  /** Logs in from the local page and waits until the header shows the account menu. */
  async loginAs(email: string, next?: string): Promise<void> {
    await this.goto(next);
    await this.login(email);
    await expect(this.page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  }
}
