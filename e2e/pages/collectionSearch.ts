import { expect, type Locator, type Page } from '@playwright/test';

export type CollectionName =
  | 'authors'
  | 'jobs'
  | 'conferences'
  | 'seminars'
  | 'institutions'
  | 'experiments'
  | 'journals'
  | 'data';

/** A collection's search page (/authors, /jobs …): filters, results, count and toolbar extras. */
export class CollectionSearchPage {
  readonly results: Locator;
  readonly resultTitles: Locator;
  readonly resultsCount: Locator;
  readonly filters: Locator;
  readonly emptyState: Locator;

  constructor(
    readonly page: Page,
    readonly collection: CollectionName,
  ) {
    this.results = page.locator('.results-list article');
    this.resultTitles = page.locator('.results-list .result-item__title a');
    this.resultsCount = page.locator('.results-count');
    this.filters = page.getByRole('complementary', { name: 'Filters' });
    this.emptyState = page.locator('.search-page__results').getByText(/^0 \w+$/);
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/${this.collection}${query}`);
    await expect(this.resultsCount).toBeVisible();
  }

  async waitForResults(): Promise<void> {
    await expect(this.resultTitles.first()).toBeVisible();
  }

  async total(): Promise<number> {
    await expect(this.resultsCount).toBeVisible();
    const text = (await this.resultsCount.textContent()) ?? '';
    return Number((/([\d,]+)/.exec(text)?.[1] ?? 'NaN').replaceAll(',', ''));
  }

  /** The 'Upcoming conferences' / 'Upcoming seminars' switch of the start-date filter. */
  upcomingSwitch(): Locator {
    return this.filters.getByRole('switch', { name: /^Upcoming / });
  }

  /** Checkbox facet buckets in the sidebar. */
  checkboxBuckets(): Locator {
    return this.filters.locator('li.facet__bucket');
  }

  /** A multiselect facet (jobs) by title. */
  multiselectFacet(title: string | RegExp): Locator {
    return this.filters
      .locator('section.facet--multiselect')
      .filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  /**
   * Opens a multiselect facet's dropdown and waits until its opening animation has finished. While antd's
   * slide-up motion runs the options still move, and a click that Playwright aims at a moving option can miss
   * it; its retry then scrolls the page, and the dropdown (in <body>) trails the sticky filter sidebar, so the
   * retried click can land beside the option and close the dropdown without picking anything.
   */
  async openMultiselect(facet: Locator): Promise<Locator> {
    await facet.getByRole('combobox').click();
    const dropdown = this.page.locator('.ant-select-dropdown:visible');
    await expect(dropdown).toHaveCount(1);
    await expect(dropdown).not.toHaveClass(/-(appear|enter)\b/);
    return dropdown;
  }

  /** Clicks an option of an open multiselect dropdown and waits until the select has taken it. */
  async pickOption(option: Locator): Promise<void> {
    await option.click();
    // antd 6 (virtual list, the default) puts aria-selected only on a hidden listbox for screen readers; the
    // visible option is marked by a class.
    await expect(option).toHaveClass(/\bant-select-item-option-selected\b/);
  }

  /** Opens the result at `index`; returns the link text. */
  async openResult(index = 0): Promise<string> {
    const link = this.resultTitles.nth(index);
    const title = ((await link.textContent()) ?? '').trim();
    await link.click();
    return title;
  }
}
