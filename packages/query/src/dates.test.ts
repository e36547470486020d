import { describe, expect, it } from 'vitest';
import { dateBounds, dateSpan, looksLikeDate, parseDate, parseDateCondition } from './dates';
import { QuerySyntaxError } from './errors';
import { NOW } from './test/helpers';

describe('parseDate', () => {
  it.each([
    ['2000', '2000-01-01', '2001-01-01', 'year'],
    ['2001-05', '2001-05-01', '2001-06-01', 'month'],
    ['2001-5', '2001-05-01', '2001-06-01', 'month'],
    ['2000-12', '2000-12-01', '2001-01-01', 'month'],
    ['2000-10-31', '2000-10-31', '2000-11-01', 'day'],
    ['2000-12-31', '2000-12-31', '2001-01-01', 'day'],
    ['2024-02-29', '2024-02-29', '2024-03-01', 'day'],
    ['10/2000', '2000-10-01', '2000-11-01', 'month'],
    ['nov 2000', '2000-11-01', '2000-12-01', 'month'],
    ['August 2002', '2002-08-01', '2002-09-01', 'month'],
    ['sept. 2002', '2002-09-01', '2002-10-01', 'month'],
    ['aug 5 2002', '2002-08-05', '2002-08-06', 'day'],
    ['5 aug 2002', '2002-08-05', '2002-08-06', 'day'],
    ['2015-*', '2015-01-01', '2016-01-01', 'year'],
    ['2015-1*', '2015-01-01', '2016-01-01', 'year'],
    ['2000-10-*', '2000-10-01', '2000-11-01', 'month'],
  ])('reads %s with its granularity', (text, start, end, granularity) => {
    expect(parseDate(text, NOW)).toEqual({ start, end, granularity });
  });

  it.each([
    ['today', '2024-05-15', 'day'],
    ['yesterday', '2024-05-14', 'day'],
    ['today - 3', '2024-05-12', 'day'],
    ['today-20', '2024-04-25', 'day'],
    ['this month', '2024-05-01', 'month'],
    ['last month', '2024-04-01', 'month'],
    ['this month - 5', '2023-12-01', 'month'],
    ['last month - 1', '2024-03-01', 'month'],
  ])('resolves %s against the clock', (text, start, granularity) => {
    expect(parseDate(text, NOW)).toMatchObject({ start, granularity });
  });

  it.each([
    '2012-13',
    '2015_08',
    '201*',
    '2000-*-01',
    '2023-02-29',
    '2000-00',
    'may',
    '13/2000',
    'someday 2000',
  ])('rejects %s', (text) => {
    expect(() => parseDate(text, NOW)).toThrow(QuerySyntaxError);
  });
});

describe('parseDateCondition', () => {
  it('returns undefined for values that are not meant as dates', () => {
    expect(parseDateCondition('Silva', NOW)).toBeUndefined();
    expect(parseDateCondition('augusto', NOW)).toBeUndefined();
    expect(looksLikeDate('nov 2000')).toBe(true);
    expect(looksLikeDate('this month')).toBe(true);
  });

  it('rounds comparisons to the unit of the value', () => {
    const bounds = (text: string) => dateBounds(parseDateCondition(text, NOW)!);
    expect(bounds('> 2010')).toEqual({ from: '2011-01-01' });
    expect(bounds('>= 2010')).toEqual({ from: '2010-01-01' });
    expect(bounds('< 2010')).toEqual({ to: '2010-01-01' });
    expect(bounds('<= 2010')).toEqual({ to: '2011-01-01' });
    expect(bounds('2010-')).toEqual({ to: '2011-01-01' });
    expect(bounds('2010+')).toEqual({ from: '2010-01-01' });
    expect(bounds('2010')).toEqual({ from: '2010-01-01', to: '2011-01-01' });
    expect(bounds('= 1987')).toEqual({ from: '1987-01-01', to: '1988-01-01' });
    expect(bounds('2000->2002-06')).toEqual({ from: '2000-01-01', to: '2002-07-01' });
    expect(bounds('after 10/2000')).toEqual({ from: '2000-11-01' });
    expect(bounds('before 2000-12')).toEqual({ to: '2000-12-01' });
    expect(bounds('2015-08-30-')).toEqual({ to: '2015-08-31' });
  });

  it('builds spans that roll over years and months', () => {
    expect(dateSpan(1999, 12, 31)).toEqual({ start: '1999-12-31', end: '2000-01-01', granularity: 'day' });
    expect(dateSpan(1999, 12)).toEqual({ start: '1999-12-01', end: '2000-01-01', granularity: 'month' });
  });
});
