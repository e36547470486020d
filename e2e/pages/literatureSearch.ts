import { expect, type Locator, type Page } from '@playwright/test';

/** /literature: facets, results, citation summary and the malformed-query notice. */
export class LiteratureSearchPage {
  readonly results: Locator;
  readonly resultTitles: Locator;
  readonly resultsCount: Locator;
  readonly facets: Locator;
  readonly citationSummarySwitch: Locator;
  readonly citationSummary: Locator;
  readonly summaryTable: Locator;
  readonly summaryGraph: Locator;
  readonly malformed: Locator;

  constructor(readonly page: Page) {
    this.results = page.locator('.results-list article.result-item');
    this.resultTitles = this.results.locator('.result-item__title a');
    this.resultsCount = page.locator('.results-count');
    this.facets = page.getByRole('complementary', { name: 'Filters' });
    this.citationSummarySwitch = page.getByRole('switch', { name: 'Citation Summary' });
    this.citationSummary = page.locator('section.citation-summary');
    this.summaryTable = this.citationSummary.locator('table.summary-table');
    this.summaryGraph = this.citationSummary.getByRole('img', { name: 'Papers per number of citations' });
    this.malformed = page.getByRole('alert').filter({ hasText: 'The search query is malformed' });
  }

  async goto(query: string, extra = ''): Promise<void> {
    await this.page.goto(`/literature?q=${encodeURIComponent(query)}${extra}`);
  }

  async waitForResults(): Promise<void> {
    await expect(this.results.first()).toBeVisible();
    await expect(this.resultsCount).toBeVisible();
  }

  /** The total from '1,234 results'. */
  async total(): Promise<number> {
    const text = (await this.resultsCount.textContent()) ?? '';
    const match = /([\d,]+)\s+results?/.exec(text);
    if (!match?.[1]) {
      throw new Error(`no result count in "${text}"`);
    }
    return Number(match[1].replaceAll(',', ''));
  }

  /** A facet section by its title ('Document Type', 'Author' …). */
  facet(title: string | RegExp): Locator {
    return this.facets
      .locator('section.facet')
      .filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  /** The first bucket of any checkbox facet whose count is below `below` (so selecting it narrows). */
  async narrowingBucket(below: number): Promise<{ bucket: Locator; label: string; count: number }> {
    const buckets = this.facets.locator('li.facet__bucket');
    await expect(buckets.first()).toBeVisible();
    const n = await buckets.count();
    for (let i = 0; i < n; i++) {
      const bucket = buckets.nth(i);
      const count = Number(((await bucket.locator('.facet__count').textContent()) ?? '').replaceAll(',', ''));
      if (count > 0 && count < below) {
        const label = ((await bucket.locator('.facet__label').textContent()) ?? '').trim();
        return { bucket, label, count };
      }
    }
    throw new Error(`no facet bucket with fewer than ${below} results`);
  }

  async openCitationSummary(): Promise<void> {
    await this.citationSummarySwitch.click();
    await expect(this.summaryTable).toBeVisible();
    await expect(this.summaryGraph).toBeVisible();
  }

  /** The first bar of the summary graph holding at least one paper, with its paper count. */
  async nonEmptyBar(): Promise<{ bar: Locator; count: number }> {
    const bars = this.citationSummary.locator('rect.summary-graph__bar');
    const n = await bars.count();
    for (let i = 0; i < n; i++) {
      const bar = bars.nth(i);
      const label = (await bar.getAttribute('aria-label')) ?? '';
      const count = Number((/: ([\d,]+) papers$/.exec(label)?.[1] ?? '0').replaceAll(',', ''));
      if (count > 0) {
        return { bar, count };
      }
    }
    throw new Error('no summary bar holds a paper');
  }

  async openResult(index = 0): Promise<string> {
    const link = this.resultTitles.nth(index);
    const title = ((await link.textContent()) ?? '').trim();
    await link.click();
    return title;
  }
}
