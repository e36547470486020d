import { describe, expect, it } from 'vitest';
import { applySearchUpdate } from '../search/searchUrlState';
import {
  formatDateRange,
  isFromDayDisabled,
  isToDayDisabled,
  parseDateRange,
  startDateChange,
} from './startDateFilter';

describe('start-date filter', () => {
  it('upcoming sorts by date ascending and clears the time zone', () => {
    expect(startDateChange('upcoming', 'Europe/Zurich')).toEqual({
      sort: 'dateasc',
      filters: { start_date: ['upcoming'], timezone: undefined },
      page: 1,
    });
  });

  it('all sorts by date descending and clears the time zone', () => {
    const change = startDateChange('all', 'Europe/Zurich');
    expect(change.sort).toBe('datedesc');
    expect(change.filters).toEqual({ start_date: ['all'], timezone: undefined });
  });

  it('a date range sets the browser time zone and keeps the sort', () => {
    const change = startDateChange('2020-01-01--2020-12-31', 'Asia/Tokyo');
    expect(change.sort).toBeUndefined();
    expect(change.filters).toEqual({ start_date: ['2020-01-01--2020-12-31'], timezone: ['Asia/Tokyo'] });
  });

  it('goes back to page 1', () => {
    const params = applySearchUpdate(
      new URLSearchParams('page=4&timezone=Asia/Tokyo&start_date=2020-01-01--'),
      startDateChange('upcoming', 'Asia/Tokyo'),
    );
    expect(params.get('page')).toBe('1');
    expect(params.get('timezone')).toBeNull();
    expect(params.get('start_date')).toBe('upcoming');
    expect(params.get('sort')).toBe('dateasc');
  });

  it('reads and writes date ranges, open ends included', () => {
    expect(parseDateRange('2020-01-01--2020-12-31')).toEqual({ from: '2020-01-01', to: '2020-12-31' });
    expect(parseDateRange('2020-01-01--')).toEqual({ from: '2020-01-01' });
    expect(parseDateRange('upcoming')).toBeUndefined();
    expect(formatDateRange({ to: '2020-12-31' })).toBe('--2020-12-31');
    expect(formatDateRange({})).toBeUndefined();
  });

  it('never offers a start after the end, nor an end before the start', () => {
    expect(isFromDayDisabled('2020-06-02', '2020-06-01')).toBe(true);
    expect(isFromDayDisabled('2020-06-01', '2020-06-01')).toBe(false);
    expect(isFromDayDisabled('2030-01-01', undefined)).toBe(false);
    expect(isToDayDisabled('2020-05-31', '2020-06-01')).toBe(true);
    expect(isToDayDisabled('2020-06-01', '2020-06-01')).toBe(false);
    expect(isToDayDisabled('1900-01-01', undefined)).toBe(false);
  });
});
