import { ASSIGN_MESSAGES } from '@parton/records';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../test/render';
import { ReferencesTab } from '../components/ReferencesTab';
import { initialReferenceQuery } from './initialQuery';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const RECORD_UUID = '0190f3a2-0000-7000-8000-000000000007';

const ME = {
  data: {
    email: 'reader@example.org',
    roles: [],
    orcid: null,
    allow_orcid_push: false,
    profile_control_number: null,
    recid: null,
  },
  preferences: {},
  csrf_token: 'csrf-1',
};

const REFERENCES = {
  metadata: {
    references: [
      { label: '1', misc: 'An unlinked reference' },
      { label: '2', titles: [{ title: 'The wrong paper' }], control_number: 11 },
    ],
    references_count: 2,
  },
};

const SEARCH = {
  hits: {
    hits: [
      { id: '21', metadata: { control_number: 21, titles: [{ title: 'The right paper' }] } },
      { id: '22', metadata: { control_number: 22, titles: [{ title: 'Another paper' }] } },
    ],
    total: 2,
  },
  links: {},
};

interface Scenario {
  loggedIn: boolean;
  curation?: { status: number; body: unknown };
}

/** The server of these tests: the session, the paper's references and envelope, a literature search, the POST. */
function serve({ loggedIn, curation = { status: 200, body: { message: 'Success' } } }: Scenario) {
  const mock = mockFetch((url) => {
    switch (url.pathname) {
      case '/api/accounts/me':
        return loggedIn ? { body: ME } : { status: 401, body: { status: 401, message: 'Not logged in' } };
      case '/api/literature/7/references':
        return { body: REFERENCES };
      case '/api/literature/7':
        return { body: { id: '7', uuid: RECORD_UUID, revision_id: 4, metadata: { control_number: 7 } } };
      case '/api/literature':
        return { body: SEARCH };
      case '/api/literature/reference-self-curation':
        return curation;
      default:
        return undefined;
    }
  });
  const requests = () =>
    (mock.fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][]).map(
      ([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }),
    );
  return { ...mock, requests };
}

async function openDrawerForSecondReference() {
  const actions = await screen.findAllByRole('button', { name: ASSIGN_MESSAGES.correctThisReference });
  expect(actions).toHaveLength(2);
  fireEvent.click(actions[1]!);
  return screen.findByRole('dialog', { name: ASSIGN_MESSAGES.correctThisReference });
}

describe('correct this reference', () => {
  it('is disabled with "Log in to edit" for anonymous readers', async () => {
    serve({ loggedIn: false });
    renderWithApp(<ReferencesTab recordId="7" />);
    const actions = await screen.findAllByRole('button', {
      name: `${ASSIGN_MESSAGES.correctThisReference}: ${ASSIGN_MESSAGES.logInToEdit}`,
    });
    expect(actions).toHaveLength(2);
    const action = actions[0] as HTMLElement;
    await waitFor(() => expect((action as HTMLButtonElement).disabled).toBe(true));
    // The tooltip's chunk loads after the first paint: hover until it answers.
    await waitFor(
      () => {
        const [current] = screen.getAllByRole('button', { name: action.getAttribute('aria-label') ?? '' });
        fireEvent.mouseEnter(current?.parentElement as HTMLElement);
        expect(document.querySelector('.ant-tooltip')?.textContent).toBe(ASSIGN_MESSAGES.logInToEdit);
      },
      { timeout: 10_000, interval: 300 },
    );
  });

  it('searches from the reference, enables Select once a paper is chosen, and cancel closes', async () => {
    const server = serve({ loggedIn: true });
    renderWithApp(<ReferencesTab recordId="7" />);
    const drawer = await openDrawerForSecondReference();
    // The initial search is the reference's title.
    await within(drawer).findByText('The right paper');
    const searched = server.calls.find((url) => url.pathname === '/api/literature');
    expect(searched?.searchParams.get('q')).toBe('t "The wrong paper"');
    const select = within(drawer).getByRole('button', { name: 'Select' });
    expect((select as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(drawer).getByRole('radio', { name: /The right paper/ }));
    expect((select as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests().some(({ init }) => init?.method === 'POST')).toBe(false);
  });

  it('posts the choice with the record uuid and revision, shows the success message and reloads the references', async () => {
    const server = serve({ loggedIn: true });
    renderWithApp(<ReferencesTab recordId="7" />);
    const drawer = await openDrawerForSecondReference();
    fireEvent.click(await within(drawer).findByRole('radio', { name: /The right paper/ }));
    const referenceLoads = server.calls.filter(
      (url) => url.pathname === '/api/literature/7/references',
    ).length;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Select' }));

    expect(await screen.findByText(ASSIGN_MESSAGES.referenceModifiedTitle)).toBeTruthy();
    expect(screen.getByText(ASSIGN_MESSAGES.referenceModifiedText)).toBeTruthy();
    const post = server.requests().find(({ init }) => init?.method === 'POST');
    expect(post?.url.pathname).toBe('/api/literature/reference-self-curation');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      record_id: RECORD_UUID,
      revision_id: 4,
      reference_index: 1,
      new_reference_recid: 21,
    });
    expect(((post?.init?.headers ?? {}) as Record<string, string>)['x-csrf-token']).toBe('csrf-1');
    await waitFor(() =>
      expect(server.calls.filter((url) => url.pathname === '/api/literature/7/references').length).toBe(
        referenceLoads + 1,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows "We are processing your request" while the server works, then its error message', async () => {
    let answer: (value: Response) => void = () => undefined;
    const server = serve({ loggedIn: true });
    const original = server.fetchMock.getMockImplementation();
    server.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      if (String(input).includes('reference-self-curation')) {
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      return original ? original(input) : new Response('{}', { status: 404 });
    });
    renderWithApp(<ReferencesTab recordId="7" />);
    const drawer = await openDrawerForSecondReference();
    fireEvent.click(await within(drawer).findByRole('radio', { name: /Another paper/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText(ASSIGN_MESSAGES.processingReference)).toBeTruthy();
    answer(
      new Response(JSON.stringify({ status: 422, message: ASSIGN_MESSAGES.referenceStaleRevision }), {
        status: 422,
      }),
    );
    expect(await screen.findByText(ASSIGN_MESSAGES.referenceStaleRevision)).toBeTruthy();
    expect(screen.queryByText(ASSIGN_MESSAGES.referenceModifiedTitle)).toBeNull();
  });
});

describe('the initial search of the drawer', () => {
  it('uses the arXiv id, else the title, else nothing', () => {
    expect(initialReferenceQuery({ arxiv_eprint: [{ value: '1207.7214' }], titles: [{ title: 'X' }] })).toBe(
      'arxiv:1207.7214',
    );
    expect(initialReferenceQuery({ titles: [{ title: 'A "quoted"  title' }] })).toBe('t "A quoted title"');
    expect(initialReferenceQuery({ misc: 'Some text' })).toBe('');
    expect(initialReferenceQuery(undefined)).toBe('');
  });
});
