import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** /bibliography-generator: one .tex file, a format, Submit; the browser then downloads the bibliography. */
export class BibliographyGeneratorPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly fileInput: Locator;
  readonly format: Locator;
  readonly submit: Locator;
  readonly warnings: Locator;
  readonly example: Locator;

  constructor(readonly page: Page) {
    // The header has a 'Submit' menu too: everything is looked up inside the page's own section.
    this.root = page.getByRole('region', { name: 'Bibliography generator' });
    this.heading = this.root.getByRole('heading', { level: 1, name: 'Bibliography generator' });
    this.fileInput = this.root.locator('input[type="file"]');
    this.format = this.root.getByRole('combobox', { name: 'Format' });
    this.submit = this.root.getByRole('button', { name: 'Submit' });
    this.warnings = this.root.getByRole('region', { name: 'Citation warnings' });
    this.example = this.root.getByTestId('bibliography-example');
  }

  async goto(): Promise<void> {
    await this.page.goto('/bibliography-generator');
    await expect(this.heading).toBeVisible();
  }

  async upload(path: string): Promise<void> {
    await this.fileInput.setInputFiles(path);
  }

  /** Picks a format by its label ('BibTeX', 'LaTeX (US)', 'LaTeX (EU)'). */
  async chooseFormat(label: string): Promise<void> {
    await this.format.click();
    await this.page.locator('.ant-select-item-option').filter({ hasText: label }).click();
  }

  /** Submits and waits for the browser's download; answers its file name and text. */
  async generate(): Promise<{ fileName: string; text: string }> {
    await expect(this.submit).toBeEnabled();
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.submit.click()]);
    const path = await download.path();
    return { fileName: download.suggestedFilename(), text: await readFile(path, 'utf8') };
  }
}

interface LiteratureSearch {
  hits: {
    total: number;
    hits: { metadata: { control_number: number; texkeys?: string[]; titles?: { title: string }[] } }[];
  };
}

async function literature(
  request: APIRequestContext,
  params: Record<string, string>,
): Promise<LiteratureSearch> {
  const response = await request.get('/api/literature', { params });
  expect(response.ok()).toBe(true);
  return (await response.json()) as LiteratureSearch;
}

/** Papers of the journeys' corpus with a texkey, with the title a bibliography entry prints. */
export async function papersWithTexkeys(
  request: APIRequestContext,
  count: number,
): Promise<{ texkey: string; title: string }[]> {
  const search = await literature(request, { size: '50', sort: 'mostrecent', fields: 'texkeys,titles' });
  const papers = search.hits.hits.flatMap(({ metadata }) => {
    const texkey = metadata.texkeys?.[0];
    const title = metadata.titles?.[0]?.title;
    // Titles with TeX or markup are printed encoded: plain ones are compared as they are.
    return texkey && title && /^[\w ,.:-]+$/.test(title) ? [{ texkey, title }] : [];
  });
  if (papers.length < count) {
    throw new Error(`fewer than ${count} papers with a texkey and a plain title in the corpus`);
  }
  return papers.slice(0, count);
}

/**
 * A journal-reference key (`JHEP.05.001`) that names more than one paper: JHEP numbers its volumes by month, so the
 * same volume and article id recur across years. Checked through the search the generator uses.
 */
export async function ambiguousJournalKey(request: APIRequestContext): Promise<string> {
  for (let month = 1; month <= 12; month += 1) {
    const volume = String(month).padStart(2, '0');
    const search = await literature(request, { q: `j:JHEP,${volume},001`, size: '1' });
    if (search.hits.total > 1) {
      return `JHEP.${volume}.001`;
    }
  }
  throw new Error('no JHEP volume and article id shared by two papers in the corpus');
}
