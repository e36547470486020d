import { describe, expect, it } from 'vitest';
import { readSearchState, toApiParams, writeSearchState } from './searchState';

describe('back-office search state', () => {
  it('defaults to page 1, newest first, no filters', () => {
    expect(readSearchState(new URLSearchParams())).toEqual({
      q: '',
      status: [],
      workflow_type: [],
      ordering: '-_updated_at',
      page: 1,
    });
  });

  it('reads repeated filters and ignores a bad page or ordering', () => {
    const state = readSearchState(
      new URLSearchParams('q=higgs&status=approval&status=error&page=-3&ordering=drop table'),
    );
    expect(state).toMatchObject({
      q: 'higgs',
      status: ['approval', 'error'],
      page: 1,
      ordering: '-_updated_at',
    });
  });

  it('writes only what differs from the defaults and round-trips', () => {
    const state = readSearchState(
      new URLSearchParams('workflow_type=AUTHOR_CREATE&ordering=_updated_at&page=2'),
    );
    expect(writeSearchState(state).toString()).toBe(
      'workflow_type=AUTHOR_CREATE&ordering=_updated_at&page=2',
    );
    expect(writeSearchState(readSearchState(new URLSearchParams())).toString()).toBe('');
  });

  it('asks the API for ten per page with the query as search', () => {
    expect(toApiParams(readSearchState(new URLSearchParams('q=doe')))).toMatchObject({
      search: 'doe',
      size: 10,
      page: 1,
    });
  });
});
