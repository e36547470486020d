import { expect, type Locator, type Page } from '@playwright/test';

/** The site header: the Submit and Account menus, the login link, and the footer's cataloger tools. */
export class HeaderBar {
  readonly page: Page;
  readonly accountButton: Locator;
  readonly submitButton: Locator;
  readonly loginLink: Locator;
  readonly menu: Locator;

  constructor(page: Page) {
    this.page = page;
    this.accountButton = page.getByRole('button', { name: 'Account', exact: true });
    this.submitButton = page.getByRole('button', { name: 'Submit', exact: true });
    this.loginLink = page.locator('.header-menu__login');
    this.menu = page.getByRole('menu');
  }

  async openAccountMenu(): Promise<Locator> {
    await this.accountButton.click();
    await this.menuSettled();
    return this.menu;
  }

  async openSubmitMenu(): Promise<Locator> {
    await this.submitButton.click();
    await this.menuSettled();
    return this.menu;
  }

  /**
   * Waits until the open menu has finished sliding in: on a loaded machine a click during antd's entrance motion
   * can miss its item (the menu then stays open and nothing happens), which made the logout journeys flaky.
   */
  private async menuSettled(): Promise<void> {
    await expect(this.menu).toBeVisible();
    await this.menu.evaluate((menu) =>
      Promise.all(
        (menu.closest('.ant-dropdown') ?? menu)
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  }

  async closeMenu(): Promise<void> {
    // antd's Dropdown listens for Escape on the whole window while open, wherever the focus is.
    await this.page.keyboard.press('Escape');
    await expect(this.menu).toBeHidden();
  }

  menuItem(name: string | RegExp): Locator {
    return this.menu.getByRole('menuitem', { name });
  }

  async submitEntries(): Promise<string[]> {
    const menu = await this.openSubmitMenu();
    const labels = await menu.locator('.dropdown-menu__label').allTextContents();
    await this.closeMenu();
    return labels.map((label) => label.trim());
  }

  async logout(): Promise<void> {
    await this.openAccountMenu();
    await this.menuItem('Logout').click();
    await expect(this.loginLink).toBeVisible();
  }

  footerLink(name: string): Locator {
    return this.page.locator('footer').getByRole('link', { name, exact: true });
  }
}
