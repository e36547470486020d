import type { ExperimentUiMetadata } from '@parton/records';
import { formatRecordDate } from '../common/recordDates';

/** Records use year 9999 for "no end date yet". */
function isRealDate(date: string | undefined): date is string {
  return Boolean(date) && !date?.startsWith('9999');
}

/** An experiment is still running when it was neither cancelled nor completed. */
export function isStillRunning(
  experiment: Pick<ExperimentUiMetadata, 'date_cancelled' | 'date_completed'>,
): boolean {
  return !isRealDate(experiment.date_cancelled) && !isRealDate(experiment.date_completed);
}

export interface ExperimentDate {
  label: string;
  value: string;
}

/** Proposed, approved, started, then cancelled or completed (or 'Still Running'). */
export function experimentDates(experiment: ExperimentUiMetadata): ExperimentDate[] {
  const dates: ExperimentDate[] = [];
  const add = (label: string, date: string | undefined) => {
    if (isRealDate(date)) {
      dates.push({ label, value: formatRecordDate(date) });
    }
  };
  add('Proposed', experiment.date_proposed);
  add('Approved', experiment.date_approved);
  add('Started', experiment.date_started);
  add('Cancelled', experiment.date_cancelled);
  add('Completed', experiment.date_completed);
  if (isStillRunning(experiment)) {
    dates.push({ label: 'Still Running', value: '' });
  }
  return dates;
}
