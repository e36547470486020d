import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderRoute } from '../../common/testing/renderRoute';
import { ConferenceDetailPage } from './ConferenceDetailPage';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const conference = {
  control_number: 1203206,
  titles: [{ title: '37th International Conference on High Energy Physics' }],
  acronyms: ['ICHEP 2014'],
  opening_date: '2014-07-02',
  closing_date: '2014-07-09',
  cnum: 'C14-07-02',
  series: [{ name: 'ICHEP', number: 37 }],
  short_description: { value: '<p>The <b>37th</b> ICHEP<script>alert(1)</script></p>' },
  contact_details: [{ email: 'Juan.Fuster@ific.uv.es' }],
  public_notes: [{ value: 'will be published in Nuclear Physics B - Proceedings Supplements.' }],
  keywords: [{ value: 'LHC' }],
  urls: [{ value: 'https://twitter.com/ICHEP2014', description: 'TWITTER' }],
};

describe('ConferenceDetailPage', () => {
  it('shows the conference and searches its conference-paper contributions', async () => {
    const { calls } = mockApi((url) =>
      url.pathname === '/api/conferences/1203206' ? envelope(conference) : undefined,
    );
    renderRoute(ConferenceDetailPage, '/conferences/:id', '/conferences/1203206');
    expect(await screen.findByRole('heading', { level: 1, name: /ICHEP 2014/ })).toBeTruthy();
    expect(screen.getByText('Jul 2, 2014 - Jul 9, 2014')).toBeTruthy();
    expect(screen.getByText('C14-07-02')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ICHEP' }).getAttribute('href')).toBe(
      `/conferences?${new URLSearchParams({ q: 'series.name:"ICHEP"', start_date: 'all' }).toString()}`,
    );
    expect(screen.getByText(/37th conference in the/)).toBeTruthy();
    expect(document.querySelector('.rich-text')?.innerHTML).not.toContain('script');
    expect(screen.getByRole('link', { name: /Juan\.Fuster@ific\.uv\.es/ })).toBeTruthy();
    expect(screen.getByText(/will be published in Nuclear Physics B/)).toBeTruthy();
    expect(screen.getByText('LHC')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'TWITTER' })).toBeTruthy();
    expect(await screen.findByText('0 Contributions')).toBeTruthy();
    const contributions = calls.find((url) => url.pathname === '/api/literature');
    expect(contributions?.searchParams.get('q')).toBe('publication_info.conference_record.$ref:1203206');
    expect(contributions?.searchParams.get('doc_type')).toBe('conference paper');
  });
});
