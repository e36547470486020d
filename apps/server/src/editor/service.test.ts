import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { BAD_IF_MATCH_MESSAGE, editedRevision } from './service';

describe('editedRevision', () => {
  it("takes the body's revision_id first, else the If-Match header", () => {
    expect(editedRevision(3, '"7"')).toBe(3);
    expect(editedRevision(0, undefined)).toBe(0);
    expect(editedRevision(undefined, '"7"')).toBe(7);
    expect(editedRevision(undefined, '7')).toBe(7);
    expect(editedRevision(undefined, 'W/"7"')).toBe(7);
    expect(editedRevision(undefined, ' "12" ')).toBe(12);
  });

  it('is undefined when neither names a revision (the route answers 428)', () => {
    expect(editedRevision(undefined, undefined)).toBeUndefined();
    expect(editedRevision(undefined, '')).toBeUndefined();
  });

  it('refuses an If-Match that names no revision (400)', () => {
    for (const header of ['*', '"abc"', '"1", "2"', '-1']) {
      expect(() => editedRevision(undefined, header), header).toThrow(ApiError);
      try {
        editedRevision(undefined, header);
      } catch (error) {
        expect((error as ApiError).status).toBe(400);
        expect((error as ApiError).message).toBe(BAD_IF_MATCH_MESSAGE);
      }
    }
  });
});
