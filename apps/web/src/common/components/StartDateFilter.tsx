import { DatePicker, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId } from 'react';
import {
  type DateRange,
  formatDateRange,
  isFromDayDisabled,
  isToDayDisabled,
  parseDateRange,
  START_DATE_ALL,
  START_DATE_UPCOMING,
} from '../startDateFilter';

const DAY_FORMAT = 'YYYY-MM-DD';

interface StartDateFilterProps {
  /** The current `start_date` value. */
  selection: string;
  onChange: (selection: string) => void;
  /** 'Upcoming conferences', 'Upcoming seminars'. */
  switchLabel: string;
}

function toDay(value: Dayjs | null): string | undefined {
  return value ? value.format(DAY_FORMAT) : undefined;
}

/** The upcoming switch and a from/to date range whose pickers never offer an end before the start. */
export function StartDateFilter({ selection, onChange, switchLabel }: StartDateFilterProps) {
  const id = useId();
  const range: DateRange = parseDateRange(selection) ?? {};
  const setRange = (next: DateRange) => onChange(formatDateRange(next) ?? START_DATE_ALL);
  return (
    <section className="facet start-date-filter" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="facet__title">
        Start Date
      </h3>
      <span className="switch-label start-date-filter__switch">
        <Switch
          id={`${id}-upcoming`}
          size="small"
          checked={selection === START_DATE_UPCOMING}
          onChange={(checked) => onChange(checked ? START_DATE_UPCOMING : START_DATE_ALL)}
        />
        <label htmlFor={`${id}-upcoming`}>{switchLabel}</label>
      </span>
      <div className="start-date-filter__range">
        <label htmlFor={`${id}-from`}>From</label>
        <DatePicker
          id={`${id}-from`}
          value={range.from ? dayjs(range.from) : null}
          format={DAY_FORMAT}
          placeholder="Start date"
          disabledDate={(day) => isFromDayDisabled(day.format(DAY_FORMAT), range.to)}
          onChange={(value: Dayjs | null) => setRange({ ...range, from: toDay(value) })}
        />
        <label htmlFor={`${id}-to`}>To</label>
        <DatePicker
          id={`${id}-to`}
          value={range.to ? dayjs(range.to) : null}
          format={DAY_FORMAT}
          placeholder="End date"
          disabledDate={(day) => isToDayDisabled(day.format(DAY_FORMAT), range.from)}
          onChange={(value: Dayjs | null) => setRange({ ...range, to: toDay(value) })}
        />
      </div>
    </section>
  );
}
