import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { DEMO_PASSWORD } from './login';

/** A record as `/api/editor/{collection}/{id}` answers it (packages/records/src/api/editor.ts `EditorRecord`). */
export interface EditorRecordBody {
  id: string;
  revision_id: number;
  deleted: boolean;
  metadata: Record<string, unknown> & { control_number: number };
}

/**
 * The editor API through a session of its own (not the page's): how a journey writes 'meanwhile', as a colleague
 * or the same cataloger in another tab would. Logs in with the demo password and echoes the CSRF token.
 */
export class EditorApi {
  private constructor(
    readonly request: APIRequestContext,
    private readonly csrfToken: string,
  ) {}

  static async login(baseURL: string, email: string): Promise<EditorApi> {
    const request = await playwrightRequest.newContext({ baseURL });
    const login = await request.post('/api/accounts/login', { data: { email, password: DEMO_PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    const { csrf_token: csrfToken } = (await login.json()) as { csrf_token: string };
    return new EditorApi(request, csrfToken);
  }

  private get headers() {
    return { 'x-csrf-token': this.csrfToken };
  }

  async read(collection: string, id: number): Promise<EditorRecordBody> {
    const response = await this.request.get(`/api/editor/${collection}/${id}`);
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as EditorRecordBody;
  }

  async create(collection: string, metadata: Record<string, unknown>): Promise<EditorRecordBody> {
    const response = await this.request.post(`/api/editor/${collection}`, {
      headers: this.headers,
      data: { metadata },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as EditorRecordBody;
  }

  async save(collection: string, record: EditorRecordBody, metadata: Record<string, unknown>) {
    const response = await this.request.put(`/api/editor/${collection}/${record.metadata.control_number}`, {
      headers: this.headers,
      data: { revision_id: record.revision_id, metadata },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as EditorRecordBody;
  }

  /** The public record (UI JSON is not needed: the plain API answer carries the title). */
  async publicRecord(
    collection: string,
    id: number,
  ): Promise<{ status: number; url: string; body: unknown }> {
    const response = await this.request.get(`/api/${collection}/${id}`);
    return { status: response.status(), url: response.url(), body: await response.json().catch(() => null) };
  }

  async dispose(): Promise<void> {
    await this.request.dispose();
  }
}

/** `/editor/record/{collection}/{id}`: the record editor (apps/web/src/editor). */
export class RecordEditorPage {
  readonly toolbar: Locator;
  readonly saveButton: Locator;
  readonly historyButton: Locator;
  readonly conflictModal: Locator;
  readonly errorSummary: Locator;

  constructor(readonly page: Page) {
    this.toolbar = page.getByRole('toolbar', { name: 'Editor actions' });
    this.saveButton = this.toolbar.getByRole('button', { name: 'Save' });
    this.historyButton = this.toolbar.getByRole('button', { name: 'History' });
    this.conflictModal = page.getByRole('dialog', {
      name: 'The record was changed by someone else since you opened it.',
    });
    this.errorSummary = page.locator('.record-editor__errors');
  }

  /** Opens the editor and waits until its Save button can be clicked; answers the milliseconds that took. */
  async goto(collection: string, id: number): Promise<number> {
    const started = Date.now();
    await this.page.goto(`/editor/record/${collection}/${id}`);
    await this.waitInteractive();
    return Date.now() - started;
  }

  async waitInteractive(): Promise<void> {
    await expect(this.saveButton).toBeVisible({ timeout: 30_000 });
  }

  /** A list field of the form ('Titles', 'Authors'): the section its label names. */
  list(label: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${label} \\(\\d+\\)`) });
  }

  /**
   * The input a field label names, inside `scope` (the whole page by default). Labels may carry a required mark
   * or a format hint after the name ('Title *', 'Preprint date (YYYY-MM-DD)'), so the name is matched as a word.
   */
  field(label: string, scope: Locator | Page = this.page): Locator {
    return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s|$)`)).first();
  }

  /** The first list item's text input with this label ('Title' in the first title). */
  firstItemInput(list: string, label: string): Locator {
    return this.field(label, this.list(list));
  }

  /** The item a long (windowed) list opened below its rows. */
  openListItem(): Locator {
    return this.page.locator('.editor-windowed__open');
  }

  async save(): Promise<void> {
    await expect(this.saveButton).toBeEnabled();
    await this.saveButton.click();
  }

  savedNotice(): Locator {
    return this.page.locator('.ant-message').getByText('Changes are saved');
  }

  async openHistory(): Promise<HistoryDrawer> {
    await this.historyButton.click();
    const drawer = new HistoryDrawer(this.page);
    await expect(drawer.drawer).toBeVisible();
    return drawer;
  }

  async openMerge(): Promise<MergeDrawerPage> {
    await this.toolbar.getByRole('button', { name: 'Merge a duplicate into this record' }).click();
    const drawer = new MergeDrawerPage(this.page);
    await expect(drawer.drawer).toBeVisible();
    return drawer;
  }

  /** 'Delete record' with its confirmation. */
  async deleteRecord(id: number): Promise<void> {
    await this.toolbar.getByRole('button', { name: 'Delete record' }).click();
    const confirm = this.page.locator('.ant-popover').filter({ hasText: `Delete record ${id}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
  }
}

/** The editor's History drawer (apps/web/src/editor/history). */
export class HistoryDrawer {
  readonly drawer: Locator;
  readonly revisions: Locator;
  readonly differences: Locator;

  constructor(readonly page: Page) {
    this.drawer = page.getByRole('dialog', { name: 'History' });
    this.revisions = this.drawer.getByRole('list', { name: 'Revisions' }).locator(':scope > li');
    this.differences = this.drawer.getByRole('region', { name: 'Differences between revisions' });
  }

  revision(revisionId: number): Locator {
    return this.revisions.filter({ hasText: new RegExp(`^Revision ${revisionId} ·`) });
  }

  /** The side-by-side table of one top-level field. */
  fieldTable(field: string): Locator {
    return this.differences.getByRole('table', { name: `Changes of ${field}` });
  }

  async revertTo(revisionId: number): Promise<void> {
    await this.revision(revisionId).getByRole('button', { name: 'Revert to this revision' }).click();
    const confirm = this.page
      .locator('.ant-popover')
      .filter({ hasText: `Revert to revision ${revisionId}?` });
    await expect(confirm).toContainText('A new revision equal to it will be written.');
    await confirm.getByRole('button', { name: 'Revert' }).click();
  }
}

/** 'Merge a duplicate into this record' (apps/web/src/editor/curation). */
export class MergeDrawerPage {
  readonly drawer: Locator;
  readonly searchBox: Locator;
  readonly kept: Locator;
  readonly duplicate: Locator;
  readonly mergeButton: Locator;

  constructor(readonly page: Page) {
    this.drawer = page.getByRole('dialog', { name: 'Merge a duplicate into this record' });
    this.searchBox = this.drawer.getByLabel('Search for the duplicate');
    this.kept = this.drawer.getByRole('region', { name: 'This record (kept)' });
    this.duplicate = this.drawer.getByRole('region', { name: 'Duplicate (deleted)' });
    this.mergeButton = this.drawer.getByRole('button', { name: 'Merge', exact: true });
  }

  async search(query: string): Promise<void> {
    await this.searchBox.fill(query);
    await this.searchBox.press('Enter');
  }

  async choose(controlNumber: number): Promise<void> {
    await this.drawer.getByRole('radio', { name: new RegExp(`#${controlNumber}\\b`) }).check();
  }

  async confirmMerge(keep: number, duplicate: number): Promise<void> {
    await this.mergeButton.click();
    const confirm = this.page
      .locator('.ant-popover')
      .filter({ hasText: `Merge record ${duplicate} into record ${keep}?` });
    await confirm.getByRole('button', { name: 'Merge' }).click();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
