import type { ExperimentUiMetadata } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { experimentDates, isStillRunning } from './experimentDates';

function experiment(fields: Partial<ExperimentUiMetadata>): ExperimentUiMetadata {
  return { control_number: 1, legacy_name: 'CERN-LHC-ATLAS', ...fields } as ExperimentUiMetadata;
}

describe("'Still Running'", () => {
  it('shows when the experiment was neither cancelled nor completed', () => {
    expect(isStillRunning(experiment({ date_started: '2009-11-23' }))).toBe(true);
  });

  it('does not show for a completed experiment', () => {
    expect(isStillRunning(experiment({ date_completed: '2000-11-02' }))).toBe(false);
  });

  it('does not show for a cancelled experiment', () => {
    expect(isStillRunning(experiment({ date_cancelled: '1993' }))).toBe(false);
  });

  it('treats the year 9999 as no completion date', () => {
    expect(isStillRunning(experiment({ date_completed: '9999' }))).toBe(true);
  });

  it('comes after the known dates', () => {
    const dates = experimentDates(
      experiment({ date_proposed: '1992-10-01', date_approved: '1996-01-31', date_completed: '9999' }),
    );
    expect(dates).toEqual([
      { label: 'Proposed', value: 'Oct 1, 1992' },
      { label: 'Approved', value: 'Jan 31, 1996' },
      { label: 'Still Running', value: '' },
    ]);
  });
});
