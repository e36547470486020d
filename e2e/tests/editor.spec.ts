import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { EditorApi, type EditorRecordBody, RecordEditorPage } from '../pages/editor';
import { LocalLoginPage } from '../pages/login';

/** Screenshots of the history diff and the merge drawer at desktop and phone widths, for a person to look at. */
const SHOTS_DIR = process.env.EDITOR_SHOTS_DIR ?? '/tmp/shots-e4';
const CATALOGER = 'cataloger@example.org';

function baseUrl(): string {
  return String(test.info().project.use.baseURL);
}

/** A unique word per run, so that searches find this run's records only. */
function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

function paperMetadata(title: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    $schema: 'https://inspirehep.net/schemas/records/hep.json',
    _collections: ['Literature'],
    document_type: ['article'],
    titles: [{ title }],
    authors: [{ full_name: 'Ellis, John R.' }],
    preprint_date: '2024-01-15',
    ...extra,
  };
}

/**
 * Screenshots of one view at desktop width (the page as it is) and at phone width (a phone context of its own,
 * logged in as the same user, where `open` brings the view up as a phone user would).
 */
async function screenshots(
  page: Page,
  browser: Browser,
  name: string,
  email: string,
  open: (phone: Page) => Promise<void>,
): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-1280.png` });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await new LocalLoginPage(phone).loginAs(email);
  await open(phone);
  await phone.screenshot({ path: `${SHOTS_DIR}/${name}-390.png` });
  await context.close();
}

test.describe('record editor (issue 16)', () => {
  let api: EditorApi;

  test.beforeAll(async () => {
    api = await EditorApi.login(baseUrl(), CATALOGER);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('a cataloger edits a title from the record page, reads the diff in History and reverts it', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const original = `Editor journey original ${uniqueWord('t')}`;
    const edited = `Editor journey edited ${uniqueWord('t')}`;
    const paper = await api.create('literature', paperMetadata(original));
    const id = paper.metadata.control_number;

    await new LocalLoginPage(page).loginAs(CATALOGER, `/literature/${id}`);
    await expect(page.locator('h1#record-title')).toContainText(original);
    await page
      .locator('.detail-record__actions, .detail-record')
      .getByRole('link', { name: 'edit' })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/editor/record/literature/${id}$`));
    const editor = new RecordEditorPage(page);
    await editor.waitInteractive();

    const title = editor.firstItemInput('Titles', 'Title');
    await expect(title).toHaveValue(original);
    await title.fill(edited);
    await editor.save();
    await expect(editor.savedNotice()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/literature/${id}$`));
    await expect(page.locator('h1#record-title')).toContainText(edited);

    await editor.goto('literature', id);
    const history = await editor.openHistory();
    await expect(history.revision(1)).toContainText(`by ${CATALOGER}`);
    await expect(history.revision(1)).toContainText('editor');
    const titles = history.fieldTable('titles');
    await expect(titles).toContainText('titles[0].title');
    await expect(titles.getByRole('cell').first()).toContainText(original);
    await expect(titles.getByRole('cell').nth(1)).toContainText(edited);
    await screenshots(page, browser, 'history-diff', CATALOGER, async (phone) => {
      const phoneEditor = new RecordEditorPage(phone);
      await phoneEditor.goto('literature', id);
      const phoneHistory = await phoneEditor.openHistory();
      await expect(phoneHistory.fieldTable('titles')).toContainText(edited);
    });

    await history.revertTo(0);
    await expect(page.getByText('Reverted to revision 0.').first()).toBeVisible();
    await page.goto(`/literature/${id}`);
    await expect(page.locator('h1#record-title')).toContainText(original);
    expect((await api.read('literature', id)).revision_id).toBe(2);
  });

  test('a cataloger adds an author with an affiliation picked by search and fixes a journal volume', async ({
    page,
  }) => {
    const word = uniqueWord('Linkjourney');
    const institution = await api.create('institutions', {
      _collections: ['Institutions'],
      legacy_ICN: word,
    });
    const institutionId = institution.metadata.control_number;
    const paper = await api.create(
      'literature',
      paperMetadata(`Link journey ${word}`, {
        publication_info: [{ journal_title: 'Phys.Rev.D', journal_volume: '1', year: 2024, artid: '012345' }],
      }),
    );
    const id = paper.metadata.control_number;

    await new LocalLoginPage(page).loginAs(CATALOGER);
    const editor = new RecordEditorPage(page);
    await editor.goto('literature', id);
    await editor.field('Journal volume', editor.list('Publication info')).fill('99');

    await page.getByRole('tab', { name: 'Authors' }).click();
    const authors = editor.list('Authors');
    await authors.getByRole('button', { name: 'Add authors' }).first().click();
    const added = authors.locator('li.editor-item').nth(1);
    await editor.field('Full name', added).fill(`${word}, Newcomer`);
    await added.getByRole('button', { name: 'Add affiliations' }).click();
    const picker = added.getByPlaceholder('Search institutions to link');
    await picker.fill(word);
    await page
      .getByRole('listbox', { name: 'Matching institutions' })
      .getByRole('option', { name: word })
      .click();
    await expect(added.getByRole('link', { name: `institutions/${institutionId}` })).toBeVisible();

    await editor.save();
    await expect(editor.savedNotice()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/literature/${id}$`));
    // The detail page lists the new author (its surname is this run's unique word).
    await expect(page.locator('main')).toContainText(word);
    await expect(page.locator('main')).toContainText('99');

    const saved = await api.read('literature', id);
    const savedAuthors = saved.metadata.authors as { affiliations?: { record?: { $ref: string } }[] }[];
    expect(savedAuthors[1]?.affiliations?.[0]?.record?.$ref).toMatch(
      new RegExp(`/api/institutions/${institutionId}$`),
    );
    expect((saved.metadata.publication_info as { journal_volume?: string }[])[0]?.journal_volume).toBe('99');

    // Search finds the paper by its new author at once.
    await page.goto(`/literature?q=${encodeURIComponent(`a ${word}`)}`);
    await expect(page.locator('main')).toContainText(`Link journey ${word}`);
  });

  test('a save after someone else saved the same record shows the conflict, nothing is lost', async ({
    page,
  }) => {
    const paper = await api.create('literature', paperMetadata(`Conflict journey ${uniqueWord('c')}`));
    const id = paper.metadata.control_number;
    await new LocalLoginPage(page).loginAs(CATALOGER);
    const editor = new RecordEditorPage(page);
    await editor.goto('literature', id);
    const title = editor.firstItemInput('Titles', 'Title');
    await title.fill('Changed in the page');

    // Meanwhile, the same cataloger in another session saves the revision the page holds.
    const opened = await api.read('literature', id);
    await api.save('literature', opened, {
      ...opened.metadata,
      titles: [{ title: 'Changed through the API' }],
    });

    await editor.save();
    await expect(editor.conflictModal).toBeVisible();
    await expect(
      editor.conflictModal.getByRole('list', { name: 'Fields changed on the server' }),
    ).toContainText('titles');
    await editor.conflictModal.getByRole('button', { name: 'Keep editing' }).click();
    await expect(title).toHaveValue('Changed in the page');
    expect(((await api.read('literature', id)).metadata.titles as { title: string }[])[0]?.title).toBe(
      'Changed through the API',
    );
  });

  test('two browsers edit the same record: the second save gets the conflict view, nothing lost', async ({
    page,
    browser,
  }) => {
    const paper = await api.create('literature', paperMetadata(`Two tabs ${uniqueWord('w')}`));
    const id = paper.metadata.control_number;
    await new LocalLoginPage(page).loginAs(CATALOGER);
    const first = new RecordEditorPage(page);
    await first.goto('literature', id);
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await new LocalLoginPage(otherPage).loginAs(CATALOGER);
    const second = new RecordEditorPage(otherPage);
    await second.goto('literature', id);

    await first.firstItemInput('Titles', 'Title').fill('Saved first');
    await first.save();
    await expect(first.savedNotice()).toBeVisible();

    const secondTitle = second.firstItemInput('Titles', 'Title');
    await secondTitle.fill('Saved second');
    await second.save();
    await expect(second.conflictModal).toBeVisible();
    await second.conflictModal.getByRole('button', { name: 'Keep editing' }).click();
    await expect(secondTitle).toHaveValue('Saved second');
    expect(((await api.read('literature', id)).metadata.titles as { title: string }[])[0]?.title).toBe(
      'Saved first',
    );
    await otherContext.close();
  });

  test('an invalid value is named beneath its field and Save is disabled', async ({ page }) => {
    const paper = await api.create('literature', paperMetadata(`Invalid journey ${uniqueWord('i')}`));
    await new LocalLoginPage(page).loginAs(CATALOGER);
    const editor = new RecordEditorPage(page);
    await editor.goto('literature', paper.metadata.control_number);
    const date = editor.field('Preprint date');
    await date.fill('last spring');
    const field = page.locator('.editor-field').filter({ has: date });
    await expect(field.getByRole('alert')).toContainText('expected YYYY, YYYY-MM or YYYY-MM-DD');
    await expect(editor.saveButton).toBeDisabled();
    await date.fill('2024-02');
    await expect(field.getByRole('alert')).toHaveCount(0);
    await expect(editor.saveButton).toBeEnabled();
  });

  test('a deleted record shows the deleted banner; revert brings it back', async ({ page }) => {
    const title = `Delete journey ${uniqueWord('d')}`;
    const paper = await api.create('literature', paperMetadata(title));
    const id = paper.metadata.control_number;
    await new LocalLoginPage(page).loginAs(CATALOGER);
    const editor = new RecordEditorPage(page);
    await editor.goto('literature', id);
    await editor.deleteRecord(id);
    await expect(page.locator('.ant-notification-notice').getByText('The record is deleted.')).toBeVisible();
    await page.goto(`/literature/${id}`);
    await expect(page.getByText('This record is deleted!')).toBeVisible();

    await editor.goto('literature', id);
    const history = await editor.openHistory();
    await history.revertTo(0);
    await expect(page.getByText('Reverted to revision 0.').first()).toBeVisible();
    await page.goto(`/literature/${id}`);
    await expect(page.locator('h1#record-title')).toContainText(title);
    await expect(page.getByText('This record is deleted!')).toHaveCount(0);
  });

  test('merging a duplicate author moves its papers and redirects the old id', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const word = uniqueWord('Mergetest');
    const kept = await api.create('authors', { _collections: ['Authors'], name: { value: `${word}, Kept` } });
    const duplicate = await api.create('authors', {
      _collections: ['Authors'],
      name: { value: `${word}, Duplicate` },
    });
    const keptId = kept.metadata.control_number;
    const duplicateId = duplicate.metadata.control_number;
    const paper = await api.create(
      'literature',
      paperMetadata(`Merge journey ${word}`, {
        authors: [{ full_name: `${word}, D.`, record: { $ref: `${baseUrl()}/api/authors/${duplicateId}` } }],
      }),
    );

    await new LocalLoginPage(page).loginAs(CATALOGER);
    const editor = new RecordEditorPage(page);
    await editor.goto('authors', keptId);
    const merge = await editor.openMerge();
    await merge.search(word);
    await merge.choose(duplicateId);
    await expect(merge.duplicate).toContainText(`${word}, Duplicate`);
    await expect(merge.duplicate).toContainText('Papers1');
    await expect(merge.kept).toContainText(`${word}, Kept`);
    await screenshots(page, browser, 'merge-drawer', CATALOGER, async (phone) => {
      const phoneEditor = new RecordEditorPage(phone);
      await phoneEditor.goto('authors', keptId);
      const phoneMerge = await phoneEditor.openMerge();
      await phoneMerge.search(word);
      await phoneMerge.choose(duplicateId);
      await expect(phoneMerge.duplicate).toContainText('Papers1');
    });
    await merge.confirmMerge(keptId, duplicateId);
    await expect(page.locator('.ant-notification-notice').getByText('The records are merged.')).toBeVisible();

    const firstAuthorRef = async () => {
      const stored = await api.read('literature', paper.metadata.control_number);
      return (stored.metadata.authors as { record?: { $ref: string } }[])[0]?.record?.$ref;
    };
    expect(await firstAuthorRef()).toMatch(new RegExp(`/api/authors/${keptId}$`));
    // The duplicate's page now leads to the kept author (another tab: the notice with its undo stays here).
    const other = await page.context().newPage();
    await other.goto(`/authors/${duplicateId}`);
    await expect(other).toHaveURL(new RegExp(`/authors/${keptId}$`));
    await other.close();

    // The merge is one step back: every record it wrote returns.
    await page.locator('.ant-notification-notice').getByRole('button', { name: 'Undo merge' }).click();
    await expect(page.locator('.ant-notification-notice').getByText('The merge is undone.')).toBeVisible();
    expect(await firstAuthorRef()).toMatch(new RegExp(`/api/authors/${duplicateId}$`));
    await page.goto(`/authors/${duplicateId}`);
    await expect(page).toHaveURL(new RegExp(`/authors/${duplicateId}$`));
    await expect(page.getByText('This record is deleted!')).toHaveCount(0);
  });

  test('an author edits their own profile in the editor, and no one else’s', async ({ page }) => {
    const author = await EditorApi.login(baseUrl(), 'author@example.org');
    const me = (await (await author.request.get('/api/accounts/me')).json()) as {
      data: { profile_control_number?: number };
    };
    await author.dispose();
    const profile = me.data.profile_control_number;
    expect(profile, 'author@example.org has a profile').toBeDefined();
    const someoneElse = await api.create('authors', {
      _collections: ['Authors'],
      name: { value: `${uniqueWord('Other')}, Person` },
    });

    await new LocalLoginPage(page).loginAs('author@example.org');
    const editor = new RecordEditorPage(page);
    await editor.goto('authors', profile as number);
    const nameTitle = editor.field('Title', page.getByRole('group', { name: 'Name' }));
    await nameTitle.fill('Dr.');
    await editor.save();
    await expect(editor.savedNotice()).toBeVisible();
    const saved = await api.read('authors', profile as number);
    expect((saved.metadata.name as { title?: string }).title).toBe('Dr.');

    await page.goto(`/editor/record/authors/${someoneElse.metadata.control_number}`);
    await expect(page.getByText('You are not allowed to edit this record.')).toBeVisible();
  });

  test('a paper with 3,000 authors opens, takes one edit and saves', async ({ page }) => {
    test.setTimeout(180_000);
    const authors = Array.from({ length: 3000 }, (_, index) => ({
      full_name: `Author${index + 1}, Big`,
      affiliations: [{ value: `Institute ${index % 40}` }],
    }));
    const paper: EditorRecordBody = await api.create(
      'literature',
      paperMetadata(`Large collaboration ${uniqueWord('l')}`, { authors }),
    );
    const id = paper.metadata.control_number;
    await new LocalLoginPage(page).loginAs(CATALOGER);
    const editor = new RecordEditorPage(page);
    const openedMs = await editor.goto('literature', id);
    console.log(`3,000-author paper: editor interactive ${openedMs} ms after navigation`);

    const authorsTab = page.getByRole('tab', { name: /Authors/ });
    if (await authorsTab.isVisible()) {
      await authorsTab.click();
    }
    await page.getByLabel('Filter authors').fill('Author1500,');
    await page.locator('.editor-row__summary').filter({ hasText: 'Author1500, Big' }).first().click();
    await editor.field('Full name', editor.openListItem()).fill('Author1500, Bigger');
    const started = Date.now();
    await editor.save();
    await expect(editor.savedNotice()).toBeVisible({ timeout: 30_000 });
    console.log(`3,000-author paper: save answered in ${Date.now() - started} ms`);
    const saved = await api.read('literature', id);
    expect((saved.metadata.authors as { full_name: string }[])[1499]?.full_name).toBe('Author1500, Bigger');
    expect((saved.metadata.authors as unknown[]).length).toBe(3000);
  });
});
