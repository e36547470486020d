import { type Download, expect, type Locator, type Page } from '@playwright/test';

/** /literature/{id}: record header, tabs and the 'Cite Article' modal. */
export class LiteratureDetailPage {
  readonly title: Locator;
  readonly tabs: Locator;
  readonly referencesTab: Locator;
  readonly referencesPanel: Locator;
  readonly citeButton: Locator;
  readonly citeModal: Locator;
  readonly citeFormat: Locator;
  readonly citeText: Locator;

  constructor(readonly page: Page) {
    this.title = page.locator('h1#record-title');
    this.tabs = page.locator('section.detail-tabs');
    this.referencesTab = this.tabs.getByRole('tab', { name: /^References \(\d+\)$/ });
    this.referencesPanel = this.tabs.getByRole('tabpanel');
    this.citeButton = page.locator('.detail-record__actions').getByRole('button', { name: 'cite' });
    this.citeModal = page.getByRole('dialog', { name: 'Cite Article' });
    this.citeFormat = this.citeModal.getByRole('combobox', { name: 'Citation format' });
    this.citeText = this.citeModal.getByTestId('cite-text');
  }

  async goto(id: string | number): Promise<void> {
    await this.page.goto(`/literature/${id}`);
    await expect(this.title).toBeVisible();
  }

  /** Opens the References tab; returns the count in its label. */
  async openReferences(): Promise<number> {
    await this.referencesTab.click();
    await expect(this.referencesTab).toHaveAttribute('aria-selected', 'true');
    const label = (await this.referencesTab.textContent()) ?? '';
    return Number(/\((\d+)\)/.exec(label)?.[1] ?? 'NaN');
  }

  async openCiteModal(): Promise<void> {
    await this.citeButton.click();
    await expect(this.citeModal).toBeVisible();
  }

  async chooseCiteFormat(label: string): Promise<void> {
    await this.citeModal.locator('.cite-modal__format').click();
    await this.page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
    await expect(this.citeModal.locator('.cite-modal__format')).toContainText(label);
  }

  async download(): Promise<Download> {
    const downloadEvent = this.page.waitForEvent('download');
    await this.citeModal.getByRole('button', { name: 'Download' }).click();
    return downloadEvent;
  }
}
