import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KEYWORD_ALIASES, KEYWORD_DOCS } from '@parton/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/app';
import { logInEachRole, type RoleSessions } from '../../testing/roleSessions';
import { HELP_PAGE_NOT_FOUND } from './routes';

const BUILT_IN_PAGES = ['about', 'content-policy', 'faq', 'help'];

describe('GET /api/help/:page with the built-in pages', () => {
  let testApp: TestApp;
  let sessions: RoleSessions;
  beforeAll(async () => {
    testApp = await createTestApp();
    sessions = await logInEachRole(testApp);
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('reads the repository content/help folder by default', () => {
    expect(loadConfig({}).helpPagesDir).toMatch(/content[/\\]help$/);
    expect(loadConfig({ HELP_PAGES_DIR: '/srv/help' }).helpPagesDir).toBe('/srv/help');
  });

  it.each(BUILT_IN_PAGES)('answers %s with its title and Markdown', async (page) => {
    const response = await get(`/api/help/${page}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.page).toBe(page);
    expect(body.title.length).toBeGreaterThan(0);
    expect(body.markdown).toContain(`# ${body.title}`);
  });

  it('answers anonymous visitors, users and catalogers alike (public)', async () => {
    for (const headers of [{}, sessions.user.headers(), sessions.cataloger.headers()]) {
      const response = await get('/api/help/about', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().title).toBe('About');
    }
  });

  it('generates Search Tips from the keyword table: every alias and example is on the page', async () => {
    const response = await get('/api/help/search-tips');
    expect(response.statusCode).toBe(200);
    const { title, markdown } = response.json();
    expect(title).toBe('Search Tips');
    for (const alias of KEYWORD_ALIASES.keys()) {
      expect(markdown).toContain(`\`${alias}\``);
    }
    for (const doc of Object.values(KEYWORD_DOCS)) {
      expect(markdown).toContain(`[\`${doc.example}\`](/literature?q=`);
    }
    expect(markdown).toContain('[`topcite 1000+`](/literature?q=topcite+1000%2B)');
  });

  it.each([
    'nothing-here',
    'README',
    '..%2F..%2Fpackage.json',
    '..%2Fconfig',
    '%2E%2E%2Fabout',
    'about.md',
    'About',
    '%2Fetc%2Fpasswd',
  ])('answers 404 for %s, with the reason', async (page) => {
    const response = await get(`/api/help/${page}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: HELP_PAGE_NOT_FOUND });
  });
});

describe('GET /api/help/:page with an operator folder (HELP_PAGES_DIR)', () => {
  let testApp: TestApp;
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'parton-help-'));
    await writeFile(join(folder, 'about.md'), 'Intro line.\n\n#  About Our Lab  \n\nWe run this site.\n');
    await writeFile(join(folder, 'my-privacy.md'), 'No heading here.\n');
    await mkdir(join(folder, 'nested'));
    await writeFile(join(folder, 'nested', 'secret.md'), '# Secret\n');
    // A file beside the folder that a path walk would reach.
    await writeFile(join(folder, '..', `${folder.split(/[/\\]/).pop()}-outside.md`), '# Outside\n');
    testApp = await createTestApp({ helpPagesDir: folder });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(folder, { recursive: true, force: true });
    await rm(`${folder}-outside.md`, { force: true });
  });

  const get = (page: string) => testApp.app.inject({ method: 'GET', url: `/api/help/${page}` });

  it("serves the operator's files instead of the built-in ones", async () => {
    const about = await get('about');
    expect(about.statusCode).toBe(200);
    expect(about.json()).toMatchObject({ page: 'about', title: 'About Our Lab' });
    expect(about.json().markdown).toContain('We run this site.');
    // Only what the folder holds: the built-in FAQ is not there.
    expect((await get('faq')).statusCode).toBe(404);
  });

  it('serves any page the folder holds, titled by its name when it has no heading', async () => {
    const response = await get('my-privacy');
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('My privacy');
  });

  it('reads edits without a restart', async () => {
    await writeFile(join(folder, 'faq.md'), '# Questions\n');
    expect((await get('faq')).json().title).toBe('Questions');
  });

  it('never leaves the folder', async () => {
    const outside = `${folder.split(/[/\\]/).pop()}-outside`;
    for (const page of [`..%2F${outside}`, 'nested%2Fsecret', 'nested', `..%5C${outside}`]) {
      expect((await get(page)).statusCode, page).toBe(404);
    }
  });

  it('keeps Search Tips generated whatever the folder holds', async () => {
    await writeFile(join(folder, 'search-tips.md'), '# Replaced\n');
    expect((await get('search-tips')).json().title).toBe('Search Tips');
  });
});
