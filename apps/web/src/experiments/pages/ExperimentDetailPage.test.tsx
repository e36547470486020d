import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderRoute } from '../../common/testing/renderRoute';
import { ExperimentDetailPage } from './ExperimentDetailPage';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ExperimentDetailPage', () => {
  it('shows dates, Still Running, collaboration, relations and the article and member links', async () => {
    mockApi((url) =>
      url.pathname === '/api/experiments/1108541'
        ? envelope({
            control_number: 1108541,
            legacy_name: 'CERN-LHC-ATLAS',
            long_name: 'ATLAS',
            date_proposed: '1992-10-01',
            date_completed: '9999',
            collaboration: { value: 'ATLAS' },
            description: 'ATLAS is a particle physics experiment at the LHC.',
            related_records: [
              { record: { $ref: 'https://inspirehep.net/api/experiments/1110623' }, relation: 'predecessor' },
            ],
          })
        : undefined,
    );
    renderRoute(ExperimentDetailPage, '/experiments/:id', '/experiments/1108541');
    expect(await screen.findByRole('heading', { level: 1, name: 'CERN-LHC-ATLAS' })).toBeTruthy();
    expect(document.querySelector('.experiment-dates')?.textContent).toBe(
      'Proposed: Oct 1, 1992 • Still Running',
    );
    expect(screen.getByText('ATLAS Collaboration')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Experiment 1110623' }).getAttribute('href')).toBe(
      '/experiments/1110623',
    );
    expect(screen.getByRole('link', { name: 'Associated articles' }).getAttribute('href')).toBe(
      `/literature?${new URLSearchParams({ q: 'accelerator_experiments.record.$ref:1108541' }).toString()}`,
    );
    expect(screen.getByRole('link', { name: 'Collaboration articles' }).getAttribute('href')).toBe(
      `/literature?${new URLSearchParams({ q: 'collaboration:"ATLAS"' }).toString()}`,
    );
    expect(screen.getByRole('link', { name: 'Collaboration members' }).getAttribute('href')).toBe(
      `/authors?${new URLSearchParams({ q: 'project_membership.record.$ref:1108541' }).toString()}`,
    );
    expect(screen.getByText('ATLAS is a particle physics experiment at the LHC.')).toBeTruthy();
  });
});
