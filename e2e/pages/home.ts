import { expect, type Locator, type Page } from '@playwright/test';

/** The home page: hero search box with its scope selector. */
export class HomePage {
  readonly searchInput: Locator;
  readonly searchButton: Locator;
  readonly heroTitle: Locator;

  constructor(readonly page: Page) {
    this.heroTitle = page.getByRole('heading', { level: 1, name: 'Discover High-Energy Physics content' });
    this.searchInput = page
      .locator('.home-hero__search')
      .getByRole('combobox', { name: /^Search (?!scope)/ });
    this.searchButton = page
      .locator('.home-hero__search')
      .getByRole('button', { name: 'Search', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.heroTitle).toBeVisible();
  }

  /** Types a query and submits it with the search button. */
  async search(query: string): Promise<void> {
    await this.searchInput.fill(query);
    await this.searchButton.click();
  }
}
