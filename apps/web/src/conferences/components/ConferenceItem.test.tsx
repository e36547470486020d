import type { ConferenceUiMetadata } from '@parton/records';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, mockFetch } from '../../test/render';
import { ConferenceItem } from './ConferenceItem';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function conference(fields: Partial<ConferenceUiMetadata> = {}): ConferenceUiMetadata {
  return {
    control_number: 1203206,
    titles: [{ title: '37th International Conference on High Energy Physics', subtitle: 'Neutrinos' }],
    acronyms: ['ICHEP 2014'],
    opening_date: '2014-07-02',
    closing_date: '2014-07-09',
    addresses: [{ cities: ['Valencia'], country_code: 'ES' }],
    cnum: 'C14-07-02',
    inspire_categories: [{ term: 'Experiment-HEP' }],
    urls: [{ value: 'http://ichep2014.es/' }],
    proceedings: [
      {
        control_number: 1418370,
        publication_info: [{ journal_title: 'Nucl.Part.Phys.Proc.', journal_volume: '273-275', year: 2016 }],
      },
    ],
    number_of_contributions: 1027,
    ...fields,
  } as ConferenceUiMetadata;
}

function renderItem(fields: Partial<ConferenceUiMetadata> = {}) {
  // The edit link asks who the reader is (cataloger or not): a session check answered by the mock.
  mockFetch((url) =>
    url.pathname === '/api/accounts/me'
      ? { body: { data: { email: 'c@example.org', roles: ['cataloger'] } } }
      : undefined,
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <ConferenceItem conference={conference(fields)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ConferenceItem', () => {
  it('links title, subtitle and acronym to the conference', () => {
    renderItem();
    const link = screen.getByRole('link', {
      name: /37th International Conference.*Neutrinos.*\(ICHEP 2014\)/,
    });
    expect(link.getAttribute('href')).toBe('/conferences/1203206');
  });

  it('shows dates, place, CNUM, categories, website and proceedings', () => {
    renderItem();
    expect(screen.getByText('Jul 2, 2014 - Jul 9, 2014')).toBeTruthy();
    expect(screen.getByText('Valencia, Spain')).toBeTruthy();
    expect(screen.getByText(/C14-07-02/)).toBeTruthy();
    expect(screen.getByText('Experiment-HEP')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ichep2014.es' }).getAttribute('href')).toBe(
      'http://ichep2014.es/',
    );
    expect(
      screen.getByRole('link', { name: 'Nucl.Part.Phys.Proc. 273-275 (2016)' }).getAttribute('href'),
    ).toBe('/literature/1418370');
  });

  it('links the contribution count to the conference papers', () => {
    renderItem();
    expect(screen.getByRole('link', { name: '1,027 contributions' }).getAttribute('href')).toBe(
      '/literature?q=publication_info.conference_record.$ref:1203206&doc_type=conference%20paper',
    );
  });

  it('offers edit only when the record may be edited', () => {
    renderItem();
    expect(screen.queryByRole('link', { name: /edit/ })).toBeNull();
  });

  it('links edit to the editor when the record may be edited', async () => {
    renderItem({ can_edit: true });
    expect((await screen.findByRole('link', { name: /edit/ })).getAttribute('href')).toBe(
      '/editor/record/conferences/1203206',
    );
  });
});
