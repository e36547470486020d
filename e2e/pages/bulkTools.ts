import { expect, type Locator, type Page } from '@playwright/test';

/** A conference the bulk tools can assign papers to (it has a CNUM). */
export interface ConferenceChoice {
  controlNumber: number;
  title: string;
  cnum: string;
}

/**
 * The catalogers' literature bulk tools on /literature: the selection checkboxes and bar, and the drawer with
 * 'Assign to conference' (conference picker) and 'Export to CDS'.
 */
export class BulkTools {
  readonly bar: Locator;
  readonly selectPage: Locator;
  readonly clear: Locator;
  readonly count: Locator;
  readonly openButton: Locator;
  readonly drawer: Locator;
  readonly assignToConference: Locator;
  readonly exportToCds: Locator;
  readonly hitCheckboxes: Locator;

  constructor(readonly page: Page) {
    this.bar = page.getByRole('group', { name: 'Selection for bulk tools' });
    this.selectPage = this.bar.getByRole('checkbox', { name: 'Select all on this page' });
    this.clear = this.bar.getByRole('button', { name: 'Clear' });
    this.count = this.bar.locator('.bulk-bar__count');
    this.openButton = this.bar.getByRole('button', { name: 'Bulk tools' });
    this.drawer = page.getByRole('dialog', { name: 'Bulk tools' });
    this.assignToConference = this.drawer.getByRole('button', { name: 'Assign to conference' });
    this.exportToCds = this.drawer.getByRole('button', { name: 'Export to CDS' });
    this.hitCheckboxes = page.locator('.results-list article.result-item').getByRole('checkbox', {
      name: /^Select "/,
    });
  }

  /** Ticks the checkbox of the hit at `index` and answers the paper's control number. */
  async selectHit(index: number): Promise<number> {
    const hit = this.page.locator('.results-list article.result-item').nth(index);
    await hit.getByRole('checkbox', { name: /^Select "/ }).check();
    const href = (await hit.locator('.result-item__title a').getAttribute('href')) ?? '';
    const recid = Number(/\/literature\/(\d+)/.exec(href)?.[1]);
    if (!recid) {
      throw new Error(`no control number in the title link "${href}"`);
    }
    return recid;
  }

  async expectSelected(count: number): Promise<void> {
    await expect(this.count).toHaveText(`${count} selected`);
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.drawer).toBeVisible();
    // Done sliding in (antd marks the panel with motion classes while it moves): screenshots show it whole.
    await expect(this.page.locator('.ant-drawer-content-wrapper[class*="motion"]')).toHaveCount(0);
  }

  /** Shows the conference picker (the 'Assign to conference' button toggles it). */
  async openPicker(): Promise<void> {
    if ((await this.assignToConference.getAttribute('aria-expanded')) !== 'true') {
      await this.assignToConference.click();
    }
    await expect(this.drawer.getByLabel('Search conferences')).toBeVisible();
  }

  /** Opens the picker, searches the conference by title, chooses it by its CNUM and assigns. */
  async assignTo(conference: ConferenceChoice): Promise<void> {
    await this.openPicker();
    const search = this.drawer.getByLabel('Search conferences');
    await search.fill(conference.title);
    await search.press('Enter');
    const option = this.drawer.locator('label.conference-picker__option', { hasText: conference.cnum });
    const assign = this.drawer.getByRole('button', { name: 'Assign', exact: true });
    await expect(assign).toBeDisabled();
    await option.first().click();
    await expect(option.first().getByRole('radio')).toBeChecked();
    await expect(assign).toBeEnabled();
    await assign.click();
  }

  /** A notification (antd) by its title. */
  notice(title: string): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: title });
  }
}
