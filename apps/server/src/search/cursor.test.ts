import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { decodeCursor, encodeCursor } from './cursor';

describe('search cursor', () => {
  it('round-trips a position, a missing key included', () => {
    const cursor = { sort: 'mostrecent', key: '2019-05-01', controlNumber: 1234 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, key: null }))).toEqual({ ...cursor, key: null });
  });

  it('refuses a forged or damaged cursor', () => {
    for (const token of ['nonsense', Buffer.from('[2,"x","y",1]').toString('base64url'), '']) {
      expect(() => decodeCursor(token)).toThrow(ApiError);
    }
  });
});
