import { describe, expect, it } from 'vitest';
import { timeOrderedUuid } from './ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('time-ordered record ids', () => {
  it('are version-7 UUIDs carrying the creation millisecond', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0, 123);
    const id = timeOrderedUuid(now);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(now);
  });

  it('sort in creation order, within one millisecond too, and never repeat', () => {
    const now = Date.UTC(2027, 0, 1);
    const ids = [
      ...Array.from({ length: 5_000 }, () => timeOrderedUuid(now)),
      ...Array.from({ length: 5_000 }, () => timeOrderedUuid(now + 1)),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
  });

  it('keep their order when the clock steps back', () => {
    const first = timeOrderedUuid(Date.UTC(2028, 0, 1, 0, 0, 1));
    const second = timeOrderedUuid(Date.UTC(2028, 0, 1, 0, 0, 0));
    expect(second > first).toBe(true);
  });
});
