import { expect, type Locator, type Page } from '@playwright/test';

/** Any non-literature record page (/authors/{id}, /jobs/{id} …): title card, tabs and embedded lists. */
export class RecordDetailPage {
  readonly title: Locator;
  readonly card: Locator;
  readonly tabs: Locator;
  readonly embeddedSection: Locator;

  constructor(readonly page: Page) {
    this.title = page.locator('h1#record-title');
    this.card = page.locator('article.detail-card').first();
    this.tabs = page.locator('section.detail-tabs');
    this.embeddedSection = page.locator('section.detail-tabs');
  }

  async goto(collection: string, id: string | number): Promise<void> {
    await this.page.goto(`/${collection}/${id}`);
  }

  async expectTitle(text?: string | RegExp): Promise<void> {
    await expect(this.title).toBeVisible();
    await expect(this.title).not.toHaveText(/^\s*$/);
    if (text !== undefined) {
      await expect(this.title).toContainText(text);
    }
  }

  tab(name: string | RegExp): Locator {
    return this.tabs.getByRole('tab', { name });
  }

  async openTab(name: string | RegExp): Promise<void> {
    const tab = this.tab(name);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
}
