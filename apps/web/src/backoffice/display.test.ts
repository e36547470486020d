import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  recidOfRef,
  STATUS_GROUPS,
  searchPath,
  submissionInfo,
  visibleDecision,
  workflowTitle,
} from './display';

const decision = (action: string) => ({
  id: 1,
  action,
  value: null,
  user: { email: 'c@example.org' },
  _created_at: '2024-01-01T00:00:00Z',
});

describe('display helpers', () => {
  it('groups the statuses in dashboard order', () => {
    expect(STATUS_GROUPS.map((group) => group.name)).toEqual([
      'Needs review',
      'Failed',
      'In progress',
      'Blocked',
      'Completed',
    ]);
    expect(STATUS_GROUPS[0]?.statuses).toEqual(['approval', 'approval_fuzzy_matching']);
  });

  it('shows the latest decision, skipping the matching resolution', () => {
    expect(visibleDecision({ decisions: [] })).toBeNull();
    const pill = visibleDecision({ decisions: [decision('hep_accept_core'), decision('fuzzy_match')] });
    expect(pill).toMatchObject({
      action: 'hep_accept_core',
      label: 'Accept CORE',
      outcome: 'accepted as CORE',
    });
  });

  it('names authors by preferred name and papers by first title', () => {
    expect(
      workflowTitle({ data: { name: { value: 'Doe, Jane', preferred_name: 'Jane Doe' } } }, 'authors'),
    ).toBe('Jane Doe');
    expect(workflowTitle({ data: { name: { value: 'Doe, Jane' } } }, 'authors')).toBe('Doe, Jane');
    expect(workflowTitle({ data: { titles: [{ title: 'On quarks' }] } }, 'literature')).toBe('On quarks');
    expect(workflowTitle({ data: {} }, 'literature')).toBe('Untitled');
  });

  it('reads the submitter from the submitter columns, else the acquisition source', () => {
    expect(
      submissionInfo({
        data: { acquisition_source: { email: 'a@x.org', datetime: '2024-02-03T10:00:00Z' } },
        submitter: null,
        _created_at: '2024-01-01T00:00:00Z',
      }),
    ).toMatchObject({ email: 'a@x.org', date: '2024-02-03T10:00:00Z' });
    expect(
      submissionInfo({ data: {}, submitter: { email: 'b@x.org', orcid: null }, _created_at: '2024-01-01' }),
    ).toMatchObject({ email: 'b@x.org', date: '2024-01-01' });
  });

  it('finds the recid of a linked reference', () => {
    expect(recidOfRef({ $ref: 'http://localhost/api/literature/1234' })).toBe(1234);
    expect(recidOfRef(undefined)).toBeNull();
    expect(recidOfRef({ $ref: 'nonsense' })).toBeNull();
  });

  it('formats local date and time and leaves garbage as it is', () => {
    expect(formatDateTime('2024-02-03T10:05:00')).toBe('2024-02-03 10:05');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('builds filtered search paths', () => {
    expect(searchPath('authors', { workflow_type: 'AUTHOR_CREATE', status: 'approval' })).toBe(
      '/backoffice/authors/search?workflow_type=AUTHOR_CREATE&status=approval',
    );
    expect(searchPath('literature', {})).toBe('/backoffice/literature/search');
  });
});
