import { expect, type Locator, type Page } from '@playwright/test';

/** /user/settings: the author e-mail form, the ORCID push switch and the display preferences. */
export class SettingsPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly email: Locator;
  readonly changeEmail: Locator;
  readonly orcidSwitch: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Settings', level: 1 });
    this.email = page.locator('form[id="change-email"]').getByLabel('Email');
    this.changeEmail = page.getByRole('button', { name: 'Change email' });
    this.orcidSwitch = page.getByRole('switch', { name: 'Export to ORCID' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/user/settings');
    await expect(this.heading).toBeVisible();
  }

  async changeEmailTo(address: string): Promise<void> {
    await this.email.fill(address);
    await this.email.blur();
    await expect(this.changeEmail).toBeEnabled();
    await this.changeEmail.click();
  }
}
