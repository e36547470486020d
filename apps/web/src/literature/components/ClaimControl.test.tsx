import type { LiteratureUiMetadata, UiLiteratureAuthor } from '@parton/records';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type SentRequest, sessionAnswer } from '../../claiming/testing';
import { createTestQueryClient, renderWithApp } from '../../test/render';
import { withoutNotificationMotion } from '../../test/staticFeedback';
import { ClaimControl } from './ClaimControl';

const PAPER = { control_number: 1, titles: [{ title: 'A paper' }] } as LiteratureUiMetadata;
const MY_PROFILE = 7;

vi.setConfig({ testTimeout: 60_000 });
withoutNotificationMotion();

afterEach(async () => {
  notification.destroy();
  // A notification of one test must not answer for the next one.
  await waitFor(() => expect(document.querySelector('.ant-notification-notice')).toBeNull());
  vi.unstubAllGlobals();
});

type Answer = { status?: number; body: unknown } | undefined;

/** The server of a logged-in user with profile 7, with the given answers to the /assign calls. */
function serveClaim(answers: {
  check?: Answer;
  assign?: Answer;
  different?: Answer;
  authors?: UiLiteratureAuthor[];
}) {
  return mockApi((request: SentRequest) => {
    const path = request.url.pathname;
    if (path === '/api/accounts/me') {
      return sessionAnswer({ profile_control_number: MY_PROFILE });
    }
    if (path === '/api/assign/check-names-compatibility') {
      return answers.check;
    }
    if (path === '/api/assign/literature/assign') {
      return answers.assign;
    }
    if (path === '/api/assign/literature/assign-different-profile') {
      return answers.different;
    }
    if (path === '/api/literature/1/authors') {
      return { body: { metadata: { authors: answers.authors ?? [] } } };
    }
    return undefined;
  });
}

async function clickClaim() {
  const claim = await screen.findByRole('button', { name: 'claim' });
  expect(claim).toHaveProperty('disabled', false);
  fireEvent.click(claim);
}

describe('claim control states', () => {
  it('prompts a logged-in user without a profile to create one with the author form', async () => {
    mockApi((request) =>
      request.url.pathname === '/api/accounts/me'
        ? sessionAnswer({ profile_control_number: null })
        : undefined,
    );
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={3} />);
    await clickClaim();
    expect(await screen.findByText('There is no profile associated to your account.')).toBeTruthy();
    const create = screen.getByRole('link', { name: 'Create your author profile' });
    expect(create.getAttribute('href')).toBe('/submissions/authors');
  });

  it('stays disabled for anonymous visitors', async () => {
    mockApi(() => sessionAnswer());
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={3} />);
    expect(await screen.findByRole('button', { name: 'claim: Login to claim your papers' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('stays disabled on a paper without authors, with or without a profile', async () => {
    serveClaim({});
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={0} />);
    expect(await screen.findByRole('button', { name: 'claim: This paper has no authors.' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('claim flow', () => {
  it('claims directly when the matched signature is already on the profile, then refreshes the lists', async () => {
    const api = serveClaim({
      check: { body: { matched_author_recid: MY_PROFILE } },
      assign: { body: { message: 'Success' } },
    });
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={3} />, { queryClient });
    await clickClaim();
    expect(await screen.findByText('1 paper added to your profile')).toBeTruthy();
    expect(api.posts('/assign/literature/assign').map((request) => request.body)).toEqual([
      { from_author_recid: MY_PROFILE, to_author_recid: MY_PROFILE, literature_ids: [1] },
    ]);
    expect(api.requests.find((request) => request.url.pathname.includes('check-names'))?.url.search).toBe(
      '?literature_recid=1',
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['literature'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['authors'] });
  });

  it("shows 'Claiming...' while the claim runs", async () => {
    let release: (value: Response) => void = () => {};
    serveClaim({ check: { body: { matched_author_recid: MY_PROFILE } } });
    const original = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes('/literature/assign')
          ? new Promise<Response>((resolve) => {
              release = resolve;
            })
          : original(input, init),
      ),
    );
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={3} />);
    await clickClaim();
    expect(await screen.findByText('Claiming...')).toBeTruthy();
    release(new Response(JSON.stringify({ message: 'Success' })));
    expect(await screen.findByText('1 paper added to your profile')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Claiming...')).toBeNull());
  });

  it('moves the paper from the matched other profile; a ticket answer says staff will review it', async () => {
    const api = serveClaim({
      check: { body: { matched_author_recid: 9 } },
      different: { body: { message: 'Success', created_rt_ticket: true } },
    });
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={3} />);
    await clickClaim();
    expect(await screen.findByText('Some claims will be reviewed by our staff for approval.')).toBeTruthy();
    expect(api.posts('/assign/literature/assign-different-profile').map((request) => request.body)).toEqual([
      { from_author_recid: 9, to_author_recid: MY_PROFILE, literature_ids: [1] },
    ]);
  });

  it('moves a signature without author record by its position', async () => {
    const api = serveClaim({
      check: { body: { matched_author_recid: null, matched_author_position: 2 } },
      different: { body: { message: 'Success' } },
    });
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={3} />);
    await clickClaim();
    expect(await screen.findByText('1 paper added to your profile')).toBeTruthy();
    expect(api.posts('/assign/literature/assign-different-profile')[0]?.body).toEqual({
      from_author_position: 2,
      to_author_recid: MY_PROFILE,
      literature_ids: [1],
    });
  });

  it('opens the author picker when no signature matches: 20 per page, Claim only once one is chosen', async () => {
    const authors: UiLiteratureAuthor[] = Array.from({ length: 25 }, (_, index) => ({
      full_name: `Author, Number ${index}`,
      // The 22nd signature (index 21) points at no author record yet.
      ...(index === 21 ? {} : { recid: 100 + index }),
    }));
    const api = serveClaim({
      check: { status: 404, body: { message: 'Not found' } },
      different: { body: { message: 'Success' } },
      authors,
    });
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={25} />);
    await clickClaim();
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findAllByRole('radio')).toHaveLength(20);
    const claim = within(drawer).getByRole('button', { name: 'Claim' });
    expect(claim).toHaveProperty('disabled', true);
    fireEvent.click(within(drawer).getByTitle('2'));
    fireEvent.click(await within(drawer).findByLabelText(/Number 21/));
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Claim' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('1 paper added to your profile')).toBeTruthy();
    expect(api.posts('/assign/literature/assign-different-profile')[0]?.body).toEqual({
      from_author_position: 21,
      to_author_recid: MY_PROFILE,
      literature_ids: [1],
    });
  });

  it('claims a picked signature that has an author record by its record', async () => {
    const api = serveClaim({
      check: { status: 500, body: { message: 'Internal Error' } },
      different: { body: { message: 'Success' } },
      authors: [{ full_name: 'Smith, J.', recid: 41 }, { full_name: 'Doe, A.' }],
    });
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={2} />);
    await clickClaim();
    fireEvent.click(await screen.findByLabelText(/Smith, J\./));
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await screen.findByText('1 paper added to your profile');
    expect(api.posts('/assign/literature/assign-different-profile')[0]?.body).toEqual({
      from_author_recid: 41,
      to_author_recid: MY_PROFILE,
      literature_ids: [1],
    });
  });

  it('explains a refused claim (4xx) with the contact message', async () => {
    serveClaim({
      check: { body: { matched_author_recid: MY_PROFILE } },
      assign: { status: 403, body: { message: 'You can only assign papers of your own author profile.' } },
    });
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={3} />);
    await clickClaim();
    expect(await screen.findByText('Assignment Error!')).toBeTruthy();
    expect(screen.getByText('This paper cannot be claimed automatically. Please contact us')).toBeTruthy();
  });

  it('reports a paper the server could not write as an assignment error', async () => {
    serveClaim({
      check: { body: { matched_author_recid: MY_PROFILE } },
      assign: { body: { message: 'Success', failures: [{ literature_id: 1, message: 'No signature' }] } },
    });
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={3} />);
    await clickClaim();
    expect(await screen.findByText('Assignment Error!')).toBeTruthy();
  });

  it("says 'Claim Error!' when the server fails", async () => {
    serveClaim({
      check: { body: { matched_author_recid: 9 } },
      different: { status: 500, body: { message: 'Internal Error' } },
    });
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={3} />);
    await clickClaim();
    expect(await screen.findByText('Claim Error!')).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
  });
});
