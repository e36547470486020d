import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * Claiming in the browser (spec §4): the claim control of literature results, the author picker drawer, and an
 * author profile's claim mode. The API helpers read through the logged-in page's own session.
 */

interface Signature {
  full_name: string;
  record?: { $ref: string };
  curated_relation?: boolean;
}

export interface PaperSummary {
  recid: number;
  title: string;
  authors: Signature[];
}

interface SearchBody {
  hits: {
    total: number;
    hits: { metadata: { control_number: number; titles?: { title: string }[]; authors?: Signature[] } }[];
  };
}

/** The control number a `$ref` ends with, when it names an author. */
export function authorRecidOf(signature: Signature): number | undefined {
  const match = /\/authors\/(\d+)$/.exec(signature.record?.$ref ?? '');
  return match ? Number(match[1]) : undefined;
}

export class ClaimsApi {
  constructor(readonly request: APIRequestContext) {}

  async myProfile(): Promise<{ recid: number; name: string }> {
    const me = await this.request.get('/api/accounts/me');
    expect(me.ok()).toBe(true);
    const recid = ((await me.json()) as { data: { profile_control_number: number } }).data
      .profile_control_number;
    const author = await this.request.get(`/api/authors/${recid}`);
    const name = ((await author.json()) as { metadata: { name: { value: string } } }).metadata.name.value;
    return { recid, name };
  }

  /** Papers of a literature search with their signatures (JSON, all authors). */
  async papers(q: string, size = 50): Promise<PaperSummary[]> {
    const response = await this.request.get('/api/literature', {
      params: {
        q,
        size,
        fields: 'control_number,titles,authors.full_name,authors.record,authors.curated_relation',
      },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as SearchBody;
    return body.hits.hits.map((hit) => ({
      recid: hit.metadata.control_number,
      title: hit.metadata.titles?.[0]?.title ?? '',
      authors: hit.metadata.authors ?? [],
    }));
  }

  async paper(recid: number): Promise<PaperSummary> {
    const [paper] = await this.papers(`recid:${recid}`, 1);
    if (!paper) {
      throw new Error(`no paper ${recid}`);
    }
    return paper;
  }

  async publicationCount(authorRecid: number): Promise<number> {
    const response = await this.request.get('/api/literature', {
      params: { q: `authors.record.$ref:${authorRecid}`, size: 1 },
    });
    return ((await response.json()) as SearchBody).hits.total;
  }
}

/** The claim control and author picker on /literature. */
export class ClaimSearchPage {
  constructor(readonly page: Page) {}

  async gotoPaper(recid: number): Promise<void> {
    await this.page.goto(`/literature?q=${encodeURIComponent(`recid:${recid}`)}`);
    await expect(this.page.locator('.results-list article.result-item').first()).toBeVisible();
  }

  claimButton(): Locator {
    return this.page
      .locator('.results-list article.result-item')
      .first()
      .getByRole('button', { name: 'claim' });
  }

  /** The notification showing this text (antd renders them outside the page content). */
  notification(text: string | RegExp): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: text });
  }

  pickerDrawer(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: 'Select the author to claim' });
  }
}

/** An author profile's Literature tab in claim mode. */
export class ProfileClaimMode {
  readonly claimModeSwitch: Locator;
  readonly bar: Locator;
  readonly resultsCount: Locator;

  constructor(readonly page: Page) {
    this.claimModeSwitch = page.getByRole('switch', { name: 'Claim mode' });
    this.bar = page.getByRole('region', { name: 'Claim mode' });
    this.resultsCount = page.locator('.embedded-search .results-count').first();
  }

  async goto(authorRecid: number): Promise<void> {
    await this.page.goto(`/authors/${authorRecid}`);
    await expect(this.page.locator('.embedded-search article.result-item').first()).toBeVisible();
  }

  /** Switches claim mode on (it starts on only on one's own profile). */
  async turnOn(): Promise<void> {
    await expect(this.claimModeSwitch).toBeVisible();
    if ((await this.claimModeSwitch.getAttribute('aria-checked')) !== 'true') {
      await this.claimModeSwitch.click();
    }
    await expect(this.bar).toBeVisible();
  }

  /** Narrows the list to one paper with the tab's own search box, so it is on the first page. */
  async findPaper(recid: number): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: "Search within this author's papers" });
    await box.fill(`recid:${recid}`);
    await box.press('Enter');
    await expect(this.page.locator('.embedded-search article.result-item')).toHaveCount(1);
  }

  item(title: string): Locator {
    return this.page.locator('.embedded-search article.result-item').filter({ hasText: title });
  }

  async select(title: string): Promise<void> {
    await this.page.getByRole('checkbox', { name: `Select ${title}` }).check();
  }

  action(name: string): Locator {
    return this.bar.getByRole('button', { name, exact: true });
  }

  /** The total from '9 results'. */
  async total(): Promise<number> {
    const text = (await this.resultsCount.textContent()) ?? '';
    const match = /([\d,]+)\s+results?/.exec(text);
    if (!match?.[1]) {
      throw new Error(`no result count in "${text}"`);
    }
    return Number(match[1].replaceAll(',', ''));
  }
}
