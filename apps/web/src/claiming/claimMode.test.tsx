import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, notification } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedLiteratureSearch, embeddedNamespace } from '../common/components/EmbeddedLiteratureSearch';
import { renderWithApp } from '../test/render';
import { withoutNotificationMotion } from '../test/staticFeedback';
import { mockApi, type SentRequest, sessionAnswer } from './testing';

vi.setConfig({ testTimeout: 60_000 });
withoutNotificationMotion();

const AUTHOR = 7;
const NAMESPACE = embeddedNamespace('authorPublications', { literature: true });

afterEach(async () => {
  notification.destroy();
  // A notification of one test must not answer for the next one.
  await waitFor(() => expect(document.querySelector('.ant-notification-notice')).toBeNull());
  Modal.destroyAll();
  vi.unstubAllGlobals();
});

function hit(recid: number, title: string, curated: boolean) {
  return {
    id: String(recid),
    uuid: '',
    revision_id: 1,
    created: '',
    updated: '',
    links: {},
    metadata: {
      control_number: recid,
      titles: [{ title }],
      authors: [{ full_name: 'Smith, John', recid: AUTHOR }],
      number_of_authors: 1,
      curated_relation: curated,
    },
  };
}

type Answer = { status?: number; body: unknown } | undefined;

function serveAuthorPage(options: {
  profile: number | null;
  roles?: string[];
  write?: (request: SentRequest) => Answer;
  authors?: unknown[];
}) {
  return mockApi((request) => {
    const path = request.url.pathname;
    if (path === '/api/accounts/me') {
      return sessionAnswer({ profile_control_number: options.profile, roles: options.roles });
    }
    if (path === '/api/literature') {
      return {
        body: {
          hits: { hits: [hit(1, 'First paper', true), hit(2, 'Second paper', false)], total: 2 },
          links: {},
        },
      };
    }
    if (path === '/api/literature/facets') {
      return { body: { aggregations: {} } };
    }
    if (path === '/api/authors') {
      return {
        body: {
          hits: {
            hits: (options.authors ?? []).map((metadata, index) => ({ id: String(index), metadata })),
            total: 1,
          },
        },
      };
    }
    if (request.method === 'POST') {
      return options.write?.(request);
    }
    return undefined;
  });
}

function renderPapers() {
  return renderWithApp(
    <EmbeddedLiteratureSearch
      namespace={NAMESPACE}
      baseQuery={`authors.record.$ref:${AUTHOR}`}
      emptyNoun="Results"
      claimAuthorRecid={AUTHOR}
    />,
  );
}

/** The open dialog (drawer or confirmation) showing this title; antd's test ids make accessible names unusable. */
async function dialogWith(title: string): Promise<HTMLElement> {
  const [titleElement] = await screen.findAllByText(title);
  const dialog = titleElement?.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) {
    throw new Error(`No dialog titled ${title}`);
  }
  return dialog;
}

function claimBar() {
  return screen.findByRole('region', { name: 'Claim mode' });
}

describe('claim mode on an author profile', () => {
  it('is on for the owner: select, claim, and the selection resets after success', async () => {
    const api = serveAuthorPage({ profile: AUTHOR, write: () => ({ body: { message: 'Success' } }) });
    renderPapers();
    const bar = await claimBar();
    expect(within(bar).getByText('0 papers selected')).toBeTruthy();
    // Claimed papers carry the mark; the list asks for it by naming the author.
    expect(await screen.findByText('claimed')).toBeTruthy();
    await waitFor(() =>
      expect(
        api.requests.some(
          (request) =>
            request.url.pathname === '/api/literature' &&
            request.url.searchParams.getAll('author').includes('7'),
        ),
      ).toBe(true),
    );
    expect(within(bar).getByRole('button', { name: 'Claim' })).toHaveProperty('disabled', true);
    expect(within(bar).queryByRole('button', { name: 'Move to my profile' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Assign…' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Second paper' }));
    expect(within(bar).getByText('1 paper selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(bar).getByText('2 papers selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('2 papers claimed.')).toBeTruthy();
    expect(api.posts('/assign/literature/assign').map((request) => request.body)).toEqual([
      { from_author_recid: AUTHOR, to_author_recid: AUTHOR, literature_ids: [1, 2] },
    ]);
    expect(within(bar).getByText('0 papers selected')).toBeTruthy();
  });

  it('removes papers after a confirmation and links the new author they moved to', async () => {
    const api = serveAuthorPage({
      profile: AUTHOR,
      write: () => ({ body: { message: 'Success', stub_author_id: 99 } }),
    });
    renderPapers();
    await claimBar();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select First paper' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const confirm = await dialogWith('Remove 1 paper from your profile?');
    expect(api.posts('/assign/literature/unassign')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    const link = await screen.findByRole('link', { name: 'a new author profile' });
    expect(link.getAttribute('href')).toBe('/authors/99');
    expect(screen.getByText(/1 paper removed from your profile/)).toBeTruthy();
    expect(api.posts('/assign/literature/unassign')[0]?.body).toEqual({
      from_author_recid: AUTHOR,
      literature_ids: [1],
    });
  });

  it("offers only 'Move to my profile' on another profile, off until switched on", async () => {
    const api = serveAuthorPage({
      profile: 50,
      write: () => ({ body: { message: 'Success', created_rt_ticket: true } }),
    });
    renderPapers();
    const toggle = await screen.findByRole('switch', { name: 'Claim mode' });
    expect(screen.queryByRole('region', { name: 'Claim mode' })).toBeNull();
    fireEvent.click(toggle);
    const bar = await claimBar();
    expect(within(bar).queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Remove' })).toBeNull();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select First paper' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Move to my profile' }));
    expect(await screen.findByText('Some claims will be reviewed by our staff for approval.')).toBeTruthy();
    expect(api.posts('/assign/literature/assign-different-profile')[0]?.body).toEqual({
      from_author_recid: AUTHOR,
      to_author_recid: 50,
      literature_ids: [1],
    });
  });

  it('is not offered to a logged-in user without a profile, nor to visitors', async () => {
    serveAuthorPage({ profile: null });
    renderPapers();
    expect(await screen.findByText('Second paper')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Claim mode' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('gives catalogers the assign drawer: Assign only once an author or New author is chosen', async () => {
    const api = serveAuthorPage({
      profile: null,
      roles: ['cataloger'],
      authors: [
        { control_number: AUTHOR, name: { value: 'Smith, John' } },
        {
          control_number: 12,
          name: { value: 'Smith, Jane' },
          positions: [{ institution: 'CERN', current: true }],
        },
      ],
      write: () => ({ body: { message: 'Success' } }),
    });
    renderPapers();
    fireEvent.click(await screen.findByRole('switch', { name: 'Claim mode' }));
    const bar = await claimBar();
    expect(within(bar).queryByRole('button', { name: 'Move to my profile' })).toBeNull();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Second paper' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Assign…' }));
    const drawer = await dialogWith('Assign 1 paper to');
    const assign = within(drawer).getByRole('button', { name: 'Assign' });
    expect(assign).toHaveProperty('disabled', true);
    fireEvent.change(within(drawer).getByRole('searchbox', { name: 'Search authors' }), {
      target: { value: 'smith' },
    });
    fireEvent.keyDown(within(drawer).getByRole('searchbox', { name: 'Search authors' }), {
      key: 'Enter',
      code: 'Enter',
      keyCode: 13,
    });
    const jane = await within(drawer).findByLabelText(/Jane/);
    // The author whose papers these are is no choice.
    expect(within(drawer).queryByLabelText(/John/)).toBeNull();
    expect(within(drawer).getByText('(CERN)')).toBeTruthy();
    fireEvent.click(jane);
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Assign' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(/1 paper assigned to/)).toBeTruthy();
    expect(api.posts('/assign/literature/assign')[0]?.body).toEqual({
      from_author_recid: AUTHOR,
      to_author_recid: 12,
      literature_ids: [2],
    });
    await waitFor(() => expect(screen.queryByText('Assign 1 paper to')).toBeNull());
    expect(within(bar).getByText('0 papers selected')).toBeTruthy();
  });

  it("assigns to 'New author' by moving the papers to a new stub", async () => {
    const api = serveAuthorPage({
      profile: null,
      roles: ['cataloger'],
      write: () => ({ body: { message: 'Success', stub_author_id: 123 } }),
    });
    renderPapers();
    fireEvent.click(await screen.findByRole('switch', { name: 'Claim mode' }));
    const bar = await claimBar();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select First paper' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Assign…' }));
    const drawer = await dialogWith('Assign 1 paper to');
    fireEvent.click(within(drawer).getByLabelText('New author'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Assign' }));
    expect((await screen.findByRole('link', { name: 'a new author profile' })).getAttribute('href')).toBe(
      '/authors/123',
    );
    expect(api.posts('/assign/literature/unassign')[0]?.body).toEqual({
      from_author_recid: AUTHOR,
      literature_ids: [1],
    });
  });

  it("reports a failed assign as 'Error!' and keeps the selection", async () => {
    serveAuthorPage({ profile: AUTHOR, write: () => ({ status: 500, body: { message: 'Internal Error' } }) });
    renderPapers();
    const bar = await claimBar();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select First paper' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Error!')).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    expect(within(bar).getByText('1 paper selected')).toBeTruthy();
  });

  it("reports a refused assign as 'Assignment Error!'", async () => {
    serveAuthorPage({
      profile: AUTHOR,
      write: () => ({
        status: 403,
        body: { message: 'You can only assign papers of your own author profile.' },
      }),
    });
    renderPapers();
    const bar = await claimBar();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select First paper' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Assignment Error!')).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
  });

  it('names the papers of a write that failed for every paper (422)', async () => {
    serveAuthorPage({
      profile: AUTHOR,
      write: () => ({
        status: 422,
        body: {
          message: 'No paper could be assigned.',
          failures: [{ literature_id: 1, message: 'No signature' }],
        },
      }),
    });
    renderPapers();
    const bar = await claimBar();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select First paper' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('1 paper could not be assigned: 1')).toBeTruthy();
  });
});
