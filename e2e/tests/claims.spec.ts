import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  authorRecidOf,
  ClaimSearchPage,
  ClaimsApi,
  type PaperSummary,
  ProfileClaimMode,
} from '../pages/claims';
import { LocalLoginPage } from '../pages/login';

/**
 * Claiming as the demo user with an author profile (author@example.org), against the real server and its demo
 * corpus: claim a paper from the search page, find it on the profile marked claimed with the count up, remove it
 * (it moves to a new author record), move it back from that record (names match: moved at once), and ask to move
 * another author's paper whose name is not ours (a curator ticket instead). Everything is prepared by reading the
 * API: the papers are found, not hard-coded. Screenshots at 1280 and 390 px go to SHOTS_DIR (/tmp/shots-c4).
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-c4';
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Pictures at each width, with `focus` (the claim bar …) scrolled into view: phones stack the facets first. */
async function screenshots(page: Page, name: string, focus?: Locator): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    // Let the layout settle at the new width before the picture.
    await page.waitForTimeout(300);
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${size.width}.png`, fullPage: false });
  }
  await page.setViewportSize(WIDTHS[0]);
}

function lastNameOf(fullName: string): string {
  return (fullName.split(',')[0] ?? fullName).trim().toLowerCase();
}

/** The signature of this name on the paper. */
function signatureNamed(paper: PaperSummary, name: string) {
  return paper.authors.find((author) => author.full_name === name);
}

test.describe('claiming as a user with an author profile', () => {
  // Each journey goes on from the state the previous one left (the claimed paper is removed, then moved back).
  test.describe.configure({ mode: 'serial' });
  let me: { recid: number; name: string };
  let claimed: PaperSummary;
  let countBefore: number;

  test.beforeEach(async ({ page }) => {
    await new LocalLoginPage(page).loginAs('author@example.org');
    me = await new ClaimsApi(page.request).myProfile();
  });

  test('claims a paper from the search page: on the profile, marked claimed, the count up', async ({
    page,
  }) => {
    const api = new ClaimsApi(page.request);
    // A paper that names the user but is linked to no author yet: the names check finds the signature.
    const candidates = (await api.papers(`a "${me.name}"`)).filter((paper) => {
      const signature = signatureNamed(paper, me.name);
      return signature !== undefined && authorRecidOf(signature) === undefined;
    });
    candidates.sort((left, right) => left.authors.length - right.authors.length);
    const paper = candidates[0];
    if (!paper) {
      throw new Error(`the demo corpus has no unlinked signature of ${me.name}`);
    }
    claimed = paper;
    countBefore = await api.publicationCount(me.recid);

    const search = new ClaimSearchPage(page);
    await search.gotoPaper(paper.recid);
    await search.claimButton().click();
    await expect(search.notification('1 paper added to your profile')).toBeVisible();

    const after = signatureNamed(await api.paper(paper.recid), me.name);
    expect(after && authorRecidOf(after)).toBe(me.recid);
    expect(after?.curated_relation).toBe(true);
    // The detail page has the same control next to 'cite'.
    await page.goto(`/literature/${paper.recid}`);
    await expect(
      page.locator('.detail-record__actions').getByRole('button', { name: 'claim' }),
    ).toBeEnabled();

    const profile = new ProfileClaimMode(page);
    await profile.goto(me.recid);
    // Claim mode starts on for one's own profile.
    await expect(profile.claimModeSwitch).toHaveAttribute('aria-checked', 'true');
    await expect.poll(() => profile.total()).toBe(countBefore + 1);
    await screenshots(page, 'profile-claim-mode', profile.bar);
    await profile.findPaper(paper.recid);
    await expect(profile.item(paper.title).getByText('claimed', { exact: true })).toBeVisible();
    await expect(profile.action('Claim')).toBeDisabled();
    await profile.select(paper.title);
    await expect(profile.bar.getByText('1 paper selected')).toBeVisible();
    await screenshots(page, 'profile-claim-mode-selected', profile.bar);
  });

  test('removes the paper to a new author record, then moves it back from there', async ({ page }) => {
    const api = new ClaimsApi(page.request);
    const profile = new ProfileClaimMode(page);
    await profile.goto(me.recid);
    await profile.findPaper(claimed.recid);
    await profile.select(claimed.title);
    await profile.action('Remove').click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Remove 1 paper from your profile?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    const removed = page
      .locator('.ant-notification-notice')
      .filter({ hasText: '1 paper removed from your profile' });
    await expect(removed).toBeVisible();
    await expect(profile.bar.getByText('0 papers selected')).toBeVisible();
    expect(await api.publicationCount(me.recid)).toBe(countBefore);
    const stubSignature = signatureNamed(await api.paper(claimed.recid), me.name);
    const stubRecid = stubSignature && authorRecidOf(stubSignature);
    expect(stubRecid).not.toBe(me.recid);
    expect(stubSignature?.curated_relation).not.toBe(true);

    // The notification links the new author record; another profile offers only 'Move to my profile'.
    await removed.getByRole('link', { name: 'a new author profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/authors/${stubRecid}$`));
    await expect(profile.claimModeSwitch).toHaveAttribute('aria-checked', 'false');
    await profile.turnOn();
    await expect(profile.action('Claim')).toHaveCount(0);
    await expect(profile.action('Remove')).toHaveCount(0);
    await profile.select(claimed.title);
    await profile.action('Move to my profile').click();
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: '1 paper added to your profile' }),
    ).toBeVisible();
    const back = signatureNamed(await api.paper(claimed.recid), me.name);
    expect(back && authorRecidOf(back)).toBe(me.recid);
    expect(back?.curated_relation).toBe(true);
    expect(await api.publicationCount(me.recid)).toBe(countBefore + 1);
  });

  test("asks staff to review a move of another author's paper whose name is not ours", async ({ page }) => {
    const api = new ClaimsApi(page.request);
    // A co-author of the user, with a record and another last name, and a paper of theirs without the user.
    const mine = await api.papers(`authors.record.$ref:${me.recid}`);
    const myLastName = lastNameOf(me.name);
    const coauthors = mine
      .flatMap((paper) => paper.authors)
      .filter((author) => authorRecidOf(author) !== undefined && authorRecidOf(author) !== me.recid)
      .filter((author) => lastNameOf(author.full_name) !== myLastName);
    let target: { recid: number; paper: PaperSummary } | undefined;
    for (const coauthor of coauthors) {
      const recid = authorRecidOf(coauthor) as number;
      const theirs = (await api.papers(`authors.record.$ref:${recid}`)).find(
        (paper) =>
          !paper.authors.some((author) => authorRecidOf(author) === me.recid) &&
          paper.authors.some((author) => authorRecidOf(author) === recid && author.curated_relation !== true),
      );
      if (theirs) {
        target = { recid, paper: theirs };
        break;
      }
    }
    if (!target) {
      throw new Error('no co-author with a paper of their own in the demo corpus');
    }
    const countBeforeMove = await api.publicationCount(me.recid);

    const profile = new ProfileClaimMode(page);
    await profile.goto(target.recid);
    await profile.turnOn();
    await profile.findPaper(target.paper.recid);
    await profile.select(target.paper.title);
    await profile.action('Move to my profile').click();
    await expect(
      page
        .locator('.ant-notification-notice')
        .filter({ hasText: 'Some claims will be reviewed by our staff for approval.' }),
    ).toBeVisible();
    // Not moved: the paper waits for a curator.
    const after = await api.paper(target.paper.recid);
    expect(after.authors.some((author) => authorRecidOf(author) === me.recid)).toBe(false);
    expect(after.authors.some((author) => authorRecidOf(author) === target?.recid)).toBe(true);
    expect(await api.publicationCount(me.recid)).toBe(countBeforeMove);
  });

  test('opens the author picker when no signature matches the profile name', async ({ page }) => {
    const api = new ClaimsApi(page.request);
    const myLastName = lastNameOf(me.name);
    // A paper with more than one page of authors, none of them with the user's last name.
    const paper = (await api.papers('ac 21->100', 25)).find(
      (candidate) => !candidate.authors.some((author) => lastNameOf(author.full_name) === myLastName),
    );
    if (!paper) {
      throw new Error('no paper with 21 to 100 authors in the demo corpus');
    }
    const search = new ClaimSearchPage(page);
    await search.gotoPaper(paper.recid);
    await search.claimButton().click();
    const drawer = search.pickerDrawer();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('radio')).toHaveCount(20);
    const claim = drawer.getByRole('button', { name: 'Claim' });
    await expect(claim).toBeDisabled();
    await drawer.getByRole('radio').nth(2).check();
    await expect(claim).toBeEnabled();
    await screenshots(page, 'claim-author-picker');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe('assigning papers as a cataloger', () => {
  test.beforeEach(async ({ page }) => {
    await new LocalLoginPage(page).loginAs('cataloger@example.org');
  });

  test("picks an author or 'New author' in the assign drawer before 'Assign' is enabled", async ({
    page,
  }) => {
    const api = new ClaimsApi(page.request);
    // A paper with two linked authors: the papers of the first are assigned, the second is searched for.
    const paper = (await api.papers('ac 2->10', 25)).find(
      (candidate) =>
        new Set(candidate.authors.map(authorRecidOf).filter((recid) => recid !== undefined)).size >= 2,
    );
    const linked = paper?.authors.filter((author) => authorRecidOf(author) !== undefined) ?? [];
    const authorRecid = linked[0] && authorRecidOf(linked[0]);
    const other = linked.find((author) => authorRecidOf(author) !== authorRecid);
    if (!paper || authorRecid === undefined || !other) {
      throw new Error('no paper with two linked authors in the demo corpus');
    }
    const profile = new ProfileClaimMode(page);
    await profile.goto(authorRecid);
    await profile.turnOn();
    await expect(profile.action('Move to my profile')).toHaveCount(0);
    await profile.findPaper(paper.recid);
    await profile.select(paper.title);
    await profile.action('Assign…').click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Assign 1 paper to' });
    await expect(drawer).toBeVisible();
    const assign = drawer.getByRole('button', { name: 'Assign', exact: true });
    await expect(assign).toBeDisabled();
    await drawer.getByRole('searchbox', { name: 'Search authors' }).fill(other.full_name);
    await drawer.getByRole('searchbox', { name: 'Search authors' }).press('Enter');
    const otherName = other.full_name.split(',')[0]?.trim() ?? other.full_name;
    await expect(drawer.getByRole('radio', { name: new RegExp(otherName) }).first()).toBeVisible();
    await drawer.getByRole('radio', { name: 'New author' }).check();
    await expect(assign).toBeEnabled();
    await screenshots(page, 'assign-papers-drawer');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
  });
});
