import { expect, type Locator, type Page } from '@playwright/test';

/** The 'Correct this reference' action of the references tab and the drawer it opens (spec §4 reference curation). */
export class ReferenceCurationDrawer {
  readonly drawer: Locator;
  readonly searchBox: Locator;
  readonly selectButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.drawer = page.getByRole('dialog', { name: 'Correct this reference' });
    this.searchBox = this.drawer.getByLabel('Search for the right paper');
    this.selectButton = this.drawer.getByRole('button', { name: 'Select', exact: true });
    this.cancelButton = this.drawer.getByRole('button', { name: 'Cancel', exact: true });
  }

  /** The reference items of the references tab, in record order on the first page. */
  static references(page: Page): Locator {
    return page.locator('section.detail-tabs li.reference');
  }

  /** Opens the drawer for one reference of the visible references page. */
  async open(reference: Locator): Promise<void> {
    await reference.getByRole('button', { name: 'Correct this reference' }).click();
    await expect(this.drawer).toBeVisible();
  }

  async search(query: string): Promise<void> {
    await this.searchBox.fill(query);
    await this.searchBox.press('Enter');
  }

  /** Picks the hit whose label contains the text; Select is enabled only then. */
  async choose(text: string): Promise<void> {
    await expect(this.selectButton).toBeDisabled();
    await this.drawer.getByRole('radio', { name: new RegExp(escapeRegExp(text)) }).check();
    await expect(this.selectButton).toBeEnabled();
  }

  notice(text: string): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: text });
  }
}

/** /literature/{id}/diff/{old}..{new}: the reference before and after (catalogers). */
export class ReferenceDiffPage {
  readonly heading: Locator;
  readonly before: Locator;
  readonly after: Locator;
  readonly raw: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Reference changes', level: 1 });
    this.before = page.getByRole('region', { name: 'Before' });
    this.after = page.getByRole('region', { name: 'After' });
    this.raw = page.getByRole('region', { name: 'Raw reference' });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
