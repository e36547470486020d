import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderRoute } from '../../common/testing/renderRoute';
import { AuthorDetailPage } from './AuthorDetailPage';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

const ORCID = '0000-0002-7638-5686';

const author = {
  control_number: 1259096,
  name: { value: 'Moskovic, Micha', preferred_name: 'Micha Moskovic', native_names: ['מיכה'] },
  ids: [
    { schema: 'INSPIRE BAI', value: 'Micha.Moskovic.1' },
    { schema: 'INSPIRE ID', value: 'INSPIRE-00391618' },
    { schema: 'ORCID', value: ORCID },
    { schema: 'LINKEDIN', value: 'micha-moskovic' },
    { schema: 'MASTODON', value: 'micha@mastodon.social' },
  ],
  email_addresses: [{ value: 'micha.moshe.moskovic@cern.ch', current: true }],
  positions: [
    {
      rank: 'STAFF',
      current: true,
      start_date: '2019',
      institution: 'CERN',
      record: { $ref: 'https://inspirebeta.net/api/institutions/902725' },
    },
    { rank: 'POSTDOC', start_date: '2016', end_date: '2019', institution: 'CERN' },
    { rank: 'POSTDOC', start_date: '2014', end_date: '2016', institution: 'INFN, Turin' },
    { rank: 'PHD', start_date: '2010', end_date: '2014', institution: 'Brussels U., PTM' },
  ],
  advisors: [
    {
      name: 'Hildreth, Michael D.',
      degree_type: 'phd',
      record: { $ref: 'https://inspirebeta.net/api/authors/1006021' },
    },
  ],
  arxiv_categories: ['hep-th'],
  project_membership: [
    { name: 'CERN-LHC-CMS', record: { $ref: 'https://inspirehep.net/api/experiments/1108642' } },
  ],
};

interface Options {
  fields?: Record<string, unknown>;
  userOrcid?: string;
  datasets?: number;
  seminars?: number;
  /** CONTACT_URL of the server's /api/config. */
  contactUrl?: string;
}

function renderAuthor({ fields = {}, userOrcid, datasets = 0, seminars = 0, contactUrl }: Options = {}) {
  const count = (total: number) => ({ hits: { hits: [], total }, links: {} });
  const api = mockApi((url) => {
    if (url.pathname === '/api/authors/1259096') {
      return envelope({ ...author, ...fields });
    }
    if (url.pathname === '/api/accounts/me' && userOrcid) {
      return { data: { email: 'micha@cern.ch', roles: [], orcid: userOrcid }, preferences: {} };
    }
    if (url.pathname === '/api/data') {
      return count(datasets);
    }
    if (url.pathname === '/api/seminars') {
      return count(seminars);
    }
    if (url.pathname === '/api/config' && contactUrl) {
      return { banners: [], contactUrl };
    }
    return undefined;
  });
  renderRoute(AuthorDetailPage, '/authors/:id', '/authors/1259096');
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthorDetailPage', () => {
  it('shows the name with native names, current affiliation, identifiers and links', async () => {
    renderAuthor();
    expect(await screen.findByRole('heading', { level: 1, name: /Micha Moskovic.*מיכה/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'CERN' })[0]?.getAttribute('href')).toBe(
      '/institutions/902725',
    );
    expect(screen.getByRole('link', { name: ORCID }).getAttribute('href')).toBe(`https://orcid.org/${ORCID}`);
    expect(screen.getByText('Micha.Moskovic.1')).toBeTruthy();
    expect(screen.queryByText('INSPIRE-00391618')).toBeNull();
    expect(screen.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/micha-moskovic',
    );
    expect(screen.getByRole('link', { name: /Mastodon/ }).getAttribute('href')).toBe(
      'https://mastodon.social/@micha',
    );
    expect(screen.getByRole('link', { name: /micha\.moshe\.moskovic@cern\.ch/ }).getAttribute('href')).toBe(
      'mailto:micha.moshe.moskovic@cern.ch',
    );
    expect(screen.getByText('PhD Advisor:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Michael D. Hildreth' }).getAttribute('href')).toBe(
      '/authors/1006021',
    );
    expect(screen.getByRole('link', { name: 'CERN-LHC-CMS' }).getAttribute('href')).toBe(
      '/experiments/1108642',
    );
    expect(screen.getByText('Updated on Feb 5, 2021')).toBeTruthy();
  });

  it('shows the platform id when there is no ORCID', async () => {
    renderAuthor({ fields: { ids: [{ schema: 'INSPIRE ID', value: 'INSPIRE-00391618' }] } });
    expect(await screen.findByText('INSPIRE-00391618')).toBeTruthy();
  });

  it('shows three positions, then all of them on request', async () => {
    renderAuthor();
    await screen.findByRole('heading', { level: 2, name: 'Positions' });
    expect(screen.queryByText('Brussels U., PTM')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all positions' }));
    expect(screen.getByText('Brussels U., PTM')).toBeTruthy();
    expect(screen.getByText('2010-2014')).toBeTruthy();
  });

  it('hides positions when the record says so', async () => {
    renderAuthor({ fields: { should_display_positions: false } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Positions' })).toBeNull();
  });

  it('offers a disabled edit with a way to ask for changes when the record may not be edited', async () => {
    renderAuthor({ contactUrl: 'https://help.example.org/contact' });
    const edit = await screen.findByRole('button', { name: /edit/ });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(/Login to edit your profile/)).toBeTruthy();
    fireEvent.mouseEnter(edit);
    expect(await screen.findByRole('link', { name: 'contact us' })).toBeTruthy();
  });

  it('offers no contact link when the operator has set none', async () => {
    renderAuthor();
    const edit = await screen.findByRole('button', { name: /edit/ });
    fireEvent.mouseEnter(edit);
    expect(await screen.findByText(/Login to edit your profile/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'contact us' })).toBeNull();
  });

  it('links edit to the author form when the record may be edited', async () => {
    renderAuthor({ fields: { can_edit: true } });
    expect((await screen.findByRole('link', { name: /edit/ })).getAttribute('href')).toBe(
      '/submissions/authors/1259096',
    );
  });

  it("links to the settings on the user's own profile only", async () => {
    renderAuthor({ userOrcid: ORCID });
    expect(await screen.findByRole('link', { name: /settings/ })).toBeTruthy();
  });

  it("has no settings link on someone else's profile", async () => {
    renderAuthor({ userOrcid: '0000-0000-0000-0000' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryAllByText('Loading ...')).toHaveLength(0));
    expect(screen.queryByRole('link', { name: /settings/ })).toBeNull();
  });

  it('warns when the record is deleted', async () => {
    renderAuthor({ fields: { deleted: true } });
    expect(await screen.findByText('This record is deleted!')).toBeTruthy();
  });

  it('has Literature and Cited By tabs, and no Datasets or Seminars tab without any', async () => {
    renderAuthor();
    expect(await screen.findByRole('tab', { name: 'Literature' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cited By' })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByText('Loading ...')).toHaveLength(0));
    expect(screen.queryByRole('tab', { name: /Datasets/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: /Seminars/ })).toBeNull();
  });

  it('adds the Datasets and Seminars tabs when there are some, seminars found by speaker', async () => {
    const { calls } = renderAuthor({ datasets: 2, seminars: 1 });
    expect(await screen.findByRole('tab', { name: 'Datasets (2)' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Seminars (1)' })).toBeTruthy();
    const seminarSearch = calls.find((url) => url.pathname === '/api/seminars');
    expect(seminarSearch?.searchParams.get('q')).toBe('speakers.record.$ref:1259096');
  });

  it('shows the Seminars tab of a speaker whose seminars are all past, and lists them', async () => {
    const past = envelope({
      control_number: 77,
      title: { title: 'A talk given long ago' },
      start_datetime: '2019-05-01T14:00:00.000000',
      end_datetime: '2019-05-01T15:00:00.000000',
    });
    // The seminars API applies 'upcoming' unless start_date says otherwise: past talks only count with 'all'.
    const { calls } = mockApi((url) => {
      if (url.pathname === '/api/authors/1259096') {
        return envelope(author);
      }
      if (url.pathname === '/api/seminars') {
        const all = url.searchParams.get('start_date') === 'all';
        return { hits: { hits: all ? [past] : [], total: all ? 1 : 0 }, links: {} };
      }
      return undefined;
    });
    renderRoute(AuthorDetailPage, '/authors/:id', '/authors/1259096');
    fireEvent.click(await screen.findByRole('tab', { name: 'Seminars (1)' }));
    expect(await screen.findByRole('link', { name: 'A talk given long ago' })).toBeTruthy();
    const seminarCalls = calls.filter((url) => url.pathname === '/api/seminars');
    expect(seminarCalls.length).toBeGreaterThanOrEqual(2);
    for (const call of seminarCalls) {
      expect(call.searchParams.get('start_date')).toBe('all');
    }
  });

  it('keeps the date column of the positions for an undated position', async () => {
    renderAuthor({
      fields: {
        positions: [
          { rank: 'STAFF', current: true, start_date: '2019', institution: 'CERN' },
          { institution: 'Undated U.' },
        ],
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Positions' });
    const rows = [...document.querySelectorAll('.author-positions li')];
    expect(rows).toHaveLength(2);
    const undated = rows[1] as HTMLElement;
    // The first cell is the (empty) date, never the institution.
    const firstCell = undated.firstElementChild as HTMLElement;
    expect(firstCell.className).toBe('author-positions__dates');
    expect(firstCell.textContent).toBe('');
    expect(undated.textContent).toBe('Undated U.');
  });

  it("searches the author's papers with their facets and citation summary", async () => {
    const { calls } = renderAuthor();
    await screen.findByRole('tab', { name: 'Literature' });
    await waitFor(() => expect(calls.some((url) => url.pathname === '/api/literature')).toBe(true));
    const papers = calls.find((url) => url.pathname === '/api/literature');
    expect(papers?.searchParams.get('q')).toBe('authors.record.$ref:1259096');
    await waitFor(() =>
      expect(
        calls.some(
          (url) =>
            url.pathname === '/api/literature/facets' &&
            url.searchParams.get('facet_name') === 'citation-summary',
        ),
      ).toBe(true),
    );
    expect(
      calls.some(
        (url) =>
          url.pathname === '/api/literature/facets' &&
          url.searchParams.get('facet_name') === 'hep-author-publication',
      ),
    ).toBe(true);
  });
});
