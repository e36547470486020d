import { BACKOFFICE_PAGE_SIZE } from '@parton/records';
import type { WorkflowSearchParams } from './api';

/** The search page's state lives in the URL (spec §4: page 1, size 10, newest updated first). */
export const ORDERINGS = [
  { value: '-_updated_at', label: 'Most recent' },
  { value: '_updated_at', label: 'Least recent' },
] as const;
export const DEFAULT_ORDERING = '-_updated_at';

export interface SearchState {
  q: string;
  status: string[];
  workflow_type: string[];
  ordering: string;
  page: number;
}

export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  const ordering = params.get('ordering') ?? '';
  return {
    q: params.get('q') ?? '',
    status: params.getAll('status').filter(Boolean),
    workflow_type: params.getAll('workflow_type').filter(Boolean),
    ordering: ORDERINGS.some((option) => option.value === ordering) ? ordering : DEFAULT_ORDERING,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) {
    params.set('q', state.q);
  }
  for (const status of state.status) {
    params.append('status', status);
  }
  for (const type of state.workflow_type) {
    params.append('workflow_type', type);
  }
  if (state.ordering !== DEFAULT_ORDERING) {
    params.set('ordering', state.ordering);
  }
  if (state.page > 1) {
    params.set('page', String(state.page));
  }
  return params;
}

export function toApiParams(state: SearchState): WorkflowSearchParams {
  return {
    search: state.q || undefined,
    status: state.status,
    workflow_type: state.workflow_type,
    ordering: state.ordering,
    page: state.page,
    size: BACKOFFICE_PAGE_SIZE,
  };
}
