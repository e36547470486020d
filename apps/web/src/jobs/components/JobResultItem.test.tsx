import type { JobUiMetadata, RecordEnvelope } from '@parton/records';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../common/testing/renderRoute';
import { JobResultItem } from './JobResultItem';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

function jobHit(fields: Partial<JobUiMetadata> = {}): RecordEnvelope<JobUiMetadata> {
  return envelope({
    control_number: 1812529,
    position: 'CRESST dark matter search experiment',
    status: 'open',
    institutions: [
      { value: 'Vienna, OAW', record: { $ref: 'https://inspirehep.net/api/institutions/903409' } },
    ],
    regions: ['Europe'],
    arxiv_categories: ['hep-ex'],
    ranks: ['POSTDOC', 'SENIOR'],
    deadline_date: '2020-09-21',
    external_job_identifier: 'EXT-42',
    accelerator_experiments: [
      { name: 'CRESST', record: { $ref: 'https://inspirehep.net/api/experiments/1110621' } },
    ],
    ...fields,
  } as JobUiMetadata) as RecordEnvelope<JobUiMetadata>;
}

function renderItem(showExternalId: boolean, fields: Partial<JobUiMetadata> = {}) {
  render(
    <MemoryRouter>
      <JobResultItem
        hit={jobHit(fields)}
        showExternalId={showExternalId}
        now={new Date('2020-08-23T10:00:00Z')}
      />
    </MemoryRouter>,
  );
}

describe('JobResultItem', () => {
  it('shows position, institutions, region, categories, experiments, ranks, deadline and age', () => {
    renderItem(false);
    expect(
      screen.getByRole('link', { name: 'CRESST dark matter search experiment' }).getAttribute('href'),
    ).toBe('/jobs/1812529');
    expect(screen.getByRole('link', { name: 'Vienna, OAW' }).getAttribute('href')).toBe(
      '/institutions/903409',
    );
    expect(screen.getByText('Europe')).toBeTruthy();
    expect(screen.getByText('hep-ex')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CRESST' }).getAttribute('href')).toBe('/experiments/1110621');
    expect(screen.getByText('PostDoc')).toBeTruthy();
    expect(screen.getByText('Senior (permanent)')).toBeTruthy();
    expect(screen.getByText('Sep 21, 2020')).toBeTruthy();
    expect(screen.getByText('Posted 3 days ago')).toBeTruthy();
  });

  it('hides the external job identifier from everyone but catalogers', () => {
    renderItem(false);
    expect(screen.queryByText(/EXT-42/)).toBeNull();
  });

  it('shows the external job identifier to catalogers', () => {
    renderItem(true);
    expect(screen.getByText(/EXT-42/)).toBeTruthy();
  });

  it('offers edit only when the record may be edited', () => {
    renderItem(false);
    expect(screen.queryByRole('link', { name: /edit/ })).toBeNull();
  });
});
