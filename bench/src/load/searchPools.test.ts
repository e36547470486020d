import { describe, expect, it } from 'vitest';
import { shuffled } from './searchPools';

describe('value pools', () => {
  const values = Array.from({ length: 500 }, (_, index) => index);

  it('shuffles deterministically: two runs on one corpus send the same requests', () => {
    expect(shuffled(values, 4)).toEqual(shuffled(values, 4));
    expect(shuffled(values, 4)).not.toEqual(shuffled(values, 5));
  });

  it('keeps every value exactly once (no repeat within a series) and really reorders them', () => {
    const order = shuffled(values, 7);
    expect([...order].sort((a, b) => a - b)).toEqual(values);
    expect(order.filter((value, index) => value === index).length).toBeLessThan(20);
  });
});
