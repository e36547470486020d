import { describe, expect, it } from 'vitest';
import { ControlNumber, MAX_CONTROL_NUMBER, readPaging } from './params';

describe('ControlNumber', () => {
  it('reads a positive whole number within int4 from a path segment', () => {
    expect(ControlNumber.parse('1')).toBe(1);
    expect(ControlNumber.parse('451647')).toBe(451647);
    expect(ControlNumber.parse(String(MAX_CONTROL_NUMBER))).toBe(MAX_CONTROL_NUMBER);
  });

  it('refuses what names no record', () => {
    for (const value of [
      '0',
      '-1',
      'abc',
      '1.5',
      '1e3',
      ' 1',
      '',
      String(MAX_CONTROL_NUMBER + 1),
      '99999999999',
    ]) {
      expect(ControlNumber.safeParse(value).success, value).toBe(false);
    }
  });
});

describe('readPaging', () => {
  const search = { defaultSize: 10, maxSize: 1000, window: 10_000 };

  it('gives the defaults when page and size are absent or blank', () => {
    expect(readPaging({}, search)).toEqual({ ok: true, page: 1, size: 10 });
    expect(readPaging({ page: ' ', size: '' }, search)).toEqual({ ok: true, page: 1, size: 10 });
    expect(readPaging({ page: ' 3 ', size: '25' }, search)).toEqual({ ok: true, page: 3, size: 25 });
  });

  it('refuses what is not a positive whole number', () => {
    for (const query of [{ page: '0' }, { size: '0' }, { size: 'abc' }, { page: '1.5' }, { page: '-2' }]) {
      expect(readPaging(query, search), JSON.stringify(query)).toEqual({ ok: false, problem: 'malformed' });
    }
  });

  it('applies the size limit, then the window', () => {
    expect(readPaging({ size: '1001' }, search)).toEqual({ ok: false, problem: 'size-exceeded' });
    expect(readPaging({ size: '99999999999999999999' }, search)).toEqual({
      ok: false,
      problem: 'size-exceeded',
    });
    expect(readPaging({ page: '11', size: '1000' }, search)).toEqual({
      ok: false,
      problem: 'window-exceeded',
    });
    expect(readPaging({ page: '10', size: '1000' }, search)).toEqual({ ok: true, page: 10, size: 1000 });
  });

  it('has no limit a route does not set', () => {
    expect(readPaging({ page: '500000', size: '500' }, { defaultSize: 25 })).toEqual({
      ok: true,
      page: 500000,
      size: 500,
    });
  });
});
