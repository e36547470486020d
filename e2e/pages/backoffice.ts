import { expect, type Locator, type Page } from '@playwright/test';

export const BACKOFFICE_TOKEN_KEY = 'backoffice.token';
export const BACKOFFICE_REFRESH_TOKEN_KEY = 'backoffice.refreshToken';

/**
 * The back office (/backoffice): its own login, the dashboard, the workflow search and a workflow's page.
 * Ready for the submit → accept journeys: open a workflow by its title, accept it, reject it with a text.
 */
export class BackofficePage {
  readonly page: Page;
  readonly email: Locator;
  readonly password: Locator;
  readonly loginButton: Locator;
  readonly loginHeading: Locator;
  readonly dashboardHeading: Locator;

  constructor(page: Page) {
    this.page = page;
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.loginButton = page.getByRole('button', { name: 'Login', exact: true });
    this.loginHeading = page.getByRole('heading', { name: 'Log in to the back office' });
    this.dashboardHeading = page.getByRole('heading', { name: 'Dashboard', level: 1 });
  }

  async gotoLogin(): Promise<void> {
    await this.page.goto('/backoffice/login/local');
    await expect(this.loginHeading).toBeVisible();
  }

  /** Fills the form and presses Login (enabled once both fields are valid). */
  async login(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await expect(this.loginButton).toBeEnabled();
    await this.loginButton.click();
  }

  /** Logs in from the login page and waits for the dashboard. */
  async loginAs(email: string, password: string): Promise<void> {
    await this.gotoLogin();
    await this.login(email, password);
    await expect(this.dashboardHeading).toBeVisible();
  }

  notice(title: string | RegExp): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: title });
  }

  /** The dashboard card of a workflow type, by its label ('new literature submissions'). */
  dashboardCard(label: string): Locator {
    return this.page
      .locator('.dashboard-card')
      .filter({ has: this.page.getByRole('heading', { name: label }) });
  }

  async search(kind: 'authors' | 'literature', query = ''): Promise<void> {
    const params = query ? `?q=${encodeURIComponent(query)}` : '';
    await this.page.goto(`/backoffice/${kind}/search${params}`);
    await expect(this.page.getByRole('heading', { name: /workflows$/, level: 1 })).toBeVisible();
  }

  resultLink(title: string): Locator {
    return this.page.locator('.workflow-row__title', { hasText: title });
  }

  /** Finds the workflow by its title (or author name) in the kind's search and opens its page. */
  async openWorkflow(kind: 'authors' | 'literature', title: string): Promise<void> {
    await this.search(kind, title);
    await this.resultLink(title).first().click();
    await expect(this.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }

  decisionButton(name: string): Locator {
    return this.page.locator('.workflow-detail__side').getByRole('button', { name, exact: true });
  }

  /** Takes a decision by its button ('Accept', 'Core', 'Accept + Curation', 'Reject' of an author) and waits for 'Success'. */
  /**
   * Takes a decision and waits for ITS success notice ('Hep accept performed successfully' for Accept): an earlier
   * decision's notice (a fuzzy match's) may still be on screen for its 10 s.
   */
  async decide(button: string): Promise<void> {
    await this.decisionButton(button).click();
    await expect(this.notice(new RegExp(`${button} performed successfully`, 'i')).first()).toBeVisible();
  }

  /** Literature submissions: Reject, the reason typed in the modal, then confirmed. */
  async rejectWithReason(reason: string): Promise<void> {
    await this.decisionButton('Reject').click();
    const dialog = this.page.getByRole('dialog', { name: 'Reason for rejection' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(this.notice(/reject performed successfully/i).first()).toBeVisible();
  }

  /** "This workflow is <pill> as #<recid>": the decision once taken. */
  decisionSummary(): Locator {
    return this.page.locator('.workflow-decision');
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: 'Account', exact: true }).click();
    await this.page.getByRole('menuitem', { name: 'Logout Backoffice' }).click();
    await expect(this.loginHeading).toBeVisible();
  }
}
