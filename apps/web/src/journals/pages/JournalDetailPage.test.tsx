import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderRoute } from '../../common/testing/renderRoute';
import { JournalDetailPage } from './JournalDetailPage';

vi.setConfig({ testTimeout: 60_000 });

const journal = {
  control_number: 1214495,
  short_title: 'Phys.Rev.Lett.',
  journal_title: { title: 'Physical Review Letters' },
  publisher: ['APS'],
  title_variants: ['PHYS REV LETT', 'PRL'],
  public_notes: [{ value: 'Started with 1958' }],
};

function renderJournal(roles: string[] | null) {
  const api = mockApi((url) => {
    if (url.pathname === '/api/journals/1214495') {
      return envelope(journal);
    }
    if (url.pathname === '/api/accounts/me' && roles) {
      return { data: { email: 'staff@cern.ch', roles }, preferences: {} };
    }
    return undefined;
  });
  renderRoute(JournalDetailPage, '/journals/:id', '/journals/1214495');
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JournalDetailPage', () => {
  it('shows the journal, its notes, title variants and a link to its articles', async () => {
    const { calls } = renderJournal(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Phys.Rev.Lett.' })).toBeTruthy();
    expect(screen.getByText('Physical Review Letters')).toBeTruthy();
    expect(screen.getByText('APS')).toBeTruthy();
    expect(screen.getByText('Started with 1958')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show title variants' })).toBeTruthy();
    const articles = screen.getByRole('link', { name: /Articles published in Phys\.Rev\.Lett\./ });
    expect(articles.getAttribute('href')).toMatch(/^\/literature\?sort=mostrecent&size=25&page=1&q=/);
    await waitFor(() => expect(calls.some((url) => url.pathname === '/api/literature')).toBe(true));
    const papers = calls.find((url) => url.pathname === '/api/literature');
    expect(papers?.searchParams.get('q')).toBe('publication_info.journal_title:"Phys.Rev.Lett."');
  });

  it('offers edit to catalogers only', async () => {
    renderJournal(null);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryAllByText('Loading ...')).toHaveLength(0));
    expect(screen.queryByRole('link', { name: /edit/ })).toBeNull();
  });

  it('links catalogers to the record editor', async () => {
    renderJournal(['cataloger']);
    expect((await screen.findByRole('link', { name: /edit/ })).getAttribute('href')).toBe(
      '/editor/record/journals/1214495',
    );
  });
});
