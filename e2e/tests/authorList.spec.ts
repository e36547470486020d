import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LocalLoginPage } from '../pages/login';

const SHOTS = process.env.SHOTS_DIR;

interface InstitutionHit {
  metadata: { control_number: number; legacy_ICN?: string };
}

/** An institution of the demo corpus whose ICN (without a comma) names no other institution. */
async function uniqueInstitution(request: APIRequestContext): Promise<{ id: number; icn: string }> {
  const response = await request.get('/api/institutions', {
    params: { size: '250', fields: 'control_number,legacy_ICN', sort: 'mostrecent' },
  });
  expect(response.ok()).toBe(true);
  const hits = ((await response.json()) as { hits: { hits: InstitutionHit[] } }).hits.hits;
  const counts = new Map<string, number>();
  for (const hit of hits) {
    const icn = hit.metadata.legacy_ICN?.toLowerCase() ?? '';
    counts.set(icn, (counts.get(icn) ?? 0) + 1);
  }
  const chosen = hits.find(({ metadata }) => {
    const icn = metadata.legacy_ICN ?? '';
    return icn !== '' && !icn.includes(',') && counts.get(icn.toLowerCase()) === 1;
  });
  if (!chosen?.metadata.legacy_ICN) {
    throw new Error('no institution with a unique ICN in the demo corpus');
  }
  return { id: chosen.metadata.control_number, icn: chosen.metadata.legacy_ICN };
}

function authorList(icn: string): string {
  return [
    'F. Lastname1, F.M. Otherlastname1,2, Ł. Kapłon2,3',
    '',
    `1 ${icn}, 1 Main Street, Nowhere`,
    '2 Institute of Unmatched Studies, Atlantis',
    '3 0000-0002-1825-0097',
  ].join('\n');
}

async function format(page: Page, text: string): Promise<void> {
  await page.getByLabel('Author string').fill(text);
  await page.getByRole('button', { name: 'Format' }).click();
  await expect(page.getByRole('heading', { name: '3 authors' })).toBeVisible();
}

test.describe('author-list tool', () => {
  test('a cataloger formats a pasted list, sees the matched institution and copies JSON and MARC', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const institution = await uniqueInstitution(page.request);
    await new LocalLoginPage(page).loginAs('cataloger@example.org');
    // The footer's tool link (catalogers only).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Author list' }).click();
    await expect(page).toHaveURL(/\/authorlist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Author list' })).toBeVisible();

    await format(page, authorList(institution.icn));
    const table = page.getByRole('table');
    await expect(table.getByRole('cell', { name: 'Lastname, F.', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Kapłon, Ł.', exact: true })).toBeVisible();
    await expect(table.getByText('ORCID 0000-0002-1825-0097')).toBeVisible();
    const links = table.getByRole('link', { name: institution.icn, exact: true });
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAttribute('href', `/institutions/${institution.id}`);
    await expect(table.getByText('Institute of Unmatched Studies, Atlantis').first()).toBeVisible();

    await page.getByRole('button', { name: 'Copy marc to clipboard' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    const marc = await page.evaluate(() => navigator.clipboard.readText());
    expect(marc.split('\n')).toEqual([
      `100__ $$aLastname, F.$$v${institution.icn}, 1 Main Street, Nowhere`,
      `700__ $$aOtherlastname, F.M.$$v${institution.icn}, 1 Main Street, Nowhere$$vInstitute of Unmatched Studies, Atlantis`,
      '700__ $$aKapłon, Ł.$$vInstitute of Unmatched Studies, Atlantis',
    ]);
    await page.getByRole('button', { name: 'Copy json to clipboard' }).click();
    const authors = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(authors[0]).toEqual({
      full_name: 'Lastname, F.',
      raw_affiliations: [{ value: `${institution.icn}, 1 Main Street, Nowhere` }],
      affiliations: [
        {
          value: institution.icn,
          record: { $ref: expect.stringMatching(new RegExp(`/api/institutions/${institution.id}$`)) },
        },
      ],
    });
    expect(authors[2].ids).toEqual([{ schema: 'ORCID', value: '0000-0002-1825-0097' }]);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/authorlist-1280.png`, fullPage: true });
    }

    // An unreadable affiliation list: the server's message, the text kept.
    await page.getByLabel('Author string').fill('A. Einstein1, N. Bohr2\n\nETH\n2 KU');
    await page.getByRole('button', { name: 'Format' }).click();
    await expect(page.getByRole('alert')).toContainText(
      "Cannot identify type of affiliation(s), found IDs: ['E', '2']",
    );

    // The matched institution's link opens its page.
    await format(page, authorList(institution.icn));
    await page.getByRole('table').getByRole('link', { name: institution.icn, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/institutions/${institution.id}$`));
  });

  test('users who are not catalogers cannot open it', async ({ page }) => {
    await new LocalLoginPage(page).loginAs('user@example.org');
    await page.goto('/tools/authorlist');
    await expect(page).toHaveURL(/\/errors\/401$/);
    await expect(page.getByLabel('Author string')).toHaveCount(0);
  });

  test('works on a phone @phone', async ({ page }) => {
    const institution = await uniqueInstitution(page.request);
    await new LocalLoginPage(page).loginAs('cataloger@example.org');
    await page.goto('/tools/authorlist');
    await format(page, authorList(institution.icn));
    await expect(
      page.getByRole('table').getByRole('link', { name: institution.icn, exact: true }).first(),
    ).toBeVisible();
    // Nothing wider than the screen but the table's own scroller.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/authorlist-390.png`, fullPage: true });
    }
  });
});
