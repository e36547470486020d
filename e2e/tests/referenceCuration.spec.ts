import { type APIRequestContext, expect, test } from '@playwright/test';
import { BackofficePage } from '../pages/backoffice';
import { LiteratureDetailPage } from '../pages/literatureDetail';
import { DEMO_PASSWORD, LocalLoginPage } from '../pages/login';
import { ReferenceCurationDrawer, ReferenceDiffPage } from '../pages/referenceCuration';

interface Envelope {
  revision_id: number;
  metadata: { control_number: number; citation_count?: number; titles?: { title: string }[] };
}

interface ReferenceItem {
  control_number?: number;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

function citationsText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'citation' : 'citations'}`;
}

/** A title a search result shows as plain text (no math, nothing a regular expression trips on). */
function plainTitle(envelope: Envelope): string | undefined {
  const title = envelope.metadata.titles?.[0]?.title;
  return title && !/[$\\]/.test(title) ? title : undefined;
}

/**
 * A paper whose first references page links reference i to another paper (the old target), and a third paper it
 * does not reference yet (the new target), all read through the public API of the seeded server.
 */
async function pickPapers(request: APIRequestContext) {
  const recent = await getJson<{ hits: { hits: Envelope[] } }>(
    request,
    '/api/literature?sort=mostrecent&size=60',
  );
  const candidates = recent.hits.hits.map((hit) => hit.metadata.control_number);
  for (const citing of candidates) {
    const page = await getJson<{ metadata: { references: ReferenceItem[] } }>(
      request,
      `/api/literature/${citing}/references?page=1&size=25`,
    );
    const index = page.metadata.references.findIndex(
      (reference) => reference.control_number !== undefined && reference.control_number !== citing,
    );
    if (index < 0) {
      continue;
    }
    const all = await getJson<{ metadata: { references: ReferenceItem[] } }>(
      request,
      `/api/literature/${citing}/references?page=1&size=1000`,
    );
    const targets = all.metadata.references.map((reference) => reference.control_number);
    const oldTarget = page.metadata.references[index]?.control_number as number;
    if (targets.filter((target) => target === oldTarget).length > 1) {
      // Cited twice: one correction would not change its count.
      continue;
    }
    const referenced = new Set(targets);
    for (const candidate of candidates) {
      if (candidate === citing || referenced.has(candidate)) {
        continue;
      }
      const target = await getJson<Envelope>(request, `/api/literature/${candidate}`);
      const title = plainTitle(target);
      if (title) {
        return { citing, index, oldTarget, newTarget: candidate, newTitle: title };
      }
    }
  }
  throw new Error('no paper with a linked reference in the first references page of the recent papers');
}

async function citationCount(request: APIRequestContext, controlNumber: number): Promise<number> {
  return (await getJson<Envelope>(request, `/api/literature/${controlNumber}`)).metadata.citation_count ?? 0;
}

test.describe('reference self-curation (issue 15)', () => {
  test('a user corrects a reference; counts follow; a cataloger reviews the diff from the ticket', async ({
    page,
    browser,
    request,
  }) => {
    const papers = await pickPapers(request);
    const before = await getJson<Envelope>(request, `/api/literature/${papers.citing}`);
    const oldCount = await citationCount(request, papers.oldTarget);
    const newCount = await citationCount(request, papers.newTarget);

    // Anonymous readers see the action disabled.
    const detail = new LiteratureDetailPage(page);
    await detail.goto(papers.citing);
    await detail.openReferences();
    const references = ReferenceCurationDrawer.references(page);
    await expect(
      references.nth(papers.index).getByRole('button', { name: 'Correct this reference: Log in to edit' }),
    ).toBeDisabled();

    await new LocalLoginPage(page).loginAs('user@example.org', `/literature/${papers.citing}`);
    await expect(detail.title).toBeVisible();
    await detail.openReferences();
    const curation = new ReferenceCurationDrawer(page);
    await curation.open(references.nth(papers.index));
    await curation.search(`recid:${papers.newTarget}`);
    await curation.choose(papers.newTitle);
    await curation.selectButton.click();
    await expect(curation.drawer).toBeHidden();
    await expect(curation.notice('Reference Successfully Modified!')).toBeVisible();
    await expect(
      curation.notice('Your change is in effect but will be reviewed by our staff for final approval.'),
    ).toBeVisible();

    // The references reload: the reference now leads to the chosen paper.
    await expect(references.nth(papers.index).locator('.reference__title a')).toHaveAttribute(
      'href',
      `/literature/${papers.newTarget}`,
    );
    expect(await citationCount(request, papers.newTarget)).toBe(newCount + 1);
    expect(await citationCount(request, papers.oldTarget)).toBe(oldCount - 1);
    await detail.goto(papers.newTarget);
    await expect(page.locator('.detail-record__citations')).toHaveText(citationsText(newCount + 1));
    await detail.goto(papers.oldTarget);
    await expect(page.locator('.detail-record__citations')).toHaveText(citationsText(oldCount - 1));

    // A cataloger finds the ticket in the back office and opens the diff it links to.
    const context = await browser.newContext();
    const curator = await context.newPage();
    await new LocalLoginPage(curator).loginAs('cataloger@example.org');
    const backoffice = new BackofficePage(curator);
    await backoffice.loginAs('cataloger@example.org', DEMO_PASSWORD);
    await curator.goto('/backoffice/tickets?ticket_type=reference_correction');
    const ticket = curator
      .locator('.ticket-row')
      .filter({ hasText: `Reference correction on record ${papers.citing}` })
      .first();
    await expect(ticket).toContainText('user@example.org');
    await ticket.getByRole('link', { name: 'Open' }).click();
    await expect(curator).toHaveURL(
      new RegExp(`/literature/${papers.citing}/diff/${before.revision_id}\\.\\.${before.revision_id + 1}$`),
    );
    const diff = new ReferenceDiffPage(curator);
    await expect(diff.heading).toBeVisible();
    await expect(diff.before.locator('.reference__title a')).toHaveAttribute(
      'href',
      `/literature/${papers.oldTarget}`,
    );
    await expect(diff.after.locator('.reference__title a')).toHaveAttribute(
      'href',
      `/literature/${papers.newTarget}`,
    );
    await context.close();
  });

  test('the diff page shows before and after stacked on a phone @phone', async ({ page, playwright }) => {
    // A correction made through the API by a logged-in user (the journey above does it through the page).
    const user = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const papers = await pickPapers(user);
    const before = await getJson<Envelope & { uuid: string }>(user, `/api/literature/${papers.citing}`);
    const login = await user.post('/api/accounts/login', {
      data: { email: 'user@example.org', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const { csrf_token: csrfToken } = (await login.json()) as { csrf_token: string };
    const curated = await user.post('/api/literature/reference-self-curation', {
      headers: { 'x-csrf-token': csrfToken },
      data: {
        record_id: before.uuid,
        revision_id: before.revision_id,
        reference_index: papers.index,
        new_reference_recid: papers.newTarget,
      },
    });
    expect(curated.status(), await curated.text()).toBe(200);
    await user.dispose();

    await new LocalLoginPage(page).loginAs('cataloger@example.org');
    await page.goto(`/literature/${papers.citing}/diff/${before.revision_id}..${before.revision_id + 1}`);
    const diff = new ReferenceDiffPage(page);
    await expect(diff.after.locator('.reference__title a')).toHaveAttribute(
      'href',
      `/literature/${papers.newTarget}`,
    );
    const beforeBox = await diff.before.boundingBox();
    const afterBox = await diff.after.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    if (width < 600) {
      // One column on a phone: 'After' below 'Before', neither wider than the screen.
      expect(afterBox?.y ?? 0).toBeGreaterThanOrEqual((beforeBox?.y ?? 0) + (beforeBox?.height ?? 0));
      expect((afterBox?.x ?? 0) + (afterBox?.width ?? 0)).toBeLessThanOrEqual(width);
    } else {
      expect(afterBox?.y).toBe(beforeBox?.y);
    }
  });

  test('the diff page sends users without cataloger rights away @phone', async ({ page }) => {
    await new LocalLoginPage(page).loginAs('user@example.org');
    await page.goto('/literature/1/diff/0..1');
    await expect(page).toHaveURL(/\/errors\/401$/);
  });
});
