import { BULK_TOOLS_LIMIT } from '@parton/records';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bulkToolsUnavailableReason } from './limits';
import { conferenceAssignFailure, exportOutcome } from './outcomes';
import { useBulkSelection, withSelection } from './selection';

const OPERATION = {
  id: '7f2c1a4e-2b1d-4c8e-9a55-1f0e2d3c4b5a',
  kind: 'export-to-cds' as const,
  total: 3,
  processed: 3,
  succeeded: 2,
  to_author_recid: null,
  created: '2026-11-27T09:00:00Z',
  finished: '2026-11-27T09:00:02Z',
  error: null,
};

describe('bulk selection', () => {
  it('adds and removes ids, keeping the same set when nothing changes', () => {
    const start = new Set([1, 2]);
    expect([...withSelection(start, [2, 3], true)]).toEqual([1, 2, 3]);
    expect([...withSelection(start, [1], false)]).toEqual([2]);
    expect(withSelection(start, [1, 2], true)).toBe(start);
    expect(withSelection(start, [5], false)).toBe(start);
  });

  it('allows the bulk tools from one paper up to the limit, not at 0 or above it', () => {
    expect(bulkToolsUnavailableReason(0)).toBe('Select at least one paper to use the bulk tools.');
    expect(bulkToolsUnavailableReason(1)).toBeUndefined();
    expect(bulkToolsUnavailableReason(BULK_TOOLS_LIMIT)).toBeUndefined();
    expect(bulkToolsUnavailableReason(BULK_TOOLS_LIMIT + 1)).toBe(
      'Too many papers are selected for the bulk tools: select fewer.',
    );
  });
});

describe('useBulkSelection', () => {
  it('starts empty for a new query, and a run finishing after the change leaves the new selection alone', () => {
    const { result, rerender } = renderHook(({ q }) => useBulkSelection(q), {
      initialProps: { q: 'quarks' },
    });
    act(() => result.current.setSelected([1, 2], true));
    expect(result.current.count).toBe(2);
    const staleSetSelected = result.current.setSelected;

    rerender({ q: 'leptons' });
    expect(result.current.count).toBe(0);
    act(() => result.current.setSelected([7], true));
    act(() => staleSetSelected([1, 2], false));
    expect([...result.current.ids]).toEqual([7]);

    rerender({ q: 'quarks' });
    expect(result.current.count).toBe(0);
  });
});

describe('export outcome', () => {
  it('is a success naming the exported count when the job completed without failures', () => {
    const outcome = exportOutcome([1, 2], { ...OPERATION, status: 'completed', failures: [] });
    expect(outcome).toMatchObject({
      kind: 'success',
      title: '2 selected papers exported to CDS.',
      doneIds: [1, 2],
    });
    expect(exportOutcome([7], undefined).title).toBe('1 selected paper exported to CDS.');
  });

  it('is the spec error for a failed job, and lists the papers a partial job could not export', () => {
    expect(exportOutcome([1, 2], { ...OPERATION, status: 'failed', failures: [] })).toMatchObject({
      kind: 'error',
      title: 'Export to CDS Error!',
      description: 'Something went wrong.',
      doneIds: [],
    });
    const partial = exportOutcome([1, 2, 3], {
      ...OPERATION,
      status: 'completed',
      failures: [{ literature_id: 3, message: 'CDS answered 503.' }],
    });
    expect(partial).toMatchObject({
      kind: 'error',
      title: 'Export to CDS Error!',
      doneNote: '2 papers exported to CDS.',
      doneIds: [1, 2],
    });
    expect(partial.failures).toEqual([{ literature_id: 3, message: 'CDS answered 503.' }]);
  });
});

describe('conference assign failure', () => {
  it('lists the papers of a 500 that wrote none, without repeating the generic server message', () => {
    const failures = [{ literature_id: 4, message: 'Not found' }];
    expect(conferenceAssignFailure('Internal Error', failures)).toMatchObject({
      kind: 'error',
      title: 'Error!',
      description: 'Something went wrong.',
      doneNote: undefined,
      failures,
      doneIds: [],
    });
    expect(conferenceAssignFailure('This conference has no conference number (CNUM).').doneNote).toBe(
      'This conference has no conference number (CNUM).',
    );
  });
});
